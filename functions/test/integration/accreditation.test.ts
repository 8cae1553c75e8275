import { currentEdition } from '../../../common/test/fixtures/editions';
import { adminAuth, adminDb } from './support/admin';
import { call, idTokenFor, signedInAdmin } from './support/client';
import { auditOf, createPerson } from './support/people';
import { URLS } from './support/stack';
import { until } from './support/until';
import { deliverZoomEvent, presenceEvent } from './support/zoom';

const MINUTE = 60_000;
let admin: { uid: string; idToken: string };
beforeAll(async () => {
  admin = await signedInAdmin();
});

const signedIn = async (uid: string) => ({
  idToken: await idTokenFor(await adminAuth().createCustomToken(uid)),
});

/** A main session of 60 minutes that ended just now, created on the Zoom fake. */
async function endedSession(start: Date) {
  const created = await call<{ sessionId: string; zoomId: string }>(
    'createZoomWebinar',
    {
      title: 'Tratamiento de la EII',
      description: '',
      type: 'webinar',
      start: start.toISOString(),
      end: new Date(start.getTime() + 60 * MINUTE).toISOString(),
      capacity: 100,
      kind: 'main',
    },
    admin,
  );
  return created.result!;
}

/** A participant_joined or _left webhook at a given minute of the session. */
const presence = (
  zoomId: string,
  kind: 'joined' | 'left',
  at: Date,
  who: { email: string; device: string; registrantId?: string },
) => presenceEvent(zoomId, kind, { ...who, userId: who.device, name: 'Núria Prueba', at });

const attendanceOf = (uid: string, sessionId: string) =>
  until(
    async () => (await adminDb().doc(`accreditation/${uid}`).get()).get(`sessions.${sessionId}`),
    (value) => value !== undefined && value.minutes > 0,
  );

describe('attendance from Zoom joins and leaves', () => {
  it('counts overlapping devices and re-joins once, and follows a change of schedule', async () => {
    const person = await createPerson('asistencia', {
      plan_name: 'online',
      access_status: 'aprobado',
    });
    const start = new Date(Date.now() - 60 * MINUTE);
    const { sessionId, zoomId } = await endedSession(start);
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    // The email as typed on another device differs in case: the same person.
    const laptop = { email: person.email, device: 'portatil' };
    const phone = { email: ` ${person.email.toUpperCase()} `, device: 'movil' };
    for (const event of [
      presence(zoomId, 'joined', at(0), laptop),
      presence(zoomId, 'joined', at(10), phone),
      presence(zoomId, 'left', at(20), phone),
      presence(zoomId, 'left', at(30), laptop),
      presence(zoomId, 'joined', at(40), laptop),
      presence(zoomId, 'left', at(50), laptop),
    ]) {
      expect((await deliverZoomEvent(event)).status).toBe(200);
    }
    const attended = await until(
      () => attendanceOf(person.uid, sessionId),
      (value) => value?.minutes === 40,
    );
    // 40 of 60 minutes (0–30 and 40–50) is under the 80 % that makes a session count.
    expect(attended).toMatchObject({
      minutes: 40,
      scheduled_minutes: 60,
      counted: false,
      kind: 'main',
      live: false,
    });

    // Shortened to 37 minutes, the 30 minutes inside it are 81 %: the session now counts.
    const shortened = await call(
      'updateZoomWebinar',
      {
        sessionId,
        title: 'Tratamiento de la EII',
        description: '',
        start: start.toISOString(),
        end: at(37).toISOString(),
        capacity: 100,
        kind: 'main',
      },
      admin,
    );
    expect(shortened.result).toEqual({ sessionId });
    const recounted = await until(
      async () =>
        (await adminDb().doc(`accreditation/${person.uid}`).get()).get(`sessions.${sessionId}`),
      (value) => value?.counted === true,
    );
    expect(recounted).toMatchObject({ minutes: 30, scheduled_minutes: 37, counted: true });
    expect(await auditOf(sessionId, 'session_update')).toHaveLength(1);
  });

  it('attributes a join by its registrant to the attendee, whatever email Zoom reports', async () => {
    const person = await createPerson('registrante', {
      plan_name: 'online',
      access_status: 'aprobado',
    });
    const start = new Date(Date.now() - 60 * MINUTE);
    const { sessionId, zoomId } = await endedSession(start);
    const registration = (
      await adminDb().doc(`zoom_sessions/${sessionId}/registrants/${person.uid}`).get()
    ).data()!;
    const who = {
      email: 'otra.direccion@example.com',
      device: 'tablet',
      registrantId: registration.registrant_id as string,
    };
    await deliverZoomEvent(presence(zoomId, 'joined', start, who));
    await deliverZoomEvent(presence(zoomId, 'left', new Date(start.getTime() + 55 * MINUTE), who));
    const attended = await until(
      () => attendanceOf(person.uid, sessionId),
      (value) => value?.minutes === 55,
    );
    expect(attended).toMatchObject({ minutes: 55, counted: true });
  });

  it('refuses an edit from a non-admin, and an end before the start', async () => {
    const person = await createPerson('editora', { plan_name: 'online' });
    const { sessionId } = await endedSession(new Date(Date.now() - 60 * MINUTE));
    const change = {
      sessionId,
      title: 'Cambiado',
      description: '',
      start: '2025-11-07T10:00:00.000Z',
      end: '2025-11-07T11:00:00.000Z',
      capacity: 10,
      kind: 'round_table',
    };
    expect(
      (await call('updateZoomWebinar', change, await signedIn(person.uid))).error,
    ).toMatchObject({ status: 'PERMISSION_DENIED' });
    const backwards = await call(
      'updateZoomWebinar',
      { ...change, end: '2025-11-07T09:00:00.000Z' },
      admin,
    );
    expect(backwards.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      details: { fields: { end: 'El fin debe ser posterior al inicio' } },
    });
    expect((await adminDb().doc(`zoom_sessions/${sessionId}`).get()).get('session_title')).toBe(
      'Tratamiento de la EII',
    );
  });
});

