import type {
  Allow,
  BinaryOp,
  Expr,
  FunctionDef,
  MatchBlock,
  Method,
  PatternSegment,
  RulesFile,
} from './ast';
import { RulesSyntaxError, tokenize, type Token } from './lexer';

const METHODS: Record<string, Method[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};
const BUILTIN_FUNCTIONS = new Set(['get', 'exists']);
const MAP_METHODS = new Set(['get', 'size', 'keys', 'hasAll', 'hasAny']);
const GLOBALS = ['request', 'resource'];
const RELATIONAL = new Set(['==', '!=', '<', '<=', '>', '>=']);
const UNSUPPORTED_OPERATORS = new Set(['?', '+', '-', '*', '/', '%', 'is']);

/**
 * Parses the subset of the Firestore rules language this project uses (see README). Anything else
 * is refused with the construct and its line, so an unsupported rule can never be silently
 * ignored or misread.
 */
export function parseRules(text: string, source = 'firestore.rules'): RulesFile {
  return new Parser(tokenize(text, source), source).parseFile();
}

class Parser {
  private pos = 0;
  private readonly scopes: string[][] = [];

  constructor(
    private readonly tokens: Token[],
    private readonly source: string,
  ) {}

  parseFile(): RulesFile {
    if (this.peekIs('ident', 'rules_version')) {
      this.next();
      this.expect('punct', '=');
      const version = this.expectType('string');
      if (version.value !== '2')
        this.fail(`Unsupported rules_version '${version.value}' (only '2')`, version);
      this.accept('punct', ';');
    }
    this.expect('ident', 'service');
    const service = [this.expectType('ident').value];
    while (this.accept('punct', '.')) service.push(this.expectType('ident').value);
    if (service.join('.') !== 'cloud.firestore')
      this.fail(`Unsupported service '${service.join('.')}'`);
    const root: MatchBlock = { pattern: [], allows: [], functions: [], children: [] };
    this.scopes.push([...GLOBALS]);
    this.parseBody(root, false);
    this.expectType('eof');
    validateCalls(root, [], this.source);
    return { root };
  }

  private parseBody(block: MatchBlock, allowsPermitted: boolean): void {
    this.expect('punct', '{');
    while (!this.accept('punct', '}')) {
      const tok = this.peek();
      if (this.peekIs('ident', 'match')) block.children.push(this.parseMatch());
      else if (this.peekIs('ident', 'function')) block.functions.push(this.parseFunction());
      else if (allowsPermitted && this.peekIs('ident', 'allow'))
        block.allows.push(this.parseAllow());
      else this.fail(`Unsupported construct '${tok.value || tok.type}'`, tok);
    }
  }

  private parseMatch(): MatchBlock {
    this.expect('ident', 'match');
    const pattern: PatternSegment[] = [];
    const variables: string[] = [];
    do {
      this.expect('punct', '/');
      if (this.accept('punct', '{')) {
        const name = this.expectType('ident').value;
        let recursive = false;
        if (this.accept('punct', '=')) {
          this.expect('punct', '*');
          this.expect('punct', '*');
          recursive = true;
        }
        this.expect('punct', '}');
        pattern.push({ variable: name, recursive });
        variables.push(name);
      } else {
        pattern.push({ literal: this.expectType('ident').value });
      }
    } while (this.peekIs('punct', '/'));
    const block: MatchBlock = { pattern, allows: [], functions: [], children: [] };
    this.scopes.push(variables);
    this.parseBody(block, true);
    this.scopes.pop();
    return block;
  }

  private parseFunction(): FunctionDef {
    this.expect('ident', 'function');
    const name = this.expectType('ident').value;
    this.expect('punct', '(');
    const params: string[] = [];
    if (!this.accept('punct', ')')) {
      do params.push(this.expectType('ident').value);
      while (this.accept('punct', ','));
      this.expect('punct', ')');
    }
    this.expect('punct', '{');
    if (!this.peekIs('ident', 'return'))
      this.fail(
        `Unsupported construct '${this.peek().value}' in function ${name} (only 'return <expr>;')`,
      );
    this.next();
    this.scopes.push(params);
    const body = this.parseExpr();
    this.scopes.pop();
    this.accept('punct', ';');
    this.expect('punct', '}');
    return { name, params, body };
  }

  private parseAllow(): Allow {
    const line = this.expect('ident', 'allow').line;
    const methods: Method[] = [];
    do {
      const tok = this.expectType('ident');
      const expanded = METHODS[tok.value];
      if (!expanded) this.fail(`Unsupported method '${tok.value}' in allow`, tok);
      methods.push(...expanded);
    } while (this.accept('punct', ','));
    let condition: Expr = { kind: 'literal', value: true };
    if (this.accept('punct', ':')) {
      this.expect('ident', 'if');
      condition = this.parseExpr();
    }
    this.expect('punct', ';');
    return { methods, condition, line };
  }

  private parseExpr(): Expr {
    return this.parseBinary(0);
  }

  private static readonly LEVELS: BinaryOp[][] = [['||'], ['&&']];

  private parseBinary(level: number): Expr {
    if (level === Parser.LEVELS.length) return this.parseRelational();
    let left = this.parseBinary(level + 1);
    for (;;) {
      const op = Parser.LEVELS[level].find((o) => this.peekIs('punct', o));
      if (!op) return left;
      this.next();
      left = { kind: 'binary', op, left, right: this.parseBinary(level + 1) };
    }
  }

