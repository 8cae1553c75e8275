import { collectionOf, fullDocumentName, lastSegment } from './paths';
import {
  compareReferences,
  compareValues,
  getField,
  isNaNValue,
  parseFieldPath,
  typeOrder,
  valuesEqual,
} from './values';
import {
  Code,
  FirestoreError,
  type Cursor,
  type FieldFilter,
  type Filter,
  type Order,
  type StoredDocument,
  type StructuredQuery,
  type Value,
} from './types';

const NAME_FIELD = '__name__';
const INEQUALITY_OPS = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
]);

/** Resolves a field (including `__name__`, the document's full name as a reference). */
function fieldValue(doc: StoredDocument, database: string, fieldPath: string): Value | undefined {
  if (fieldPath === NAME_FIELD) return { referenceValue: fullDocumentName(database, doc.path) };
  return getField(doc.fields, parseFieldPath(fieldPath));
}

function arrayValues(v: Value): Value[] {
  return v.arrayValue?.values ?? [];
}

function contains(list: Value[], v: Value): boolean {
  return list.some((x) => valuesEqual(x, v));
}

/** Mirrors the SDK's own local matching so that server and client agree on query results. */
function matchesFieldFilter(f: FieldFilter, actual: Value | undefined): boolean {
  const expected = f.value;
  switch (f.op) {
    case 'EQUAL':
      return actual !== undefined && valuesEqual(actual, expected);
    case 'NOT_EQUAL':
      return actual !== undefined && !('nullValue' in actual) && !valuesEqual(actual, expected);
    case 'IN':
      return actual !== undefined && contains(arrayValues(expected), actual);
    case 'NOT_IN':
      if (arrayValues(expected).some((v) => 'nullValue' in v)) return false;
      return (
        actual !== undefined && !('nullValue' in actual) && !contains(arrayValues(expected), actual)
      );
    case 'ARRAY_CONTAINS':
      return (
        actual !== undefined && 'arrayValue' in actual && contains(arrayValues(actual), expected)
      );
    case 'ARRAY_CONTAINS_ANY':
      return (
        actual !== undefined &&
        'arrayValue' in actual &&
        arrayValues(actual).some((v) => contains(arrayValues(expected), v))
      );
    case 'LESS_THAN':
    case 'LESS_THAN_OR_EQUAL':
    case 'GREATER_THAN':
    case 'GREATER_THAN_OR_EQUAL': {
      if (actual === undefined || typeOrder(actual) !== typeOrder(expected)) return false;
      if (isNaNValue(actual) || isNaNValue(expected)) return false;
      const c = compareValues(actual, expected);
      if (f.op === 'LESS_THAN') return c < 0;
      if (f.op === 'LESS_THAN_OR_EQUAL') return c <= 0;
      if (f.op === 'GREATER_THAN') return c > 0;
      return c >= 0;
    }
    default:
      throw new FirestoreError(Code.INVALID_ARGUMENT, `Unsupported filter operator: ${f.op}`);
  }
}

function matchesFilter(filter: Filter, doc: StoredDocument, database: string): boolean {
  if (filter.compositeFilter) {
    const parts = filter.compositeFilter.filters ?? [];
    if (filter.compositeFilter.op === 'OR')
      return parts.some((p) => matchesFilter(p, doc, database));
    if (filter.compositeFilter.op === 'AND')
      return parts.every((p) => matchesFilter(p, doc, database));
    throw new FirestoreError(
      Code.INVALID_ARGUMENT,
      `Unsupported composite filter: ${filter.compositeFilter.op}`,
    );
  }
  if (filter.fieldFilter) {
    const f = filter.fieldFilter;
    return matchesFieldFilter(f, fieldValue(doc, database, f.field.fieldPath));
  }
  if (filter.unaryFilter) {
    const v = fieldValue(doc, database, filter.unaryFilter.field.fieldPath);
    switch (filter.unaryFilter.op) {
      case 'IS_NULL':
        return v !== undefined && 'nullValue' in v;
      case 'IS_NOT_NULL':
        return v !== undefined && !('nullValue' in v);
      case 'IS_NAN':
        return v !== undefined && isNaNValue(v);
      case 'IS_NOT_NAN':
        return v !== undefined && typeOrder(v) === 2 && !isNaNValue(v);
      default:
        throw new FirestoreError(
          Code.INVALID_ARGUMENT,
          `Unsupported unary filter: ${filter.unaryFilter.op}`,
        );
    }
  }
  return true;
}

function inequalityFields(filter: Filter | undefined, out: Set<string>): Set<string> {
  if (!filter) return out;
  for (const f of filter.compositeFilter?.filters ?? []) inequalityFields(f, out);
  if (filter.fieldFilter && INEQUALITY_OPS.has(filter.fieldFilter.op))
    out.add(filter.fieldFilter.field.fieldPath);
  if (filter.unaryFilter && filter.unaryFilter.op.startsWith('IS_NOT_'))
    out.add(filter.unaryFilter.field.fieldPath);
  return out;
}

