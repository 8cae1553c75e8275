import type {
  Allow,
  Expr,
  FunctionDef,
  MatchBlock,
  Method,
  PatternSegment,
  RulesFile,
} from './ast';
import type { Identity } from './auth';
import type { Fields, StoredDocument, Value } from '../store/types';

/** Stands for a document id the rules cannot know: a query's documents, or a collection group's parents. */
export const PLACEHOLDER = '\u0000any';
export const ANY_PREFIX = '\u0000any-prefix';

class RulesError {
  constructor(readonly message: string) {}
}

class RulesPath {
  constructor(readonly segments: string[]) {}
}

type RValue =
  | null
  | boolean
  | number
  | string
  | Date
  | RValue[]
  | RulesPath
  | RulesError
  | { [key: string]: RValue };
type Env = Map<string, RValue>;

export interface RulesRequest {
  method: Method;
  /** Document path relative to the documents root, as segments; may use PLACEHOLDER / ANY_PREFIX. */
  path: string[];
  identity: Identity;
  /** The stored document, for get/update/delete. */
  resource?: StoredDocument;
  /** The document as it would be after the write, for create/update. */
  requestResource?: StoredDocument;
}

export interface RulesContext {
  /** Database id as bound to `{database}`, e.g. `(default)`. */
  databaseId: string;
  lookup: (path: string) => StoredDocument | undefined;
}

export function valueToRules(v: Value): RValue {
  if ('nullValue' in v) return null;
  if ('booleanValue' in v) return v.booleanValue!;
  if ('integerValue' in v) return Number(v.integerValue);
  if ('doubleValue' in v) return Number(v.doubleValue);
  if ('timestampValue' in v) return new Date(v.timestampValue!);
  if ('stringValue' in v) return v.stringValue!;
  if ('bytesValue' in v) return v.bytesValue!;
  if ('referenceValue' in v) return new RulesPath(v.referenceValue!.split('/').slice(4));
  if ('geoPointValue' in v)
    return { latitude: v.geoPointValue!.latitude ?? 0, longitude: v.geoPointValue!.longitude ?? 0 };
  if ('arrayValue' in v) return (v.arrayValue!.values ?? []).map(valueToRules);
  return fieldsToRules(v.mapValue?.fields ?? {});
}

function fieldsToRules(fields: Fields): { [key: string]: RValue } {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, valueToRules(v)]));
}

function resourceValue(doc: StoredDocument | undefined, databaseId: string): RValue {
  if (!doc) return null;
  const id = doc.path.slice(doc.path.lastIndexOf('/') + 1);
  return {
    data: fieldsToRules(doc.fields),
    id,
    __name__: new RulesPath(['databases', databaseId, 'documents', ...doc.path.split('/')]),
  };
}

function isMap(v: RValue): v is { [key: string]: RValue } {
  return (
    v !== null &&
    typeof v === 'object' &&
    !Array.isArray(v) &&
    !(v instanceof Date) &&
    !(v instanceof RulesPath) &&
    !(v instanceof RulesError)
  );
}

function equal(a: RValue, b: RValue): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (a instanceof RulesPath && b instanceof RulesPath)
    return a.segments.join('/') === b.segments.join('/');
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => equal(x, b[i]));
  if (isMap(a) && isMap(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && equal(a[k], b[k]));
  }
  return a === b;
}

/** Matches pattern segments against path segments; yields each way the pattern can consume a prefix. */
function* matchPrefix(
  pattern: PatternSegment[],
  path: string[],
  bindings: Env,
): Generator<{ rest: string[]; bindings: Env }> {
  if (pattern.length === 0) {
    yield { rest: path, bindings };
    return;
  }
  const [head, ...tail] = pattern;
  if (head.recursive) {
    for (let n = 0; n <= path.length; n++) {
      const next = new Map(bindings).set(head.variable!, new RulesPath(path.slice(0, n)));
      yield* matchPrefix(tail, path.slice(n), next);
    }
    return;
  }
  if (path.length === 0 || path[0] === ANY_PREFIX) return;
  if (head.literal !== undefined) {
    if (head.literal === path[0]) yield* matchPrefix(tail, path.slice(1), bindings);
    return;
  }
  yield* matchPrefix(tail, path.slice(1), new Map(bindings).set(head.variable!, path[0]));
}

