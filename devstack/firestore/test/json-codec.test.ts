import { messageType } from '../src/proto/descriptor';
import { decodeToJson, encodeJson } from '../src/proto/json-codec';

const roundTrip = (typeName: string, json: Record<string, unknown>) => {
  const type = messageType(typeName);
  return decodeToJson(type, encodeJson(type, json));
};

describe('proto3 JSON <-> binary protobuf', () => {
  test('every kind of Value survives a round trip', () => {
    const document = {
      name: 'projects/p/databases/(default)/documents/c/d',
      fields: {
        nothing: { nullValue: null },
        flag: { booleanValue: true },
        big: { integerValue: '9007199254740993' },
        negative: { integerValue: '-5' },
        ratio: { doubleValue: 0.25 },
        when: { timestampValue: '2025-06-01T10:00:00.123456789Z' },
        text: { stringValue: 'Ana ✓' },
        blob: { bytesValue: Buffer.from([0, 1, 254, 255]).toString('base64') },
        ref: { referenceValue: 'projects/p/databases/(default)/documents/c/e' },
        place: { geoPointValue: { latitude: 40.4, longitude: -3.7 } },
        list: {
          arrayValue: {
            values: [
              { integerValue: '1' },
              { mapValue: { fields: { deep: { arrayValue: { values: [{ nullValue: null }] } } } } },
            ],
          },
        },
        map: {
          mapValue: { fields: { inner: { mapValue: { fields: { x: { stringValue: 'y' } } } } } },
        },
        emptyList: { arrayValue: {} },
        emptyMap: { mapValue: {} },
      },
      createTime: '2025-06-01T10:00:00.000000000Z',
      updateTime: '2025-06-01T10:00:01.500000000Z',
    };
    expect(roundTrip('google.firestore.v1.Document', document)).toEqual(document);
  });

  test('timestamps are RFC 3339 strings in JSON and {seconds, nanos} on the wire', () => {
    const type = messageType('google.firestore.v1.Document');
    const bytes = encodeJson(type, { name: 'x', updateTime: '1970-01-01T00:00:01.000000002Z' });
    const decoded = type.toObject(type.decode(bytes), { longs: Number }) as {
      updateTime: { seconds: number; nanos: number };
    };
    expect(decoded.updateTime).toEqual({ seconds: 1, nanos: 2 });
    expect(
      roundTrip('google.firestore.v1.Document', { name: 'x', updateTime: '2030-12-31T23:59:59Z' }),
    ).toEqual({
      name: 'x',
      updateTime: '2030-12-31T23:59:59.000000000Z',
    });
  });

  test('wrapper types are bare scalars and enums are names', () => {
    const query = {
      structuredQuery: {
        from: [{ collectionId: 'events' }],
        orderBy: [{ field: { fieldPath: 'start' }, direction: 'DESCENDING' }],
        limit: 2,
        where: {
          fieldFilter: {
            field: { fieldPath: 'status' },
            op: 'IN',
            value: { arrayValue: { values: [{ stringValue: 'a' }] } },
          },
        },
      },
      parent: 'projects/p/databases/(default)/documents',
    };
    expect(roundTrip('google.firestore.v1.RunQueryRequest', query)).toEqual(query);
  });

  test('listen responses keep targetChange enums, ids and causes', () => {
    const response = {
      targetChange: {
        targetChangeType: 'REMOVE',
        targetIds: [2, 4],
        cause: { code: 7, message: 'Missing or insufficient permissions.' },
        readTime: '2026-01-01T00:00:00.000001000Z',
      },
    };
    expect(roundTrip('google.firestore.v1.ListenResponse', response)).toEqual(response);
    expect(
      roundTrip('google.firestore.v1.ListenResponse', { filter: { targetId: 3, count: 0 } }),
    ).toEqual({ filter: { targetId: 3 } });
  });
});
