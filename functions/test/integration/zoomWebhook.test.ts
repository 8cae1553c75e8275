import { createHash, createHmac } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { applyZoomEvent } from '../../src/useCases/zoomEvents';
import { adminDb } from './support/admin';
import { TEST_SECRETS } from './support/stack';
import { deliverZoomEvent, presenceEvent } from './support/zoom';

const SECRET = TEST_SECRETS.ZOOM_WEBHOOK_SECRET_TOKEN;

let sequence = 0;
async function session(): Promise<{ id: string; zoomId: string }> {
  sequence += 1;
  const zoomId = `${Date.now()}${sequence}`;
  const id = `zoom-test-${zoomId}`;
  await adminDb().doc(`zoom_sessions/${id}`).set({
    session_title: 'Sesión de prueba',
    session_description: null,
    session_type: 'webinar',
    status: 'scheduled',
    start_time: Timestamp.now(),
    end_time: null,
    join_url: null,
    registration_url: null,
    max_participants: 500,
    participant_count: 0,
    zoom_id: zoomId,
  });
  return { id, zoomId };
}

const presence = (zoomId: string, kind: 'joined' | 'left', who: number, device = 'a') =>
  presenceEvent(zoomId, kind, {
    userId: `${who}`,
    name: `Asistente ${who}`,
    email: `asistente${who}@example.com`,
    device: `${who}-${device}`,
  });

const count = async (id: string) =>
  (await adminDb().doc(`zoom_sessions/${id}`).get()).get('participant_count') as number;

describe('zoomWebhook', () => {
  it('answers the URL validation challenge with the HMAC of the token', async () => {
    const answer = await deliverZoomEvent({
      event: 'endpoint.url_validation',
      payload: { plainToken: 'qgg8vlvZRS6UYooatFL8Aw' },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      plainToken: 'qgg8vlvZRS6UYooatFL8Aw',
      encryptedToken: createHmac('sha256', SECRET).update('qgg8vlvZRS6UYooatFL8Aw').digest('hex'),
    });
  });

  it('refuses a wrong signature and a delivery older than five minutes, changing nothing', async () => {
    const { id, zoomId } = await session();
    const started = { event: 'webinar.started', payload: { object: { id: zoomId } } };
    expect((await deliverZoomEvent(started, { secret: 'otro' })).status).toBe(401);
    expect((await deliverZoomEvent(started, { ageSeconds: 6 * 60 })).status).toBe(401);
    expect((await adminDb().doc(`zoom_sessions/${id}`).get()).get('status')).toBe('scheduled');
  });

  it('sets the status on start and end, once per delivery', async () => {
    const { id, zoomId } = await session();
    const started = { event: 'webinar.started', event_ts: 1, payload: { object: { id: zoomId } } };
    expect((await deliverZoomEvent(started)).status).toBe(200);
    expect((await adminDb().doc(`zoom_sessions/${id}`).get()).get('status')).toBe('live');
    await deliverZoomEvent({
      event: 'webinar.ended',
      event_ts: 2,
      payload: { object: { id: zoomId } },
    });
    expect((await adminDb().doc(`zoom_sessions/${id}`).get()).get('status')).toBe('completed');
    // The same start delivered again is a replay: it does not bring the session back to live.
    await deliverZoomEvent(started);
    expect((await adminDb().doc(`zoom_sessions/${id}`).get()).get('status')).toBe('completed');
  });

  it('records a join delivered over HTTP in the session\u2019s participants and count', async () => {
    const { id, zoomId } = await session();
    expect((await deliverZoomEvent(presence(zoomId, 'joined', 1))).status).toBe(200);
    expect(await count(id)).toBe(1);
    const [person] = (await adminDb().collection(`zoom_sessions/${id}/participants`).get()).docs;
    expect(person.data()).toMatchObject({
      participant_email: 'asistente1@example.com',
      participant_name: 'Asistente 1',
      devices: ['1-a'],
    });
  });

  // The transactions themselves, 200 at once against Firestore: over HTTP the Functions emulator
  // would start a process per concurrent request, which measures the emulator, not the counting.
  it('keeps participant_count exact under 200 concurrent joins and leaves, and replays', async () => {
    const { id, zoomId } = await session();
    const apply = (event: ReturnType<typeof presence>) =>
      applyZoomEvent(event, createHash('sha256').update(JSON.stringify(event)).digest('hex'));
    // 100 people join; then 60 of them leave while 40 open a second device, all at once.
    const joins = Array.from({ length: 100 }, (_, i) => presence(zoomId, 'joined', i));
    await Promise.all(joins.map(apply));
    expect(await count(id)).toBe(100);
    const second = Array.from({ length: 40 }, (_, i) => presence(zoomId, 'joined', 60 + i, 'b'));
    const leaves = Array.from({ length: 60 }, (_, i) => presence(zoomId, 'left', i));
    await Promise.all([...second, ...leaves].map(apply));
    expect(await count(id)).toBe(40);
    // Every delivery again: all replays, nothing moves.
    expect(new Set(await Promise.all([...joins, ...second, ...leaves].map(apply)))).toEqual(
      new Set(['replay']),
    );
    expect(await count(id)).toBe(40);
    // A person on two devices is still in after leaving one of them.
    await apply(presence(zoomId, 'left', 70, 'a'));
    expect(await count(id)).toBe(40);
    await apply(presence(zoomId, 'left', 70, 'b'));
    expect(await count(id)).toBe(39);

    const person = await adminDb()
      .collection(`zoom_sessions/${id}/participants`)
      .where('participant_email', '==', 'asistente70@example.com')
      .get();
    expect(person.docs[0].data()).toMatchObject({ devices: [], participant_name: 'Asistente 70' });
    expect(person.docs[0].get('events').map((e: { kind: string }) => e.kind)).toEqual([
      'join',
      'join',
      'leave',
      'leave',
    ]);
  }, 120_000);
});
