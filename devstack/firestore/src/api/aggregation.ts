import { unsupported } from './errors';
import type { Fields, StoredDocument, Value } from '../store/types';
import { getField, parseFieldPath } from '../store/values';

export interface Aggregation {
  alias: string;
  count?: { upTo?: number | string | { value?: number | string } };
  sum?: { field: { fieldPath: string } };
  avg?: { field: { fieldPath: string } };
}

function numbers(docs: StoredDocument[], fieldPath: string): Value[] {
  const path = parseFieldPath(fieldPath);
  return docs
    .map((d) => getField(d.fields, path))
    .filter((v): v is Value => !!v && ('integerValue' in v || 'doubleValue' in v));
}

const asNumber = (v: Value) => Number(v.integerValue ?? v.doubleValue);

/** count, sum and avg over a query's results, with Firestore's result types. */
export function aggregate(docs: StoredDocument[], aggregations: Aggregation[]): Fields {
  const result: Fields = {};
  for (const a of aggregations) {
    if (a.count) {
      const upTo = a.count.upTo;
      const limit =
        upTo === undefined ? Infinity : Number(typeof upTo === 'object' ? upTo.value : upTo);
      result[a.alias] = { integerValue: String(Math.min(docs.length, limit)) };
    } else if (a.sum) {
      const values = numbers(docs, a.sum.field.fieldPath);
      result[a.alias] = values.every((v) => 'integerValue' in v)
        ? { integerValue: values.reduce((s, v) => s + BigInt(v.integerValue!), 0n).toString() }
        : { doubleValue: values.reduce((s, v) => s + asNumber(v), 0) };
    } else if (a.avg) {
      const values = numbers(docs, a.avg.field.fieldPath);
      result[a.alias] = values.length
        ? { doubleValue: values.reduce((s, v) => s + asNumber(v), 0) / values.length }
        : { nullValue: null };
    } else {
      throw unsupported(`Aggregation ${JSON.stringify(a)}`);
    }
  }
  return result;
}
