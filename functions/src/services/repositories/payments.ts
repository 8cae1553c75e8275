import { COLLECTIONS, type Payment } from '@curso/common';
import { db } from '../firebase';
import { modelConverter } from './converter';

const converter = modelConverter<Payment>();

/** `payments/{checkoutSessionId}`. */
export const paymentRef = (sessionId: string) =>
  db().collection(COLLECTIONS.payments).doc(sessionId).withConverter(converter);
