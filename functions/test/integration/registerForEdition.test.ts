import { es } from '@curso/common';
import { Timestamp } from 'firebase-admin/firestore';
import { adminAuth, adminDb } from './support/admin';
import { call, idTokenFor, userDataFor } from './support/client';
import { auditOf, createPerson, profileOf } from './support/people';
import { currentEdition, finishedEdition } from '../../../common/test/fixtures/editions';

/** A person whose registration is in the finished edition, signed in. */
async function returning(label: string, overrides: Record<string, unknown> = {}) {
  const person = await createPerson(label, {
    edition_id: finishedEdition.id,
    plan_name: 'online',
    access_status: 'aprobado',
    payment_status: 'completed',
    ...overrides,
  });
  const idToken = await idTokenFor(await adminAuth().createCustomToken(person.uid));
  return { ...person, idToken };
}

/** Their participation certificate of the finished edition, as `issueCertificate` left it. */
async function certify(person: { uid: string; email: string }, code: string) {
  const issued = Timestamp.fromDate(new Date('2025-11-08T12:00:00Z'));
  await adminDb()
    .doc(`certificates/${code}`)
    .set({
      edition_id: finishedEdition.id,
      type: 'participation',
      title: 'Certificado de participación',
      holder_name: 'Ana García López',
      course_title: finishedEdition.title,
      course_date: '2025-11-07',
      hours: 40,
      issued_at: issued,
      valid_until: Timestamp.fromDate(new Date('2028-11-08T12:00:00Z')),
    });
  await adminDb()
    .doc(`accreditation/${person.uid}`)
    .set({
      email: person.email,
      sessions: { s1: { session_title: 'Inauguración', minutes: 60, counted: true } },
      certificates: { participation: { code, issued_at: issued } },
      updated_at: issued,
    });
}

const code = () =>
  `${Math.random().toString(36).slice(2, 6)}-${Date.now().toString(36).slice(-4)}-R4E2`
    .toUpperCase()
    .replace(/[ILOU]/g, '7');

describe('registerForEdition', () => {
  it('moves a returning attendee into the current edition in one step, keeping the earlier registration and certificate', async () => {
    const person = await returning('vuelve');
    const certificate = code();
    await certify(person, certificate);

    const answer = await call('registerForEdition', userDataFor('socio'), {
      idToken: person.idToken,
    });

    expect(answer.error).toBeUndefined();
    const profile = await profileOf(person.uid);
    expect(profile).toMatchObject({
      edition_id: currentEdition.id,
      plan_name: 'socio',
      society: 'geteccu',
      access_status: 'pendiente_aprobacion',
      payment_status: 'not_applicable',
      company: 'Hospital La Paz',
    });
    expect(profile.earlier_certificates).toEqual([
      expect.objectContaining({ code: certificate, edition_id: finishedEdition.id }),
    ]);
    const closed = (
      await adminDb().doc(`editions/${finishedEdition.id}/registrations/${person.uid}`).get()
    ).data();
    expect(closed).toMatchObject({
      edition_id: finishedEdition.id,
      plan_name: 'online',
      access_status: 'aprobado',
      payment_status: 'completed',
      accreditation: { certificates: { participation: { code: certificate } } },
    });
    expect((await adminDb().doc(`accreditation/${person.uid}`).get()).exists).toBe(false);
    expect(await auditOf(person.uid, 'edition_registration')).toHaveLength(1);

    // The earlier certificate downloads by its code, from the edition it was issued in.
    const pdf = await call<{ code: string; pdfBase64: string }>(
      'downloadCertificate',
      { type: 'participation', code: certificate },
      { idToken: person.idToken },
    );
    expect(pdf.result?.code).toBe(certificate);
    expect(Buffer.from(pdf.result!.pdfBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a second registration in the same edition: no one resets their plan or statuses with it', async () => {
    const person = await returning('dos-veces');
    expect(
      (await call('registerForEdition', userDataFor('socio'), { idToken: person.idToken })).error,
    ).toBeUndefined();
    await adminDb().doc(`profiles/${person.uid}`).update({ access_status: 'rechazado' });

    const again = await call('registerForEdition', userDataFor('online'), {
      idToken: person.idToken,
    });

    expect(again.error?.details?.code).toBe('already-registered');
    expect(again.error?.message).toBe(es.errors['already-registered']);
    expect(await profileOf(person.uid)).toMatchObject({
      plan_name: 'socio',
      access_status: 'rechazado',
    });
  });

  it('refuses an archived account, and serves nobody else’s earlier certificate', async () => {
    const archived = await returning('archivada', { archived_at: Timestamp.now() });
    const refused = await call('registerForEdition', userDataFor('online'), {
      idToken: archived.idToken,
    });
    expect(refused.error?.status).toBe('PERMISSION_DENIED');
    expect((await profileOf(archived.uid)).edition_id).toBe(finishedEdition.id);

    const owner = await returning('duena');
    const certificate = code();
    await certify(owner, certificate);
    const other = await returning('curiosa');
    const stolen = await call(
      'downloadCertificate',
      { type: 'participation', code: certificate },
      { idToken: other.idToken },
    );
    expect(stolen.error?.status).toBe('PERMISSION_DENIED');
  });

  it('checks the form with the shared schema: missing consents are refused with the Spanish message', async () => {
    const person = await returning('sin-consentir');
    const answer = await call(
      'registerForEdition',
      { ...userDataFor('online'), acceptsTerms: false },
      { idToken: person.idToken },
    );
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    expect(JSON.stringify(answer.error)).toContain(es.validation.acceptTermsAndPrivacy);
    expect((await profileOf(person.uid)).edition_id).toBe(finishedEdition.id);
  });
});
