import { adminAuth, adminDb } from './support/admin';
import { call, idTokenFor, signedInAdmin } from './support/client';
import { callJob, uniqueJobId } from './support/jobs';
import { auditOf, createPerson } from './support/people';
import { URLS } from './support/stack';
import { until } from './support/until';
import { zoomFake } from './support/zoom';

interface Created {
  sessionId: string;
  zoomId: string;
  joinUrl: string;
  registrationUrl: string | null;
  registered: number;
}

let admin: { uid: string; idToken: string };
beforeAll(async () => {
  admin = await signedInAdmin();
});

const webinar = (overrides: Record<string, unknown> = {}) => ({
  title: 'Mesa redonda: nutrición en la EII',
  description: 'Casos clínicos comentados',
  type: 'webinar',
  start: '2025-11-07T15:00:00.000Z',
  end: '2025-11-07T16:30:00.000Z',
  capacity: 300,
  ...overrides,
});

describe('createZoomWebinar', () => {
  it('creates the webinar on Zoom and its session with the links, audited', async () => {
    const approved = await createPerson('aprobada', {
      plan_name: 'online',
      access_status: 'aprobado',
    });
    const pending = await createPerson('pendiente', { plan_name: 'online' });
    const answer = await call<Created>('createZoomWebinar', webinar(), admin);
    expect(answer.result).toMatchObject({ joinUrl: expect.stringContaining(URLS.zoom) });
    const { sessionId, zoomId } = answer.result!;
    const session = (await adminDb().doc(`zoom_sessions/${sessionId}`).get()).data();
    expect(session).toMatchObject({
      session_title: 'Mesa redonda: nutrición en la EII',
      session_type: 'webinar',
      status: 'scheduled',
      max_participants: 300,
      participant_count: 0,
      zoom_id: zoomId,
      join_url: answer.result!.joinUrl,
    });
    expect(await auditOf(sessionId, 'session_create')).toHaveLength(1);
    // Every approved attendee gets a personal join link; the pending one does not.
    expect(answer.result!.registered).toBeGreaterThanOrEqual(1);
    const own = (
      await adminDb().doc(`zoom_sessions/${sessionId}/registrants/${approved.uid}`).get()
    ).data();
    expect(own).toMatchObject({ email: approved.email, join_url: expect.stringContaining('tk=') });
    expect(
      (await adminDb().doc(`zoom_sessions/${sessionId}/registrants/${pending.uid}`).get()).exists,
    ).toBe(false);
  });

  it('refuses a non-admin, and an end before the start', async () => {
    const attendee = await createPerson('zoom', { plan_name: 'online' });
    const idToken = await idTokenFor(await adminAuth().createCustomToken(attendee.uid));
    expect((await call('createZoomWebinar', webinar(), { idToken })).error).toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    const backwards = await call(
      'createZoomWebinar',
      webinar({ end: '2025-11-07T14:00:00.000Z' }),
      admin,
    );
    expect(backwards.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      details: { fields: { end: 'El fin debe ser posterior al inicio' } },
    });
  });
});

describe('the session callables and the webhook, through the Zoom fake', () => {
  it('goes live, counts a participant who joins on Zoom, lists them, and ends on Zoom', async () => {
    const { sessionId, zoomId } = (await call<Created>('createZoomWebinar', webinar(), admin))
      .result!;
    expect((await call('startZoomSession', { sessionId }, admin)).result).toEqual({
      status: 'live',
    });
    await zoomFake(`/webinars/${zoomId}/start`);
    await zoomFake(`/webinars/${zoomId}/join`, { name: 'Íñigo Núñez', email: 'inigo@example.com' });
    const counted = await until(
      async () =>
        (await adminDb().doc(`zoom_sessions/${sessionId}`).get()).get('participant_count'),
      (n) => n === 1,
    );
    expect(counted).toBe(1);

    const listed = await call<{ participants: { name: string; email: string }[] }>(
      'listLiveParticipants',
      { sessionId },
      admin,
    );
    expect(listed.result!.participants).toEqual([
      expect.objectContaining({ name: 'Íñigo Núñez', email: 'inigo@example.com' }),
    ]);

    expect((await call('stopZoomSession', { sessionId }, admin)).result).toEqual({
      status: 'completed',
    });
    expect(await auditOf(sessionId, 'session_status')).toHaveLength(2);
  });

  it('sets a status by hand, and refuses a missing status or session', async () => {
    const { sessionId } = (await call<Created>('createZoomWebinar', webinar(), admin)).result!;
    await call('setZoomSessionStatus', { sessionId, status: 'completed' }, admin);
    expect((await adminDb().doc(`zoom_sessions/${sessionId}`).get()).get('status')).toBe(
      'completed',
    );
    const missing = await call('setZoomSessionStatus', { sessionId }, admin);
    expect(missing.error).toMatchObject({ details: { fields: { status: 'Elige un estado' } } });
    const unknown = await call('startZoomSession', { sessionId: 'nada' }, admin);
    expect(unknown.error).toMatchObject({ status: 'NOT_FOUND' });
  });
});