/** Explicit orders, then inequality fields (as Firestore adds them), then `__name__`. */
export function effectiveOrder(query: StructuredQuery): Order[] {
  const orders: Order[] = [...(query.orderBy ?? [])];
  const ordered = new Set(orders.map((o) => o.field.fieldPath));
  const implicit = [...inequalityFields(query.where, new Set())]
    .filter((f) => !ordered.has(f) && f !== NAME_FIELD)
    .sort();
  const lastDirection = orders.length ? orders[orders.length - 1].direction : 'ASCENDING';
  for (const fieldPath of implicit) orders.push({ field: { fieldPath }, direction: lastDirection });
  if (!orders.some((o) => o.field.fieldPath === NAME_FIELD)) {
    orders.push({ field: { fieldPath: NAME_FIELD }, direction: lastDirection });
  }
  return orders;
}

function compareByOrder(
  a: StoredDocument,
  b: StoredDocument,
  orders: Order[],
  database: string,
): number {
  for (const o of orders) {
    const c =
      o.field.fieldPath === NAME_FIELD
        ? compareReferences(a.path, b.path)
        : compareValues(
            fieldValue(a, database, o.field.fieldPath)!,
            fieldValue(b, database, o.field.fieldPath)!,
          );
    if (c !== 0) return o.direction === 'DESCENDING' ? -c : c;
  }
  return 0;
}

/** Compares a document against a cursor position: negative if the document sorts before it. */
function compareToCursor(
  doc: StoredDocument,
  cursor: Cursor,
  orders: Order[],
  database: string,
): number {
  const values = cursor.values ?? [];
  for (let i = 0; i < values.length && i < orders.length; i++) {
    const o = orders[i];
    let c: number;
    if (o.field.fieldPath === NAME_FIELD) {
      const ref = values[i].referenceValue;
      if (ref === undefined)
        throw new FirestoreError(Code.INVALID_ARGUMENT, 'Cursor on __name__ must be a reference');
      c = compareReferences(fullDocumentName(database, doc.path), ref);
    } else {
      c = compareValues(fieldValue(doc, database, o.field.fieldPath)!, values[i]);
    }
    if (c !== 0) return o.direction === 'DESCENDING' ? -c : c;
  }
  return 0;
}

function inCollection(
  doc: StoredDocument,
  parentPath: string,
  collectionId: string,
  allDescendants: boolean,
): boolean {
  const collection = collectionOf(doc.path);
  if (!allDescendants)
    return collection === (parentPath ? `${parentPath}/${collectionId}` : collectionId);
  if (lastSegment(collection) !== collectionId) return false;
  return parentPath === '' || doc.path.startsWith(`${parentPath}/`);
}

export function limitOf(query: StructuredQuery): number | undefined {
  const limit = query.limit;
  if (limit === undefined || limit === null) return undefined;
  return typeof limit === 'number' ? limit : limit.value;
}

/**
 * Runs a structured query over documents. `parentPath` is relative to the documents root ('' for
 * the root). Returns documents in query order after cursors, offset and limit.
 */
export function runStructuredQuery(
  docs: Iterable<StoredDocument>,
  database: string,
  parentPath: string,
  query: StructuredQuery,
): StoredDocument[] {
  if (query.findNearest)
    throw new FirestoreError(
      Code.UNIMPLEMENTED,
      'Vector search (findNearest) is not supported by the local Firestore',
    );
  const from = query.from ?? [];
  if (from.length !== 1 || !from[0].collectionId) {
    throw new FirestoreError(Code.INVALID_ARGUMENT, 'A query must select exactly one collection');
  }
  const { collectionId, allDescendants = false } = from[0];
  const orders = effectiveOrder(query);
  const results: StoredDocument[] = [];
  for (const doc of docs) {
    if (!inCollection(doc, parentPath, collectionId!, allDescendants)) continue;
    if (query.where && !matchesFilter(query.where, doc, database)) continue;
    if (
      orders.some(
        (o) =>
          o.field.fieldPath !== NAME_FIELD &&
          fieldValue(doc, database, o.field.fieldPath) === undefined,
      )
    )
      continue;
    if (query.startAt) {
      const c = compareToCursor(doc, query.startAt, orders, database);
      if (query.startAt.before ? c < 0 : c <= 0) continue;
    }
    if (query.endAt) {
      const c = compareToCursor(doc, query.endAt, orders, database);
      if (query.endAt.before ? c >= 0 : c > 0) continue;
    }
    results.push(doc);
  }
  results.sort((a, b) => compareByOrder(a, b, orders, database));
  const offset = query.offset ?? 0;
  const limit = limitOf(query);
  return results.slice(offset, limit === undefined ? undefined : offset + limit);
}

/** Applies a `select` projection; `__name__` alone means "names only". */
export function project(doc: StoredDocument, query: StructuredQuery): StoredDocument {
  if (!query.select) return doc;
  const fields: StoredDocument['fields'] = {};
  for (const ref of query.select.fields ?? []) {
    if (ref.fieldPath === NAME_FIELD) continue;
    const path = parseFieldPath(ref.fieldPath);
    const value = getField(doc.fields, path);
    if (value === undefined) continue;
    let target = fields;
    for (const segment of path.slice(0, -1)) {
      target[segment] ??= { mapValue: { fields: {} } };
      target = target[segment].mapValue!.fields!;
    }
    target[path[path.length - 1]] = value;
  }
  return { ...doc, fields };
}
