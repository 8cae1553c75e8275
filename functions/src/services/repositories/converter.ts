import {
  Timestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type WithFieldValue,
} from 'firebase-admin/firestore';

/** Turns stored Timestamps back into Dates, at any depth. */
function toDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(toDates);
  if (value && typeof value === 'object' && value.constructor === Object) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toDates(v)]));
  }
  return value;
}

/**
 * The admin converter of a collection whose model has an `id` (the document id) and Dates: writes
 * drop `id`, reads add it and turn Timestamps into Dates, as the models in `@curso/common` expect.
 */
export function modelConverter<T extends { id: string }>(): FirestoreDataConverter<
  T,
  DocumentData
> {
  return {
    toFirestore(model: WithFieldValue<T>): DocumentData {
      const data: Record<string, unknown> = { ...(model as Record<string, unknown>) };
      delete data.id;
      return data;
    },
    fromFirestore(snapshot: QueryDocumentSnapshot): T {
      return { ...(toDates(snapshot.data()) as object), id: snapshot.id } as T;
    },
  };
}
