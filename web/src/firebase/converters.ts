import {
  Timestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { Profile, ZoomParticipant, ZoomSession } from '@curso/common';

/** Firestore Timestamps become Dates, at any depth, so models hold plain `Date`s. */
function withDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(withDates);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withDates(inner)]));
  }
  return value;
}

/**
 * A read-only converter: the browser never writes these collections (every write is a callable),
 * so `toFirestore` only exists to satisfy the interface.
 */
function readOnlyConverter<T extends { id: string }>(): FirestoreDataConverter<T> {
  return {
    toFirestore(model: T): DocumentData {
      const { id: _id, ...data } = model;
      return data;
    },
    fromFirestore(snapshot: QueryDocumentSnapshot): T {
      return { ...(withDates(snapshot.data()) as Omit<T, 'id'>), id: snapshot.id } as T;
    },
  };
}

export const profileConverter = readOnlyConverter<Profile>();
export const zoomSessionConverter = readOnlyConverter<ZoomSession>();
export const zoomParticipantConverter = readOnlyConverter<ZoomParticipant>();
