import { createHash } from 'node:crypto';
import { onRequest } from 'firebase-functions/https';
import { logger } from '../lib/logging';
import { ZOOM_WEBHOOK_SECRET_TOKEN } from '../lib/params';
import { urlValidationAnswer, verifyZoomSignature } from '../lib/zoomSignature';
import { applyZoomEvent, type ZoomEvent } from '../useCases/zoomEvents';

/**
 * Zoom's webhook: answers the URL validation challenge, checks the signature and the time of
 * every delivery, then applies webinar starts and ends and participants' joins and leaves.
 */
export const zoomWebhook = onRequest({ secrets: [ZOOM_WEBHOOK_SECRET_TOKEN] }, async (req, res) => {
  if (req.method !== 'POST') {
    res.set('Allow', 'POST').status(405).send('Method Not Allowed');
    return;
  }
  const raw = req.rawBody.toString('utf8');
  const secret = ZOOM_WEBHOOK_SECRET_TOKEN.value();
  const verdict = verifyZoomSignature(
    secret,
    { signature: req.header('x-zm-signature'), timestamp: req.header('x-zm-request-timestamp') },
    raw,
    new Date(),
  );
  if (verdict !== 'valid') {
    logger.warn('Zoom webhook refused', { verdict });
    res.status(401).json({ error: verdict });
    return;
  }
  let event: ZoomEvent;
  try {
    event = JSON.parse(raw) as ZoomEvent;
  } catch {
    res.status(400).json({ error: 'invalid JSON' });
    return;
  }
  if (event.event === 'endpoint.url_validation') {
    res.status(200).json(urlValidationAnswer(secret, String(event.payload?.plainToken ?? '')));
    return;
  }
  try {
    const key = createHash('sha256').update(raw).digest('hex');
    const outcome = await applyZoomEvent(event, key);
    logger.info('Zoom event handled', { event: event.event, outcome });
    res.status(200).json({ received: true });
  } catch (error) {
    // A 500 makes Zoom deliver it again; the transaction left nothing half done.
    logger.error('Zoom webhook failed', { event: event.event, error: String(error) });
    res.status(500).json({ received: false });
  }
});
