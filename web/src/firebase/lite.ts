import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { COLLECTIONS, type EditionRegistration, type Profile } from '@curso/common';
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

/** One page of documents, and where the next one starts (`null`: there is none). */
export interface RegistrationsPage<T> {
  items: T[];
  last: RegistrationsCursor | null;
}

async function readPage<T extends { id: string }>(
  base: Query,
  size: number,
  cursor: RegistrationsCursor | null,
): Promise<RegistrationsPage<T>> {
  const after: QueryConstraint[] = cursor ? [startAfter(cursor)] : [];
  const page = await getDocs(query(base, orderBy('created_at', 'desc'), ...after, limit(size)));
  return { items: page.docs.map((doc) => modelOf<T>(doc)), last: page.docs.at(-1) ?? null };
}

/**
 * One page of the registrations whose latest edition is `editionId`, newest first, after `cursor`
 * (administrators only; composite index in firestore.indexes.json).
 */
export function readRegistrationsPage(
  editionId: string,
  size: number,
  cursor: RegistrationsCursor | null,
): Promise<RegistrationsPage<Profile>> {
  const profiles = query(
    collection(firestoreLite, COLLECTIONS.profiles),
    where('edition_id', '==', editionId),
  );
  return readPage<Profile>(profiles, size, cursor);
}

/** One page of an earlier edition's closed registrations, newest first, after `cursor`. */
export function readClosedRegistrationsPage(
  editionId: string,
  size: number,
  cursor: RegistrationsCursor | null,
): Promise<RegistrationsPage<EditionRegistration>> {
  const closed = collection(
    firestoreLite,
    COLLECTIONS.editions,
    editionId,
    COLLECTIONS.registrations,
  );
  return readPage<EditionRegistration>(closed, size, cursor);
}
