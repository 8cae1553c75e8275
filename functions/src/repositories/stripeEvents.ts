import { COLLECTIONS, type StripeEvent } from '@curso/common';
import { db } from '../adapters/firebase';
import { modelConverter } from './converter';

const converter = modelConverter<StripeEvent>();

/** `stripe_events/{eventId}`: marks a webhook event as handled. */
export const stripeEventRef = (eventId: string) =>
  db().collection(COLLECTIONS.stripeEvents).doc(eventId).withConverter(converter);
