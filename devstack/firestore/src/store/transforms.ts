import { compareValues, getField, setField, typeOrder, valuesEqual } from './values';
import { Code, FirestoreError, type FieldTransform, type Fields, type Value } from './types';
import { parseFieldPath } from './values';

const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);

function isNumber(v: Value | undefined): v is Value {
  return v !== undefined && typeOrder(v) === 2;
}

function increment(current: Value | undefined, operand: Value): Value {
  if (!isNumber(current)) return operand;
  if ('integerValue' in current && 'integerValue' in operand) {
    let sum = BigInt(current.integerValue!) + BigInt(operand.integerValue!);
    if (sum > INT64_MAX) sum = INT64_MAX;
    if (sum < INT64_MIN) sum = INT64_MIN;
    return { integerValue: sum.toString() };
  }
  const sum =
    Number(current.integerValue ?? current.doubleValue) +
    Number(operand.integerValue ?? operand.doubleValue);
  return { doubleValue: sum };
}

function extreme(current: Value | undefined, operand: Value, keepLarger: boolean): Value {
  if (!isNumber(current)) return operand;
  const c = compareValues(current, operand);
  return (keepLarger ? c >= 0 : c <= 0) ? current : operand;
}

function arrayOf(current: Value | undefined): Value[] {
  return current && 'arrayValue' in current ? [...(current.arrayValue!.values ?? [])] : [];
}

function applyOne(t: FieldTransform, current: Value | undefined, commitTime: string): Value {
  if (t.setToServerValue === 'REQUEST_TIME') return { timestampValue: commitTime };
  if (t.increment) return increment(current, t.increment);
  if (t.maximum) return extreme(current, t.maximum, true);
  if (t.minimum) return extreme(current, t.minimum, false);
  if (t.appendMissingElements) {
    const values = arrayOf(current);
    for (const v of t.appendMissingElements.values ?? []) {
      if (!values.some((x) => valuesEqual(x, v))) values.push(v);
    }
    return { arrayValue: { values } };
  }
  if (t.removeAllFromArray) {
    const remove = t.removeAllFromArray.values ?? [];
    return {
      arrayValue: {
        values: arrayOf(current).filter((x) => !remove.some((r) => valuesEqual(x, r))),
      },
    };
  }
  throw new FirestoreError(
    Code.INVALID_ARGUMENT,
    `Unsupported field transform on ${t.fieldPath}: ${JSON.stringify(t)}`,
  );
}

/** Applies transforms in place; returns one result per transform (the field's new value). */
export function applyTransforms(
  fields: Fields,
  transforms: FieldTransform[],
  commitTime: string,
): Value[] {
  return transforms.map((t) => {
    const path = parseFieldPath(t.fieldPath);
    const value = applyOne(t, getField(fields, path), commitTime);
    setField(fields, path, value);
    return value;
  });
}