/** Eight main sessions and the round table attended, as the functions record them. */
async function metRequirements(uid: string, email: string) {
  const sessions: Record<string, unknown> = {};
  for (let i = 1; i <= 8; i += 1) {
    sessions[`principal-${i}`] = {
      session_title: `Sesión ${i}`,
      kind: 'main',
      minutes: 45,
      scheduled_minutes: 45,
      counted: true,
    };
  }
  sessions.mesa = {
    session_title: 'Mesa redonda',
    kind: 'round_table',
    minutes: 60,
    scheduled_minutes: 60,
    counted: true,
  };
  await adminDb().doc(`accreditation/${uid}`).set({ email, sessions });
}

interface Download {
  code: string;
  fileName: string;
  pdfBase64: string;
}

describe('downloadCertificate', () => {
  it('issues the participation certificate once, verifiable by its code, audited', async () => {
    const person = await createPerson('certificada', {
      plan_name: 'online',
      access_status: 'aprobado',
      first_name: 'Begoña',
      last_name: 'Ibáñez Núñez',
    });
    await metRequirements(person.uid, person.email);
    const caller = { ...(await signedIn(person.uid)), origin: URLS.site };
    const first = await call<Download>('downloadCertificate', { type: 'participation' }, caller);
    const { code, fileName, pdfBase64 } = first.result!;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(fileName).toBe(`certificado-participation-${code}.pdf`);
    expect(Buffer.from(pdfBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    const verification = (await adminDb().doc(`certificates/${code}`).get()).data()!;
    expect(verification).toMatchObject({
      holder_name: 'Begoña Ibáñez Núñez',
      hours: 40,
      type: 'participation',
      // The day the stack's current edition (the demo's) starts.
      course_date: '2027-11-05',
      course_title: currentEdition.title,
    });
    // The public document names nobody's account.
    expect(Object.keys(verification)).not.toContain('uid');
    expect(Object.keys(verification)).not.toContain('email');
    expect(verification.valid_until.toDate().getUTCFullYear()).toBe(
      verification.issued_at.toDate().getUTCFullYear() + 3,
    );

    const again = await call<Download>('downloadCertificate', { type: 'participation' }, caller);
    expect(again.result!.code).toBe(code);
    expect(await auditOf(code, 'certificate_issued')).toHaveLength(1);
    expect(
      (await adminDb().doc(`accreditation/${person.uid}`).get()).get('certificates.participation'),
    ).toMatchObject({ code });
  });

  it('refuses what the attendance does not meet, a sample requirement, and a pending account', async () => {
    const partial = await createPerson('parcial', {
      plan_name: 'online',
      access_status: 'aprobado',
    });
    await adminDb()
      .doc(`accreditation/${partial.uid}`)
      .set({
        email: partial.email,
        sessions: {
          a: {
            session_title: 'A',
            kind: 'main',
            minutes: 45,
            scheduled_minutes: 45,
            counted: true,
          },
        },
      });
    const refused = await call(
      'downloadCertificate',
      { type: 'participation' },
      await signedIn(partial.uid),
    );
    expect(refused.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'Aún no cumples los requisitos de este certificado.',
    });

    // The competence certificate needs the exam, which has no data source yet.
    const full = await createPerson('sinexamen', {
      plan_name: 'online',
      access_status: 'aprobado',
    });
    await metRequirements(full.uid, full.email);
    const competence = await call(
      'downloadCertificate',
      { type: 'competence' },
      await signedIn(full.uid),
    );
    expect(competence.error).toMatchObject({ status: 'FAILED_PRECONDITION' });

    const pending = await createPerson('pendiente', { plan_name: 'online' });
    await metRequirements(pending.uid, pending.email);
    const denied = await call(
      'downloadCertificate',
      { type: 'participation' },
      await signedIn(pending.uid),
    );
    expect(denied.error).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect(
      (await call('downloadCertificate', { type: 'diploma' }, await signedIn(full.uid))).error,
    ).toMatchObject({ status: 'INVALID_ARGUMENT' });
  });
});

describe('the Zoom adapter', () => {
  it('reuses its access token across calls instead of asking Zoom for one each time', async () => {
    const issued = async () =>
      ((await (await fetch(`${URLS.zoom}/__fake/tokens`)).json()) as { issued: number }).issued;
    await endedSession(new Date());
    const before = await issued();
    await endedSession(new Date());
    await endedSession(new Date());
    expect(await issued()).toBe(before);
  });
});
