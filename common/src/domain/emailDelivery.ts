import type { EmailStatus } from '../catalog/statuses';

/** The Event Webhook's delivery and engagement events the history follows. */
export const DELIVERY_EVENTS = [
  'processed',
  'deferred',
  'delivered',
  'bounce',
  'dropped',
  'open',
] as const;
export type DeliveryEvent = (typeof DELIVERY_EVENTS)[number];

/**
 * How far along a message is: events arrive out of order and more than once, so a status only
 * ever moves forward (a late "processed" never undoes "delivered"). A bounce can follow a
 * delivery (an asynchronous bounce); nothing follows a bounce or a drop.
 */
const RANK: Record<EmailStatus, number> = {
  pending: 0,
  sent: 1,
  delivered: 2,
  failed: 3,
  bounced: 3,
};

/** What each event says of the message: still `sent` while deferred, `delivered` once opened. */
const STATUS_AFTER: Record<DeliveryEvent, EmailStatus> = {
  processed: 'sent',
  deferred: 'sent',
  delivered: 'delivered',
  open: 'delivered',
  bounce: 'bounced',
  dropped: 'failed',
};

/** The status a log moves to on this event, or null when the event does not move it forward. */
export function statusAfterEvent(current: EmailStatus, event: DeliveryEvent): EmailStatus | null {
  const next = STATUS_AFTER[event];
  return RANK[next] > RANK[current] ? next : null;
}

/** Sent and delivered both count as sent (the history's summary). */
export const countsAsSent = (status: string): boolean =>
  status === 'sent' || status === 'delivered';
