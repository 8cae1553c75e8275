import { COLLECTIONS, type EmailEventReceipt } from '@curso/common';
import { createHash } from 'node:crypto';
import { db } from '../firebase';
import { modelConverter } from './converter';

const converter = modelConverter<EmailEventReceipt>();

/**
 * `sendgrid_events/{id}`: marks an Event Webhook event as applied. SendGrid's `sg_event_id` is
 * base64 and may hold a `/`, so the document id is its hash.
 */
export const sendgridEventRef = (sgEventId: string) =>
  db()
    .collection(COLLECTIONS.sendgridEvents)
    .doc(createHash('sha256').update(sgEventId).digest('hex'))
    .withConverter(converter);
