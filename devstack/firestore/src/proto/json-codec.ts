import * as protobuf from 'protobufjs';
import { formatTimestamp, parseTimestamp } from '../store/timestamp';

/**
 * Converts between proto3 JSON (what WebChannel/REST carry and what the store keeps) and the
 * protobufjs object form used for binary gRPC. protobufjs already handles camelCase names, int64
 * as strings, bytes as base64 and enums by name; what it leaves to us are the well-known types whose
 * JSON form differs from their message form: Timestamp (RFC 3339 string), the wrapper types (bare
 * scalar) and NullValue (JSON null).
 */
const WRAPPERS = new Set(
  [
    'Int32Value',
    'Int64Value',
    'UInt32Value',
    'UInt64Value',
    'DoubleValue',
    'FloatValue',
    'BoolValue',
    'StringValue',
    'BytesValue',
  ].map((n) => `.google.protobuf.${n}`),
);
const TIMESTAMP = '.google.protobuf.Timestamp';
const NULL_VALUE = '.google.protobuf.NullValue';

type Json = Record<string, unknown>;
type Direction = 'toJson' | 'fromJson';

function convertScalar(field: protobuf.Field, value: unknown, dir: Direction): unknown {
  const resolved = field.resolvedType;
  if (resolved instanceof protobuf.Enum) {
    if (resolved.fullName === NULL_VALUE) return dir === 'toJson' ? null : 'NULL_VALUE';
    return value;
  }
  if (!(resolved instanceof protobuf.Type)) return value;
  if (resolved.fullName === TIMESTAMP) {
    if (dir === 'toJson') {
      const ts = value as { seconds?: string | number; nanos?: number };
      return formatTimestamp({ seconds: Number(ts.seconds ?? 0), nanos: ts.nanos ?? 0 });
    }
    if (typeof value === 'string') {
      const ts = parseTimestamp(value);
      return { seconds: String(ts.seconds), nanos: ts.nanos };
    }
    return value;
  }
  if (WRAPPERS.has(resolved.fullName)) {
    if (dir === 'toJson')
      return (value as { value?: unknown }).value ?? defaultWrapperValue(resolved);
    return typeof value === 'object' && value !== null ? value : { value };
  }
  return convertMessage(resolved, value as Json, dir);
}

function defaultWrapperValue(type: protobuf.Type): unknown {
  const field = type.fields.value;
  if (field.type === 'bool') return false;
  if (field.type === 'string' || field.type === 'bytes') return '';
  return 0;
}

function convertMessage(type: protobuf.Type, obj: Json, dir: Direction): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(obj)) {
    const field = type.fields[key];
    if (!field) {
      out[key] = value;
      continue;
    }
    if (field.map) {
      const entries: Json = {};
      for (const [k, v] of Object.entries(value as Json)) entries[k] = convertScalar(field, v, dir);
      out[key] = entries;
    } else if (field.repeated) {
      out[key] = (value as unknown[]).map((v) => convertScalar(field, v, dir));
    } else if (
      value === null &&
      dir === 'fromJson' &&
      field.resolvedType?.fullName !== NULL_VALUE
    ) {
      continue;
    } else {
      out[key] = convertScalar(field, value, dir);
    }
  }
  return out;
}

export function toProto3Json(type: protobuf.Type, message: protobuf.Message | Json): Json {
  const plain =
    message instanceof protobuf.Message
      ? type.toObject(message, { longs: String, enums: String, bytes: String })
      : message;
  return convertMessage(type, plain as Json, 'toJson');
}

export function fromProto3Json(type: protobuf.Type, json: Json): protobuf.Message {
  return type.fromObject(convertMessage(type, json, 'fromJson'));
}

export function encodeJson(type: protobuf.Type, json: Json): Uint8Array {
  return type.encode(fromProto3Json(type, json)).finish();
}

export function decodeToJson(type: protobuf.Type, bytes: Uint8Array): Json {
  return toProto3Json(type, type.decode(bytes));
}
