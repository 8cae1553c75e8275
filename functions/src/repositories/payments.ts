import { COLLECTIONS, type Payment } from '@curso/common';
import { db } from '../adapters/firebase';
import { modelConverter } from './converter';

const converter = modelConverter<Payment>();

/** `payments`. */
export const paymentsRef = () => db().collection(COLLECTIONS.payments).withConverter(converter);

/** `payments/{checkoutSessionId}`. */
export const paymentRef = (sessionId: string) => paymentsRef().doc(sessionId);
