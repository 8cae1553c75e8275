import { COLLECTIONS, type PlanSeats } from '@curso/common';
import { db } from '../adapters/firebase';
import { modelConverter } from './converter';

const converter = modelConverter<PlanSeats>();

/** `editions/{editionId}/seats`: the places taken per plan with a capacity. */
export const seatsRef = (editionId: string) =>
  db()
    .collection(COLLECTIONS.editions)
    .doc(editionId)
    .collection(COLLECTIONS.seats)
    .withConverter(converter);

/** `editions/{editionId}/seats/{planKey}`. */
export const seatRef = (editionId: string, planKey: string) => seatsRef(editionId).doc(planKey);
