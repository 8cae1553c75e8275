import {
  DELIVERY_EVENTS,
  isDocumentId,
  statusAfterEvent,
  type DeliveryEvent,
  type DeliveryRecord,
  type EmailLog,
  type EmailStatus,
} from '@curso/common';
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { db } from '../adapters/firebase';
import { emailLogsRef } from '../repositories/emailLogs';

/** An Event Webhook event: SendGrid's fields and the custom args the send carried. */
export interface ProviderEvent {
  event?: string;
  email?: string;
  timestamp?: number;
  sg_event_id?: string;
  sg_message_id?: string;
  reason?: string;
  response?: string;
  /** Custom arg of every send: which `email_logs` entry the message is. */
  email_log_id?: string;
}

export type EventOutcome = 'applied' | 'unchanged' | 'replay' | 'unmatched';

/** Events older than this whose message is still not logged never will be: they are dropped. */
const UNMATCHED_GIVE_UP_SECONDS = 60 * 60;

/** An event's message has no log yet: SendGrid is to post it again later. */
export class LogNotYetWritten extends Error {}

type DeliveryProviderEvent = ProviderEvent & { event: DeliveryEvent; sg_event_id: string };

const followed = (event: ProviderEvent): event is DeliveryProviderEvent =>
  Boolean(event.sg_event_id) && (DELIVERY_EVENTS as readonly string[]).includes(event.event ?? '');

/**
 * Which log an event is about: the log id the send carried, or, for a message sent before sends
 * carried one, the provider's message id (the part of `sg_message_id` before its first dot is the
 * send's `X-Message-Id`) and the recipient.
 */
const keyOf = (event: ProviderEvent): string =>
  event.email_log_id && isDocumentId(event.email_log_id)
    ? `log:${event.email_log_id}`
    : `message:${event.sg_message_id?.split('.')[0] ?? ''}:${event.email?.trim().toLowerCase()}`;

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
  if (!messageId || !email) return null;
  const found = await tx.get(
    emailLogsRef().where('resend_email_id', '==', messageId).where('recipient_email', '==', email),
  );
  return found.docs[0] ?? null;
}

/**
 * Applies one message's events in one transaction. Each event is kept in the log's delivery
 * history with its `sg_event_id`, which makes a repeated event a replay; the status only moves
 * forward, whatever order the events come in.
 */
function applyToLog(events: DeliveryProviderEvent[], now: Date): Promise<EventOutcome[]> {
  return db().runTransaction(async (tx) => {
    const log = await logOf(tx, events[0]);
    const current = log?.data();
    if (!log || !current) {
      const newest = Math.max(...events.map((e) => e.timestamp ?? 0));
      if (now.getTime() / 1000 - newest < UNMATCHED_GIVE_UP_SECONDS) {
        throw new LogNotYetWritten(events[0].sg_event_id);
      }
      return events.map(() => 'unmatched');
    }
    const seen = new Set((current.delivery_events ?? []).map((record) => record.sg_event_id));
    let status: EmailStatus = current.status;
    const records: DeliveryRecord[] = [];
    const outcomes = [...events]
      .sort((a, b) => (a.timestamp ?? 0) - (b.timestamp ?? 0))
      .map((event): EventOutcome => {
        if (seen.has(event.sg_event_id)) return 'replay';
        seen.add(event.sg_event_id);
        records.push({
          sg_event_id: event.sg_event_id,
          event: event.event,
          at: new Date((event.timestamp ?? now.getTime() / 1000) * 1000),
          reason: event.reason ?? event.response ?? null,
        });
        const next = statusAfterEvent(status, event.event);
        if (!next) return 'unchanged';
        status = next;
        return 'applied';
      });
    if (records.length) {
      const failed = status === 'bounced' || status === 'failed';
      tx.update(log.ref, {
        delivery_events: FieldValue.arrayUnion(...records),
        status,
        ...(failed && status !== current.status
          ? { error_message: records[records.length - 1].reason }
          : {}),
      });
    }
    return outcomes;
  });
}

/**
 * Applies a post's events, message by message. Events the history does not follow (clicks, spam
 * reports) are left alone. Throws LogNotYetWritten, after applying what it could, when some
 * message is not logged yet.
 */
export async function applyProviderEvents(
  events: ProviderEvent[],
  now: Date,
  concurrency: number,
): Promise<EventOutcome[]> {
  const byLog = new Map<string, DeliveryProviderEvent[]>();
  for (const event of events.filter(followed)) {
    const key = keyOf(event);
    byLog.set(key, [...(byLog.get(key) ?? []), event]);
  }
  const groups = [...byLog.values()];
  const outcomes: EventOutcome[] = [];
  let pending: unknown = null;
  for (let i = 0; i < groups.length; i += concurrency) {
    const settled = await Promise.allSettled(
      groups.slice(i, i + concurrency).map((group) => applyToLog(group, now)),
    );
    for (const result of settled) {
      if (result.status === 'fulfilled') outcomes.push(...result.value);
      else pending = result.reason;
    }
  }
  if (pending) throw pending;
  return outcomes;
}
