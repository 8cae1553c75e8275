import {
  hasCapacity,
  isArchived,
  isPlanFull,
  normalizeStatus,
  placesLeft,
  planOf,
  type Edition,
  type Profile,
} from '@curso/common';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { Refusal } from '../lib/errors';
import { logger } from '../lib/logging';
import { db } from '../adapters/firebase';
import { editionRef } from '../repositories/editions';
import { profileRef } from '../repositories/profiles';
import { seatRef, seatsRef } from '../repositories/seats';

/**
 * A plan's places in an edition as a transaction read them (`readSeat`), with the writes that
 * change them. Every place taken or given back is one write of the counter
 * `editions/{id}/seats/{planKey}`, in the transaction that sets the profile's `seat_held`.
 */
export interface Seat {
  /** The plan has a capacity, so its places are counted; a plan without one is never full. */
  readonly counted: boolean;
  /** Places left as read, less those taken since through `take`; `null` when not counted. */
  readonly left: number | null;
  /** Counted, and no place left. */
  readonly full: boolean;
  /**
   * Takes a place (a write). Answers `true` once one is held, `false` for a plan without capacity
   * (nothing is counted, nothing written); refuses `plan-full` when none is left.
   */
  take(): boolean;
  /** Gives back a place taken earlier (a write), whatever the capacity says now. */
  release(): void;
}

type HeldSeat = Pick<Profile, 'seat_held' | 'edition_id' | 'plan_name'>;

function moveCounter(tx: Transaction, editionId: string, planKey: string, by: 1 | -1): void {
  // An increment rather than the value read: a take and a release of the same plan in one
  // transaction both count, and a release needs no read of its own.
  tx.set(
    seatRef(editionId, planKey),
    { taken: FieldValue.increment(by), updated_at: FieldValue.serverTimestamp() },
    { merge: true },
  );
}

/**
 * Gives back a place of `planKey` in the edition `editionId` (a write, no read, so it may follow
 * the caller's reads at any point). Only for a place a profile holds (`seat_held`): the caller
 * clears that in the same transaction.
 */
export function releaseSeat(tx: Transaction, editionId: string, planKey: string): void {
  moveCounter(tx, editionId, normalizeStatus(planKey), -1);
}

/**
 * Reads, in `tx`, the places of `planKey` in `edition`: the read step of taking or giving back a
 * place inside a transaction of the caller's. Firestore transactions read everything before they
 * write, so call it among the transaction's reads, then `take()` or `release()` among its writes:
 *
 * ```ts
 * await seatTransaction(async (tx) => {
 *   const seat = await readSeat(tx, edition, planKey); // with the other reads
 *   const profile = (await tx.get(ref)).data();
 *   …
 *   const held = seat.take(); // refuses plan-full; false for a plan without capacity
 *   tx.update(ref, { seat_held: held, … });
 * });
 * ```
 *
 * A plan without capacity reads nothing. The transaction retries when another one changes the
 * counter between this read and the commit, so two registrations never take the last place both.
 */
export async function readSeat(tx: Transaction, edition: Edition, planKey: string): Promise<Seat> {
  const key = normalizeStatus(planKey);
  const plan = planOf(edition, key);
  const giveBack = () => moveCounter(tx, edition.id, key, -1);
  if (!plan || !hasCapacity(plan)) {
    return { counted: false, left: null, full: false, take: () => false, release: giveBack };
  }
  let taken = (await tx.get(seatRef(edition.id, key))).data()?.taken ?? 0;
  return {
    counted: true,
    get left() {
      return placesLeft(plan, taken);
    },
    get full() {
      return isPlanFull(plan, taken);
    },
    take() {
      if (isPlanFull(plan, taken)) throw new Refusal('plan-full');
      taken += 1;
      moveCounter(tx, edition.id, key, 1);
      return true;
    },
    release() {
      taken -= 1;
      giveBack();
    },
  };
}

/**
 * Takes a place of `planKey` in `edition` inside the caller's transaction: `readSeat` and then
 * `take()`, so it is a read followed by a write, and must come after the transaction's other reads.
 * Refuses `plan-full` (a `Refusal`, which the transaction does not retry) when the plan has a
 * capacity and no place is left; answers whether a place is now held (`false` for a plan without
 * capacity, whose places are not counted). Set `seat_held: true` on the profile with it.
 */
