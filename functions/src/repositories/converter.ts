import { reviveDates } from '@curso/common';
import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  WithFieldValue,
} from 'firebase-admin/firestore';

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
      return { ...(reviveDates(snapshot.data()) as object), id: snapshot.id } as T;
    },
  };
}