describe('the participant callables', () => {
  it('registers an attendee with a personal link, and cancels it', async () => {
    const { sessionId, zoomId } = (await call<Created>('createZoomWebinar', webinar(), admin))
      .result!;
    const person = await createPerson('inscrita', {
      plan_name: 'online',
      access_status: 'aprobado',
    });
    const added = await call<{ joinUrl: string }>(
      'registerZoomParticipant',
      { sessionId, userId: person.uid },
      admin,
    );
    expect(added.result!.joinUrl).toContain('tk=');
    const stored = (
      await adminDb().doc(`zoom_sessions/${sessionId}/registrants/${person.uid}`).get()
    ).data();
    expect(stored).toMatchObject({ email: person.email, join_url: added.result!.joinUrl });

    await call('unregisterZoomParticipant', { sessionId, userId: person.uid }, admin);
    expect(
      (await adminDb().doc(`zoom_sessions/${sessionId}/registrants/${person.uid}`).get()).exists,
    ).toBe(false);
    await zoomFake(`/webinars/${zoomId}/start`);
    const refused = await zoomFake(`/webinars/${zoomId}/join`, {
      registrant_id: stored!.registrant_id,
    });
    expect(refused.status).toBe(403);
  });

  it('syncs who attended from Zoom\u2019s report once the webinar ended, and features one on the videowall', async () => {
    const { sessionId, zoomId } = (await call<Created>('createZoomWebinar', webinar(), admin))
      .result!;
    await call('startZoomSession', { sessionId }, admin);
    await zoomFake(`/webinars/${zoomId}/start`);
    const joined = (await (
      await zoomFake(`/webinars/${zoomId}/join`, {
        name: 'Begoña Ibáñez',
        email: 'begona@example.com',
      })
    ).json()) as { id: string };
    await zoomFake(`/webinars/${zoomId}/leave`, { id: joined.id });
    await call('stopZoomSession', { sessionId }, admin);

    const synced = await call<{ synced: number }>('syncZoomParticipants', { sessionId }, admin);
    expect(synced.result).toEqual({ synced: 1 });
    const [doc] = (await adminDb().collection(`zoom_sessions/${sessionId}/participants`).get())
      .docs;
    expect(doc.data()).toMatchObject({ participant_email: 'begona@example.com', devices: [] });
    expect(doc.get('events').map((e: { kind: string }) => e.kind)).toEqual(['join', 'leave']);
    expect((await adminDb().doc(`zoom_sessions/${sessionId}`).get()).get('participant_count')).toBe(
      0,
    );

    await call('featureZoomParticipant', { sessionId, participantId: doc.id }, admin);
    expect((await doc.ref.get()).get('videowall_featured')).toBe(true);
    expect(await auditOf(sessionId, 'participants_change')).toHaveLength(2);

    // What attendees may read of it: the name on the videowall, never the email or the times.
    const entry = adminDb().doc(`zoom_sessions/${sessionId}/videowall/${doc.id}`);
    const shown = await until(
      async () => (await entry.get()).data(),
      (data) => Boolean(data),
    );
    expect(Object.keys(shown!).sort()).toEqual([
      'join_time',
      'participant_name',
      'participant_type',
    ]);
    expect(shown).toMatchObject({
      participant_name: 'Begoña Ibáñez',
      participant_type: 'attendee',
    });

    await call(
      'featureZoomParticipant',
      { sessionId, participantId: doc.id, featured: false },
      admin,
    );
    await until(
      async () => (await entry.get()).exists,
      (exists) => !exists,
    );
    expect((await entry.get()).exists).toBe(false);
  });
});

describe('registrations follow access', () => {
  it('registers a socio when approved later, and unregisters them when archived', async () => {
    const { sessionId } = (await call<Created>('createZoomWebinar', webinar(), admin)).result!;
    const socio = await createPerson('socia-tardia');
    const registration = adminDb().doc(`zoom_sessions/${sessionId}/registrants/${socio.uid}`);
    expect((await registration.get()).exists).toBe(false);

    const approved = await callJob<{ succeeded: number }>(
      'approveUsers',
      { userIds: [socio.uid], jobId: uniqueJobId('zoom') },
      admin,
    );
    expect(approved.result).toMatchObject({ succeeded: 1 });
    const registered = await until(
      async () => (await registration.get()).data(),
      (data) => Boolean(data),
    );
    expect(registered).toMatchObject({
      email: socio.email,
      join_url: expect.stringContaining('tk='),
    });

    await call('archiveUser', { userId: socio.uid, action: 'archive', reason: 'Baja' }, admin);
    const gone = await until(
      async () => (await registration.get()).exists,
      (exists) => !exists,
    );
    expect(gone).toBe(false);
  });
});
