import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  startAfter,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { COLLECTIONS, type Profile } from '@curso/common';
import { firebaseApp } from './app';
import { modelOf } from './converters';
import { env } from './env';

/**
 * Firestore's request/response client, for one-off reads of many documents: each is a plain HTTP
 * query, where the full client reads through its listen stream, which a slow answer of thousands
 * of documents can make give up and start over. Only the back office loads it.
 */
const firestoreLite = getFirestore(firebaseApp);
if (env.useEmulators) {
  connectFirestoreEmulator(firestoreLite, env.emulators.firestoreHost, env.emulators.firestorePort);
}

export type RegistrationsCursor = QueryDocumentSnapshot;

/** One page of every registration, newest first, after `cursor` (administrators only). */
export async function readRegistrationsPage(
  size: number,
  cursor: RegistrationsCursor | null,
): Promise<{ profiles: Profile[]; last: RegistrationsCursor | null }> {
  const after: QueryConstraint[] = cursor ? [startAfter(cursor)] : [];
  const page = await getDocs(
    query(
      collection(firestoreLite, COLLECTIONS.profiles),
      orderBy('created_at', 'desc'),
      ...after,
      limit(size),
    ),
  );
  return {
    profiles: page.docs.map((doc) => modelOf<Profile>(doc)),
    last: page.docs.at(-1) ?? null,
  };
}
