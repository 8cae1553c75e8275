import {
  COLLECTIONS,
  CURRENT_EDITION_DOC,
  type CurrentEditionPointer,
  type Edition,
} from '@curso/common';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../adapters/firebase';
import { Refusal } from '../lib/errors';
import { modelConverter } from './converter';

const editionConverter = modelConverter<Edition>();

/** `editions/{id}`. */
export const editionRef = (id: string) =>
  db().collection(COLLECTIONS.editions).doc(id).withConverter(editionConverter);

export const editionsRef = () =>
  db().collection(COLLECTIONS.editions).withConverter(editionConverter);

/** `site/current_edition`: which edition is open. */
export const currentEditionPointerRef = () =>
  db().collection(COLLECTIONS.site).doc(CURRENT_EDITION_DOC);

/**
 * The edition open for registration, read in the transaction when one is given (so a publication
 * in between makes the transaction retry); `null` when none has been published.
 */
export async function findCurrentEdition(transaction?: Transaction): Promise<Edition | null> {
  const pointerRef = currentEditionPointerRef();
  const pointer = transaction ? await transaction.get(pointerRef) : await pointerRef.get();
  const id = (pointer.data() as CurrentEditionPointer | undefined)?.edition_id;
  if (!id) return null;
  const ref = editionRef(id);
  const edition = transaction ? await transaction.get(ref) : await ref.get();
  return edition.data() ?? null;
}

/**
 * The current edition's id alone (one read, in the transaction when one is given), `null` when
 * none has been published.
 */
export async function currentEditionId(transaction?: Transaction): Promise<string | null> {
  const ref = currentEditionPointerRef();
  const pointer = transaction ? await transaction.get(ref) : await ref.get();
  return (pointer.data() as CurrentEditionPointer | undefined)?.edition_id ?? null;
}

/** The current edition, or the Spanish refusal that registration is not open. */
export async function currentEdition(transaction?: Transaction): Promise<Edition> {
  const edition = await findCurrentEdition(transaction);
  if (!edition) throw new Refusal('no-current-edition');
  return edition;
}

/**
 * The edition the public site shows: the current one, else the last to finish (registration is
 * then closed everywhere); `null` before any edition is published.
 */
export async function siteEdition(): Promise<Edition | null> {
  const current = await findCurrentEdition();
  if (current) return current;
  const finished = await editionsRef()
    .where('state', '==', 'finished')
    .orderBy('starts_at', 'desc')
    .limit(1)
    .get();
  return finished.docs[0]?.data() ?? null;
}
