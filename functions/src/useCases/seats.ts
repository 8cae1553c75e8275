import { randomInt } from 'node:crypto';
import {
  hasCapacity,
  isArchived,
  isPlanFull,
  normalizeStatus,
  planOf,
  type Edition,
  type Profile,
} from '@curso/common';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { Refusal } from '../lib/errors';
import { db } from '../adapters/firebase';
import { profileRef } from '../repositories/profiles';
import { placeRef, placesRef, seatRef } from '../repositories/seats';

/**
 * Takes one place (a write: the place's `create`), answering its number to record as the
 * profile's `seat`, or `null` for a plan without capacity; refuses `plan-full` when none is left.
 */
export type TakePlace = () => string | null;

/** Firestore's answer to creating a document that exists. */
const ALREADY_EXISTS = 6;

/** The places of a plan with a capacity that nobody holds, as read now. */
async function freePlaces(editionId: string, planKey: string, capacity: number) {
  const held = await placesRef(editionId, planKey).select().get();
  const taken = new Set(held.docs.map((doc) => doc.id));
  return Array.from({ length: capacity }, (_, n) => String(n)).filter((n) => !taken.has(n));
}

/**
 * Runs `work` in a transaction in which it may take one place of the plan (`takePlace`, called
 * among its writes). Each place is a document of its own, created once: a rush of registrations
 * spreads over the free places at random instead of queueing on one counter, and two that pick
 * the same one find out at commit, when the loser tries another. No place left: `plan-full`.
 * Without an edition (or for a plan without capacity) it is a plain transaction.
 */
export async function withPlace<T>(
  edition: Edition | null,
  planKey: string,
  uid: string,
  work: (tx: Transaction, takePlace: TakePlace) => Promise<T>,
): Promise<T> {
  const plan = edition && planOf(edition, planKey);
  if (!edition || !plan || !hasCapacity(plan)) {
    return db().runTransaction((tx) => work(tx, () => null));
  }
  const lost = new Set<string>();
  // Each round either succeeds, refuses, or loses a place for good: at most one per place.
  for (let round = 0; round <= plan.capacity; round += 1) {
    const free = (await freePlaces(edition.id, plan.key, plan.capacity)).filter(
      (n) => !lost.has(n),
    );
    const chosen = free.length ? free[randomInt(free.length)] : null;
    let took = false;
    try {
      return await db().runTransaction((tx) => {
        took = false;
        return work(tx, () => {
          if (chosen === null) throw new Refusal('plan-full');
          tx.create(placeRef(edition.id, plan.key, chosen), {
            id: chosen,
            uid,
            taken_at: FieldValue.serverTimestamp(),
          });
          took = true;
          return chosen;
        });
      });
    } catch (error) {
      if (!took || chosen === null || (error as { code?: unknown }).code !== ALREADY_EXISTS) {
        throw error;
      }
      const holder = (await placeRef(edition.id, plan.key, chosen).get()).data();
      // Another document of the transaction existed (the caller's own `create`): theirs to answer.
      if (!holder || holder.uid === uid) throw error;
      lost.add(chosen);
    }
  }
  throw new Refusal('registration-busy', 'unavailable');
}

/** A place if one is left, else none: for a restore, which goes ahead without one. */
export function placeIfAny(takePlace: TakePlace): string | null {
  try {
    return takePlace();
  } catch (error) {
    if (error instanceof Refusal && error.code === 'plan-full') return null;
    throw error;
  }
}

/**
 * Gives back the place a profile holds, if it holds one (a write, no read, so it may follow the
 * caller's reads at any point); the caller sets `seat: null` in the same transaction. Answers
 * whether one was given back.
 */
export function releaseSeat(
  tx: Transaction,
  profile: Pick<Profile, 'seat' | 'edition_id' | 'plan_name'>,
): boolean {
  if (!profile.seat || !profile.edition_id) return false;
  tx.delete(placeRef(profile.edition_id, normalizeStatus(profile.plan_name), profile.seat));
  return true;
}

/** How many places of a plan are taken in an edition: a count of its places. */
export async function placesTaken(editionId: string, planKey: string): Promise<number> {
  return (await placesRef(editionId, planKey).count().get()).data().count;
}

/**
 * Whether the plan has no place left now, read outside any transaction: an early refusal before
 * work a full plan would waste (an Auth account, a used code). Taking the place decides.
 */
export async function planIsFull(edition: Edition, planKey: string): Promise<boolean> {
  const plan = planOf(edition, planKey);
  if (!plan || !hasCapacity(plan)) return false;
  return isPlanFull(plan, await placesTaken(edition.id, plan.key));
}

/** The places taken per plan with a capacity in an edition. */
export async function seatsTaken(edition: Edition): Promise<Record<string, number>> {
  const counted = edition.plans.filter(hasCapacity);
  const counts = await Promise.all(counted.map((plan) => placesTaken(edition.id, plan.key)));
  return Object.fromEntries(counted.map((plan, i) => [plan.key, counts[i]]));
}

/**
 * Keeps `editions/{id}/seats/{planKey}.taken`, the count the overview follows live, equal to the
 * plan's places: recounted in a transaction, so of two recounts racing the later one stands.
 */
export async function recountSeats(editionId: string, planKey: string): Promise<void> {
  await db().runTransaction(async (tx) => {
    const taken = (await tx.get(placesRef(editionId, planKey).count())).data().count;
    tx.set(seatRef(editionId, planKey), {
      id: planKey,
      taken,
      updated_at: FieldValue.serverTimestamp(),
    });
  });
}

/**
 * A new checkout on a plan with a capacity, by an attendee whose place was given back (Stripe
 * expired their earlier checkout, or they were restored when none was left): takes a place again,
 * refused `plan-full` when none is left. A profile that holds one, an archived one, or one
 * registered in another edition is left alone.
 */
export async function seatForCheckout(
  uid: string,
  edition: Edition,
  planKey: string,
): Promise<void> {
  const ref = profileRef(uid);
  await withPlace(edition, planKey, uid, async (tx, takePlace) => {
    const profile = (await tx.get(ref)).data();
    if (!profile || profile.seat || isArchived(profile) || profile.edition_id !== edition.id) {
      return;
    }
    const seat = takePlace();
    if (seat) tx.update(ref, { seat, updated_at: FieldValue.serverTimestamp() });
  });
}