  private parseRelational(): Expr {
    let left = this.parseUnary();
    for (;;) {
      const tok = this.peek();
      if (tok.type === 'punct' && RELATIONAL.has(tok.value)) {
        this.next();
        left = { kind: 'binary', op: tok.value as BinaryOp, left, right: this.parseUnary() };
      } else if (this.peekIs('ident', 'in')) {
        this.next();
        left = { kind: 'binary', op: 'in', left, right: this.parseUnary() };
      } else {
        if (UNSUPPORTED_OPERATORS.has(tok.value) && tok.type !== 'string')
          this.fail(`Unsupported operator '${tok.value}'`, tok);
        return left;
      }
    }
  }

  private parseUnary(): Expr {
    if (this.accept('punct', '!')) return { kind: 'not', operand: this.parseUnary() };
    return this.parsePostfix(this.parsePrimary());
  }

  private parsePostfix(expr: Expr): Expr {
    for (;;) {
      if (this.accept('punct', '.')) {
        const name = this.expectType('ident');
        if (this.peekIs('punct', '(')) {
          if (!MAP_METHODS.has(name.value))
            this.fail(`Unsupported method '.${name.value}()'`, name);
          expr = { kind: 'method', object: expr, name: name.value, args: this.parseArgs() };
        } else {
          expr = { kind: 'member', object: expr, property: name.value };
        }
      } else if (this.accept('punct', '[')) {
        expr = { kind: 'index', object: expr, index: this.parseExpr() };
        this.expect('punct', ']');
      } else {
        return expr;
      }
    }
  }

  private parseArgs(): Expr[] {
    this.expect('punct', '(');
    const args: Expr[] = [];
    if (this.accept('punct', ')')) return args;
    do args.push(this.parseExpr());
    while (this.accept('punct', ','));
    this.expect('punct', ')');
    return args;
  }

  private parsePrimary(): Expr {
    const tok = this.peek();
    if (tok.type === 'string') {
      this.next();
      return { kind: 'literal', value: tok.value };
    }
    if (tok.type === 'number') {
      this.next();
      return { kind: 'literal', value: Number(tok.value) };
    }
    if (this.accept('punct', '(')) {
      const inner = this.parseExpr();
      this.expect('punct', ')');
      return inner;
    }
    if (this.accept('punct', '[')) {
      const items: Expr[] = [];
      if (!this.accept('punct', ']')) {
        do items.push(this.parseExpr());
        while (this.accept('punct', ','));
        this.expect('punct', ']');
      }
      return { kind: 'list', items };
    }
    if (this.peekIs('punct', '/')) return this.parsePath();
    if (tok.type === 'ident') {
      this.next();
      if (tok.value === 'true' || tok.value === 'false')
        return { kind: 'literal', value: tok.value === 'true' };
      if (tok.value === 'null') return { kind: 'literal', value: null };
      if (this.peekIs('punct', '('))
        return { kind: 'call', name: tok.value, args: this.parseArgs(), line: tok.line };
      if (!this.scopes.some((s) => s.includes(tok.value)))
        this.fail(`Unknown identifier '${tok.value}'`, tok);
      return { kind: 'ident', name: tok.value };
    }
    return this.fail(`Unsupported construct '${tok.value || tok.type}'`, tok);
  }

  private parsePath(): Expr {
    const segments: (string | Expr)[] = [];
    while (this.accept('punct', '/')) {
      if (this.accept('punct', '$')) {
        this.expect('punct', '(');
        segments.push(this.parseExpr());
        this.expect('punct', ')');
      } else {
        segments.push(this.expectType('ident').value);
      }
    }
    return { kind: 'path', segments };
  }

  private peek(): Token {
    return this.tokens[this.pos];
  }

  private peekIs(type: Token['type'], value: string): boolean {
    const tok = this.peek();
    return tok.type === type && tok.value === value;
  }

  private next(): Token {
    return this.tokens[this.pos++];
  }

  private accept(type: Token['type'], value: string): boolean {
    if (!this.peekIs(type, value)) return false;
    this.pos++;
    return true;
  }

  private expect(type: Token['type'], value: string): Token {
    if (!this.peekIs(type, value))
      this.fail(`Expected '${value}' but found '${this.peek().value || this.peek().type}'`);
    return this.next();
  }

  private expectType(type: Token['type']): Token {
    if (this.peek().type !== type)
      this.fail(`Expected ${type} but found '${this.peek().value || this.peek().type}'`);
    return this.next();
  }

  private fail(message: string, tok: Token = this.peek()): never {
    throw new RulesSyntaxError(message, tok.line, this.source);
  }
}

/** Every call must name a builtin or a function visible from where it is made, with the right arity. */
function validateCalls(block: MatchBlock, outer: FunctionDef[], source: string): void {
  const visible = [...outer, ...block.functions];
  const check = (expr: Expr): void => {
    switch (expr.kind) {
      case 'call': {
        const fn = visible.find((f) => f.name === expr.name);
        if (!fn && !BUILTIN_FUNCTIONS.has(expr.name)) {
          throw new RulesSyntaxError(
            `Unsupported or unknown function '${expr.name}()'`,
            expr.line,
            source,
          );
        }
        const arity = fn ? fn.params.length : 1;
        if (expr.args.length !== arity) {
          throw new RulesSyntaxError(
            `Function '${expr.name}' takes ${arity} argument(s)`,
            expr.line,
            source,
          );
        }
        expr.args.forEach(check);
        return;
      }
      case 'member':
        return check(expr.object);
      case 'index':
        check(expr.object);
        return check(expr.index);
      case 'method':
        check(expr.object);
        return expr.args.forEach(check);
      case 'not':
        return check(expr.operand);
      case 'binary':
        check(expr.left);
        return check(expr.right);
      case 'path':
        return expr.segments.forEach((s) => typeof s !== 'string' && check(s));
      case 'list':
        return expr.items.forEach(check);
      default:
        return;
    }
  };
  visible.forEach((f) => check(f.body));
  block.allows.forEach((a) => check(a.condition));
  block.children.forEach((child) => validateCalls(child, visible, source));
}
