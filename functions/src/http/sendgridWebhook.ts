import { onRequest } from 'firebase-functions/https';
import { logger } from '../lib/logging';
import { SENDGRID_WEBHOOK_VERIFICATION_KEY } from '../lib/params';
import { verifyEventSignature } from '../lib/sendgridSignature';
import {
  applyProviderEvents,
  LogNotYetWritten,
  type EventOutcome,
  type ProviderEvent,
} from '../useCases/emailDeliveryEvents';

/** Messages whose events are applied at once: a post holds up to a thousand events. */
const CONCURRENCY = 20;

/**
 * SendGrid's Event Webhook: checks the signature and the time of every post, then records each
 * event on its message's `email_logs` entry (delivered, bounced, dropped, deferred, opened), once.
 * A post with an event whose message is not logged yet is answered 503, so SendGrid posts it again;
 * the events already applied are then replays.
 */
export const sendgridWebhook = onRequest(async (req, res) => {
  if (req.method !== 'POST') {
    res.set('Allow', 'POST').status(405).send('Method Not Allowed');
    return;
  }
  const verdict = verifyEventSignature(
    SENDGRID_WEBHOOK_VERIFICATION_KEY.value(),
    {
      signature: req.header('x-twilio-email-event-webhook-signature'),
      timestamp: req.header('x-twilio-email-event-webhook-timestamp'),
    },
    req.rawBody,
    new Date(),
  );
  if (verdict !== 'valid') {
    logger.warn('SendGrid webhook refused', { verdict });
    res.status(401).json({ error: verdict });
    return;
  }
  let events: ProviderEvent[];
  try {
    events = JSON.parse(req.rawBody.toString('utf8')) as ProviderEvent[];
    if (!Array.isArray(events)) throw new Error('not an array');
  } catch {
    res.status(400).json({ error: 'invalid JSON' });
    return;
  }
  let outcomes: EventOutcome[] = [];
  let retry = false;
  try {
    outcomes = await applyProviderEvents(events, new Date(), CONCURRENCY);
  } catch (error) {
    if (!(error instanceof LogNotYetWritten)) {
      logger.error('SendGrid events failed', { error: String(error) });
    }
    retry = true;
  }
  const counts = Object.fromEntries(
    [...new Set(outcomes)].map((o) => [o, outcomes.filter((x) => x === o).length]),
  );
  logger.info('SendGrid events', { received: events.length, ...counts, retry });
  res.status(retry ? 503 : 200).json({ received: events.length, ...counts });
});