export async function holdSeat(
  tx: Transaction,
  edition: Edition,
  planKey: string,
): Promise<boolean> {
  return (await readSeat(tx, edition, planKey)).take();
}

/**
 * Gives back the place a profile holds, if it holds one (a write; the caller sets `seat_held:
 * false` in the same transaction). Answers whether one was given back.
 */
export function releaseHeldSeat(tx: Transaction, profile: HeldSeat): boolean {
  if (!profile.seat_held || !profile.edition_id) return false;
  releaseSeat(tx, profile.edition_id, profile.plan_name);
  return true;
}

/**
 * Reads, in `tx`, the places of a profile's plan in its own edition (the read step, as
 * `readSeat`); `null` when that edition is not stored.
 */
export async function readProfileSeat(tx: Transaction, profile: HeldSeat): Promise<Seat | null> {
  if (!profile.edition_id) return null;
  const edition = (await tx.get(editionRef(profile.edition_id))).data();
  return edition ? readSeat(tx, edition, profile.plan_name) : null;
}

/**
 * Attempts of a transaction that takes a place. Every registration on a plan reads its one
 * counter, so a rush of them (a course opening, a mailing) aborts transactions, each retried after
 * the SDK's backoff (1 s, growing by half each time, ±50 %): its default of 5 attempts gives up too
 * soon. 8 wait some 32 s in all on average, and the local emulator, which aborts a transaction
 * only after 2 s of waiting for a lock, adds up to 16 s: within a callable's 60 s.
 */
const SEAT_ATTEMPTS = 8;
/** gRPC ABORTED: the transaction lost to another one on the same documents. */
const ABORTED = 10;

/**
 * Runs a transaction that takes or gives back places: retried longer than the default under
 * contention, and, should the retries run out, refused `registration-busy` (try again in a few
 * seconds) rather than answered as an internal error. Refusals thrown inside are not retried.
 */
export async function seatTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await db().runTransaction(work, { maxAttempts: SEAT_ATTEMPTS });
  } catch (error) {
    if ((error as { code?: unknown }).code !== ABORTED) throw error;
    logger.warn('Seat transaction gave up under contention', { error: String(error) });
    throw new Refusal('registration-busy', 'unavailable');
  }
}

/**
 * Whether the plan has no place left now, read outside any transaction: an early refusal before
 * work a full plan would waste (an Auth account, a used code). The transaction that takes the
 * place decides.
 */
export async function planIsFull(edition: Edition, planKey: string): Promise<boolean> {
  const plan = planOf(edition, planKey);
  if (!plan || !hasCapacity(plan)) return false;
  return isPlanFull(plan, (await seatRef(edition.id, plan.key).get()).data()?.taken ?? 0);
}

/** The places taken per plan key in an edition, in one read of its counters. */
export async function seatsTaken(editionId: string): Promise<Record<string, number>> {
  const counters = await seatsRef(editionId).get();
  return Object.fromEntries(counters.docs.map((doc) => [doc.id, doc.data().taken ?? 0]));
}

/**
 * A new checkout on a plan with a capacity, by an attendee whose place was given back (Stripe
 * expired their earlier checkout, or they were restored when none was left): takes a place again
 * with the profile's `seat_held`, in one transaction, refused `plan-full` when none is left. A
 * profile that holds one, an archived one, or one registered in another edition is left alone.
 */
export async function seatForCheckout(
  uid: string,
  edition: Edition,
  planKey: string,
): Promise<void> {
  const plan = planOf(edition, planKey);
  if (!plan || !hasCapacity(plan)) return;
  const ref = profileRef(uid);
  await seatTransaction(async (tx) => {
    const profile = (await tx.get(ref)).data();
    if (!profile || profile.seat_held || isArchived(profile) || profile.edition_id !== edition.id) {
      return;
    }
    if (await holdSeat(tx, edition, plan.key)) {
      tx.update(ref, { seat_held: true, updated_at: FieldValue.serverTimestamp() });
    }
  });
}
