import { createHmac } from 'node:crypto';
import { FUNCTIONS_URL, TEST_SECRETS, URLS } from './stack';

/** Delivers an event as Zoom does: raw JSON, its time, and the v0 signature over both. */
export async function deliverZoomEvent(
  body: unknown,
  options: { secret?: string; ageSeconds?: number } = {},
): Promise<Response> {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000) - (options.ageSeconds ?? 0));
  const signature = createHmac('sha256', options.secret ?? TEST_SECRETS.ZOOM_WEBHOOK_SECRET_TOKEN)
    .update(`v0:${timestamp}:${raw}`)
    .digest('hex');
  return fetch(`${FUNCTIONS_URL}/zoomWebhook`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'x-zm-request-timestamp': timestamp,
      'x-zm-signature': `v0=${signature}`,
    },
    body: raw,
  });
}

/** A control call of the Zoom fake (start, join, leave, end a session). */
export const zoomFake = (path: string, body?: unknown) =>
  fetch(`${URLS.zoom}/__fake${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });

/** Who a participant event names, and when (now unless given). */
export interface Presence {
  userId: string;
  name: string;
  email: string;
  /** Zoom's participant_uuid: one per device. */
  device: string;
  at?: Date;
  registrantId?: string;
}

/** A `webinar.participant_joined` or `_left` body as Zoom sends it. */
export function presenceEvent(zoomId: string, kind: 'joined' | 'left', who: Presence) {
  const at = who.at ?? new Date();
  return {
    event: `webinar.participant_${kind}`,
    event_ts: at.getTime(),
    payload: {
      account_id: 'acc',
      object: {
        id: zoomId,
        uuid: 'uuid==',
        participant: {
          user_id: who.userId,
          user_name: who.name,
          email: who.email,
          participant_uuid: who.device,
          ...(who.registrantId ? { registrant_id: who.registrantId } : {}),
          [kind === 'joined' ? 'join_time' : 'leave_time']: at.toISOString(),
        },
      },
    },
  };
}