interface Applicable {
  allow: Allow;
  bindings: Env;
  functions: FunctionDef[];
}

function applicableAllows(
  block: MatchBlock,
  path: string[],
  bindings: Env,
  functions: FunctionDef[],
  method: Method,
  out: Applicable[],
): Applicable[] {
  for (const child of block.children) {
    const visible = [...functions, ...child.functions];
    for (const m of matchPrefix(child.pattern, path, bindings)) {
      if (m.rest.length === 0) {
        for (const allow of child.allows) {
          if (allow.methods.includes(method))
            out.push({ allow, bindings: m.bindings, functions: visible });
        }
      }
      applicableAllows(child, m.rest, m.bindings, visible, method, out);
    }
  }
  return out;
}

/** Evaluates a loaded rules file. Errors inside a condition count as "not allowed", as in Firestore. */
export class RulesEvaluator {
  constructor(private readonly rules: RulesFile) {}

  allows(request: RulesRequest, context: RulesContext): boolean {
    if (request.identity.kind === 'owner') return true;
    const fullPath = ['databases', context.databaseId, 'documents', ...request.path];
    const candidates = applicableAllows(
      this.rules.root,
      fullPath,
      new Map(),
      this.rules.root.functions,
      request.method,
      [],
    );
    const globals = this.globals(request, context);
    return candidates.some((c) => {
      const env = new Map([...globals, ...c.bindings]);
      return new Evaluation(c.functions, context).eval(c.allow.condition, env) === true;
    });
  }

  private globals(request: RulesRequest, context: RulesContext): Env {
    const identity = request.identity;
    const auth: RValue =
      identity.kind === 'user'
        ? { uid: identity.uid, token: identity.token as { [key: string]: RValue } }
        : null;
    const req: { [key: string]: RValue } = {
      auth,
      method: request.method,
      path: new RulesPath(['databases', context.databaseId, 'documents', ...request.path]),
      time: new Date(),
    };
    if (request.requestResource)
      req.resource = resourceValue(request.requestResource, context.databaseId);
    return new Map<string, RValue>([
      ['request', req],
      ['resource', resourceValue(request.resource, context.databaseId)],
    ]);
  }
}

class Evaluation {
  private depth = 0;

  constructor(
    private readonly functions: FunctionDef[],
    private readonly context: RulesContext,
  ) {}

  eval(expr: Expr, env: Env): RValue {
    switch (expr.kind) {
      case 'literal':
        return expr.value;
      case 'ident':
        return env.has(expr.name)
          ? env.get(expr.name)!
          : new RulesError(`Unknown variable ${expr.name}`);
      case 'member': {
        const object = this.eval(expr.object, env);
        if (!isMap(object)) return new RulesError(`Property ${expr.property} on a non-map`);
        return expr.property in object
          ? object[expr.property]
          : new RulesError(`Missing property ${expr.property}`);
      }
      case 'index': {
        const object = this.eval(expr.object, env);
        const index = this.eval(expr.index, env);
        if (isMap(object) && typeof index === 'string')
          return index in object ? object[index] : new RulesError(`Missing key ${index}`);
        if (Array.isArray(object) && typeof index === 'number')
          return index in object ? object[index] : new RulesError('Index out of range');
        return new RulesError('Invalid index');
      }
      case 'not': {
        const v = this.eval(expr.operand, env);
        return typeof v === 'boolean' ? !v : new RulesError('! on a non-boolean');
      }
      case 'binary':
        return this.binary(expr, env);
      case 'list':
        return expr.items.map((i) => this.eval(i, env));
      case 'path': {
        const segments: string[] = [];
        for (const s of expr.segments) {
          const v = typeof s === 'string' ? s : this.eval(s, env);
          if (v instanceof RulesError) return v;
          if (v instanceof RulesPath) segments.push(...v.segments);
          else if (typeof v === 'string' || typeof v === 'number') segments.push(String(v));
          else return new RulesError('Invalid path segment');
        }
        return new RulesPath(segments);
      }
      case 'method':
        return this.method(
          expr.name,
          this.eval(expr.object, env),
          expr.args.map((a) => this.eval(a, env)),
        );
      case 'call':
        return this.call(
          expr.name,
          expr.args.map((a) => this.eval(a, env)),
          env,
        );
    }
  }

