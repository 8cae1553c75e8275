import {
  DELIVERY_EVENTS,
  isDocumentId,
  statusAfterEvent,
  type DeliveryEvent,
  type DeliveryRecord,
  type EmailLog,
} from '@curso/common';
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { db } from './firebase';
import { emailLogsRef } from './repositories/emailLogs';
import { sendgridEventRef } from './repositories/sendgridEvents';

/** An Event Webhook event: SendGrid's fields and the custom args the send carried. */
export interface ProviderEvent {
  event?: string;
  email?: string;
  timestamp?: number;
  sg_event_id?: string;
  sg_message_id?: string;
  reason?: string;
  response?: string;
  /** Custom args: the log of a single send, or the job and person of a mass send. */
  email_log_id?: string;
  job_id?: string;
  uid?: string;
}

export type EventOutcome = 'applied' | 'unchanged' | 'replay' | 'ignored' | 'unmatched';

/** An event older than this whose message is still not logged will never be: it is dropped. */
const UNMATCHED_GIVE_UP_SECONDS = 60 * 60;

/** The event's message's log has not been written yet: SendGrid is to post it again later. */
export class LogNotYetWritten extends Error {}

const isDeliveryEvent = (event: string | undefined): event is DeliveryEvent =>
  (DELIVERY_EVENTS as readonly string[]).includes(event ?? '');

/**
 * The `email_logs` entry of the event's message: by the log id the send carried; for a mass send,
 * by its job and recipient; otherwise by the provider's message id (the part of `sg_message_id`
 * before its first dot is the send's `X-Message-Id`) and the recipient.
 */
async function logOf(
  tx: Transaction,
  event: ProviderEvent,
): Promise<DocumentSnapshot<EmailLog> | null> {
  if (event.email_log_id && isDocumentId(event.email_log_id)) {
    const log = await tx.get(emailLogsRef().doc(event.email_log_id));
    return log.exists ? log : null;
  }
  const messageId = event.sg_message_id?.split('.')[0];
  const email = event.email?.trim().toLowerCase();
  let candidates: DocumentSnapshot<EmailLog>[] = [];
  if (event.job_id && event.uid) {
    candidates = (
      await tx.get(
        emailLogsRef()
          .where('metadata.job_id', '==', event.job_id)
          .where('user_id', '==', event.uid),
      )
    ).docs;
  } else if (messageId && email) {
    candidates = (
      await tx.get(
        emailLogsRef()
          .where('resend_email_id', '==', messageId)
          .where('recipient_email', '==', email),
      )
    ).docs;
  }
  return (
    candidates.find((log) => log.data()?.resend_email_id === messageId) ?? candidates[0] ?? null
  );
}

/**
 * Applies one event exactly once (its `sg_event_id` is recorded with the change): the log's
 * status moves forward only, and every event is kept in its delivery history. Events the history
 * does not follow (clicks, spam reports) are recorded and ignored.
 */
export function applyProviderEvent(event: ProviderEvent, now: Date): Promise<EventOutcome> {
  if (!event.sg_event_id) return Promise.resolve('ignored');
  const receiptRef = sendgridEventRef(event.sg_event_id);
  return db().runTransaction(async (tx) => {
    if ((await tx.get(receiptRef)).exists) return 'replay';
    const kind = event.event;
    const log = isDeliveryEvent(kind) ? await logOf(tx, event) : null;
    if (isDeliveryEvent(kind) && !log) {
      const age = now.getTime() / 1000 - (event.timestamp ?? 0);
      if (age < UNMATCHED_GIVE_UP_SECONDS) throw new LogNotYetWritten(event.sg_event_id);
    }
    tx.create(receiptRef, {
      id: receiptRef.id,
      event: kind ?? '',
      email_log_id: log?.id ?? null,
      processed_at: FieldValue.serverTimestamp() as unknown as Date,
    });
    if (!isDeliveryEvent(kind)) return 'ignored';
    if (!log) return 'unmatched';
    const current = log.data()!;
    const record: DeliveryRecord = {
      event: kind,
      at: new Date((event.timestamp ?? now.getTime() / 1000) * 1000),
      reason: event.reason ?? event.response ?? null,
    };
    const next = statusAfterEvent(current.status, kind);
    tx.update(log.ref, {
      delivery_events: FieldValue.arrayUnion(record),
      ...(next ? { status: next } : {}),
      ...(next === 'bounced' || next === 'failed' ? { error_message: record.reason } : {}),
    });
    return next ? 'applied' : 'unchanged';
  });
}
