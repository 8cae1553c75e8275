import { COLLECTIONS, type PlanSeats, type SeatPlace } from '@curso/common';
import { db } from '../adapters/firebase';
import { modelConverter } from './converter';

const converter = modelConverter<PlanSeats>();
const placeConverter = modelConverter<SeatPlace>();

/** `editions/{editionId}/seats`: the places taken per plan with a capacity. */
export const seatsRef = (editionId: string) =>
  db()
    .collection(COLLECTIONS.editions)
    .doc(editionId)
    .collection(COLLECTIONS.seats)
    .withConverter(converter);

/** `editions/{editionId}/seats/{planKey}`. */
export const seatRef = (editionId: string, planKey: string) => seatsRef(editionId).doc(planKey);

/** `editions/{editionId}/seats/{planKey}/places`: one document per place taken. */
export const placesRef = (editionId: string, planKey: string) =>
  seatRef(editionId, planKey).collection(COLLECTIONS.places).withConverter(placeConverter);

/** `editions/{editionId}/seats/{planKey}/places/{place}`. */
export const placeRef = (editionId: string, planKey: string, place: string) =>
  placesRef(editionId, planKey).doc(place);
