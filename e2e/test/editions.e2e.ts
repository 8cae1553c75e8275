import { es, esAdmin, formatEuros, formatText } from '@curso/common';
import { Timestamp } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import { createAccount } from '../support/accounts';
import { adminDb } from '../support/admin';
import { launchBrowser, newVisitor, SITE } from '../support/browser';
import { logInThroughUi } from '../support/journeys';
import { pdfText } from '../support/pdfText';
import { servedHtml, siteShows } from '../support/publishedSite';
import { currentEdition } from '../../common/test/fixtures/editions';

const t = esAdmin.editions;
const NEXT = String(Number(currentEdition.id) + 1);
const NEW_ONLINE_PRICE = 190;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  // The journeys after this one run in the demo's current edition again.
  const db = adminDb;
  await db.recursiveDelete(db.doc(`editions/${NEXT}`));
  await db.doc(`editions/${currentEdition.id}`).update({ state: 'current' });
  await db.doc('site/current_edition').update({ edition_id: currentEdition.id });
  await siteShows(currentEdition.id);
});

/** Four characters of a certificate code (Crockford's base32). */
const group = () =>
  Array.from({ length: 4 }, () => CODE_ALPHABET[Math.floor(Math.random() * 32)]).join('');
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** An attendee of the current edition with the participation certificate issued in it. */
async function certifiedAttendee() {
  const person = await createAccount('vuelve', {
    plan: 'online',
    access_status: 'aprobado',
    payment_status: 'completed',
    firstName: 'Nerea',
  });
  const code = [group(), group(), group()].join('-');
  const issued = Timestamp.now();
  await adminDb.doc(`certificates/${code}`).set({
    edition_id: currentEdition.id,
    type: 'participation',
    title: 'Certificado de participación',
    holder_name: 'Nerea Prueba',
    course_title: currentEdition.title,
    course_date: '2027-11-05',
    hours: 40,
    issued_at: issued,
    valid_until: Timestamp.fromMillis(issued.toMillis() + 3 * 365 * 86_400_000),
  });
  await adminDb.doc(`accreditation/${person.uid}`).set({
    email: person.email,
    sessions: {},
    certificates: { participation: { code, issued_at: issued } },
    updated_at: issued,
  });
  return { ...person, code };
}

describe('the next edition, opened from the back office', () => {
  it('an administrator copies the edition, changes a price and publishes it; a returning attendee registers in one step and keeps their certificate', async () => {
    const returning = await certifiedAttendee();

    // The back office: "Nueva edición" copies the current one a year on.
    const admin = await createAccount('secretaria', { admin: true, access_status: 'aprobado' });
    const { page } = await newVisitor(browser);
    await logInThroughUi(page, admin.email);
    await page.waitForURL(`${SITE}/admin`);
    await page.getByRole('link', { name: esAdmin.nav.editions }).click();
    await page.getByRole('button', { name: t.newEdition }).click();
    const editor = page.getByRole('dialog', { name: formatText(t.editorTitle, { id: NEXT }) });
    await editor.waitFor();

    // The online plan's price, then save.
    const online = editor.getByRole('group', { name: 'Plan 3' });
    await online.getByRole('button', { name: /Plan 3/ }).click();
    await online.getByLabel(/^Precio sin IVA/).fill(String(NEW_ONLINE_PRICE));
    await editor.getByRole('button', { name: t.save }).click();
    await page.getByText(t.saved).first().waitFor();
    await editor.getByRole('button', { name: t.closeEditor }).click();

    // "Publicar": the copy becomes the current edition.
    const row = page.getByRole('row').filter({ hasText: NEXT });
    await row.getByRole('button', { name: t.publish }).click();
    const confirm = page.getByRole('dialog', { name: formatText(t.publishTitle, { id: NEXT }) });
    await confirm.getByRole('button', { name: t.publish }).click();
    await page
      .getByText(formatText(t.published, { id: NEXT }))
      .first()
      .waitFor();
    const stored = (await adminDb.doc(`editions/${NEXT}`).get()).data()!;
    expect(stored.state).toBe('current');
    expect(stored.plans.find((p: { key: string }) => p.key === 'online').price).toBe(
      NEW_ONLINE_PRICE,
    );
    // The site is published again: `/` arrives with the new edition and its new price.
    await siteShows(NEXT);
    const landing = await servedHtml('/');
    expect(landing).toContain(`<title>${stored.short_title}</title>`);
    expect(landing).toContain(formatEuros(NEW_ONLINE_PRICE));

    // The returning attendee signs in and is asked to register, their data filled in.
    const { page: attendee } = await newVisitor(browser);
    await logInThroughUi(attendee, returning.email);
    await attendee.waitForURL(`${SITE}/register-again`);
    await attendee
      .getByRole('heading', {
        name: formatText(es.registerAgain.title, { edition: stored.short_title }),
      })
      .waitFor();
    expect(await attendee.getByLabel(es.register.firstName).inputValue()).toBe('Nerea');
    expect(await attendee.getByLabel(es.register.email).inputValue()).toBe(returning.email);
    await attendee.getByLabel(es.register.acceptsTerms).check();
    await attendee.getByLabel(es.register.acceptsPrivacy).check();
    await attendee.getByRole('button', { name: es.registerAgain.submit }).click();

    // One step: straight to paying the new price, no code asked.
    await attendee.waitForURL(/\/payment\?/);
    await attendee.getByText(formatEuros(NEW_ONLINE_PRICE)).first().waitFor();
    const profile = (await adminDb.doc(`profiles/${returning.uid}`).get()).data()!;
    expect(profile.edition_id).toBe(NEXT);
    expect(profile.payment_status).toBe('pending');
    const closed = await adminDb
      .doc(`editions/${currentEdition.id}/registrations/${returning.uid}`)
      .get();
    expect(closed.data()).toMatchObject({ plan_name: 'online', access_status: 'aprobado' });

    // The certificate of the earlier edition still downloads from their area.
    await attendee.goto(`${SITE}/pending-confirmation`);
    const earlier = attendee.getByRole('region', { name: es.accreditation.earlierTitle });
    const [file] = await Promise.all([
      attendee.waitForEvent('download'),
      earlier.getByRole('button', { name: es.accreditation.download }).click(),
    ]);
    const text = pdfText(await file.path());
    expect(text).toContain('Nerea Prueba');
    expect(text).toContain(currentEdition.title);
    expect(text).toContain(returning.code);
  });
});