  private binary(expr: Extract<Expr, { kind: 'binary' }>, env: Env): RValue {
    const left = this.eval(expr.left, env);
    if (expr.op === '&&' || expr.op === '||') {
      const decisive = expr.op === '||';
      if (left === decisive) return decisive;
      const right = this.eval(expr.right, env);
      if (left instanceof RulesError || typeof left !== 'boolean') {
        return right === decisive
          ? decisive
          : left instanceof RulesError
            ? left
            : new RulesError(`${expr.op} on a non-boolean`);
      }
      return typeof right === 'boolean'
        ? right
        : right instanceof RulesError
          ? right
          : new RulesError(`${expr.op} on a non-boolean`);
    }
    const right = this.eval(expr.right, env);
    if (left instanceof RulesError) return left;
    if (right instanceof RulesError) return right;
    switch (expr.op) {
      case '==':
        return equal(left, right);
      case '!=':
        return !equal(left, right);
      case 'in':
        if (Array.isArray(right)) return right.some((x) => equal(x, left));
        if (isMap(right) && typeof left === 'string') return left in right;
        return new RulesError('in on a non-list');
      default: {
        const comparable =
          (typeof left === 'number' && typeof right === 'number') ||
          (typeof left === 'string' && typeof right === 'string') ||
          (left instanceof Date && right instanceof Date);
        if (!comparable) return new RulesError(`${expr.op} on incomparable values`);
        const [a, b] =
          left instanceof Date ? [left.getTime(), (right as Date).getTime()] : [left, right];
        if (expr.op === '<') return a < b;
        if (expr.op === '<=') return a <= b;
        if (expr.op === '>') return a > b;
        return a >= b;
      }
    }
  }

  private method(name: string, object: RValue, args: RValue[]): RValue {
    if (object instanceof RulesError) return object;
    const error = args.find((a) => a instanceof RulesError);
    if (error) return error;
    if (name === 'size' && (Array.isArray(object) || typeof object === 'string'))
      return object.length;
    if (!isMap(object) && !(Array.isArray(object) && (name === 'hasAll' || name === 'hasAny'))) {
      return new RulesError(`.${name}() on an unsupported value`);
    }
    const keys = Array.isArray(object) ? object : Object.keys(object);
    switch (name) {
      case 'get': {
        const [key, fallback] = args;
        if (typeof key !== 'string' || args.length !== 2)
          return new RulesError('.get(key, default) needs a string key');
        return isMap(object) && key in object ? object[key] : fallback;
      }
      case 'size':
        return keys.length;
      case 'keys':
        return keys;
      case 'hasAll':
      case 'hasAny': {
        const wanted = args[0];
        if (!Array.isArray(wanted)) return new RulesError(`.${name}() needs a list`);
        const has = (w: RValue) => keys.some((k) => equal(k, w));
        return name === 'hasAll' ? wanted.every(has) : wanted.some(has);
      }
      default:
        return new RulesError(`Unsupported method ${name}`);
    }
  }

  private call(name: string, args: RValue[], env: Env): RValue {
    const error = args.find((a) => a instanceof RulesError);
    if (error) return error;
    const fn = this.functions.find((f) => f.name === name);
    if (fn) {
      // Rules functions cannot recurse in Firestore either; the bound keeps a bad file from hanging.
      if (++this.depth > 20) return new RulesError('Function call depth exceeded');
      const scope = new Map(env);
      fn.params.forEach((p, i) => scope.set(p, args[i]));
      const result = this.eval(fn.body, scope);
      this.depth--;
      return result;
    }
    const [path] = args;
    if (!(path instanceof RulesPath)) return new RulesError(`${name}() needs a path`);
    const [databases, , documents, ...rest] = path.segments;
    if (
      databases !== 'databases' ||
      documents !== 'documents' ||
      rest.length === 0 ||
      rest.length % 2 !== 0
    ) {
      return new RulesError(`${name}() on an invalid document path`);
    }
    const doc = this.context.lookup(rest.join('/'));
    if (name === 'exists') return doc !== undefined;
    return doc
      ? resourceValue(doc, this.context.databaseId)
      : new RulesError(`get() of a missing document ${rest.join('/')}`);
  }
}
