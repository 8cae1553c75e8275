import { es, formatText, esAdmin } from '@curso/common';
import { Timestamp } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import { createAccount } from '../support/accounts';
import { adminDb } from '../support/admin';
import { launchBrowser, newVisitor, SITE } from '../support/browser';
import { enterEmailedCode, logInThroughUi } from '../support/journeys';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function addLiveSession(id: string, title: string) {
  const now = Date.now();
  await adminDb.doc(`zoom_sessions/${id}`).set({
    session_title: title,
    session_description: 'Sesión creada durante la prueba.',
    session_type: 'webinar',
    status: 'live',
    start_time: Timestamp.fromMillis(now - 10 * 60_000),
    end_time: Timestamp.fromMillis(now + 60 * 60_000),
    join_url: `https://zoom.example.com/j/${id}`,
    registration_url: `https://zoom.example.com/r/${id}`,
    max_participants: 300,
    participant_count: 0,
  });
}

describe('attendee dashboard', () => {
  it('signs out and back in on the same tab: the next attendee sees the sessions, not an error', async () => {
    const first = await createAccount('primera', { access_status: 'aprobado' });
    const second = await createAccount('segunda', { access_status: 'aprobado' });
    await addLiveSession('e2e-live-shared-tab', 'Sesión de la pestaña compartida');
    const { context, page } = await newVisitor(browser);
    const session = page.getByRole('article', { name: 'Sesión de la pestaña compartida' });

    await logInThroughUi(page, first.email);
    await page.goto(`${SITE}/dashboard/live`);
    await session.waitFor();
    await page.getByRole('button', { name: es.dashboard.accountMenu }).click();
    await page.getByRole('menuitem', { name: es.common.signOut }).click();
    await page.waitForURL(`${SITE}/login`);

    // The sessions listener was refused on sign-out; the next sign-in on the same tab must not
    // inherit that.
    await page.getByLabel(es.login.email).fill(second.email);
    const since = new Date();
    await page.getByRole('button', { name: es.login.submit }).click();
    await enterEmailedCode(page, second.email, since);
    await page.getByRole('link', { name: es.dashboard.nav.live }).click();
    await session.waitFor();
    expect(await page.getByText(es.listenerErrors['permission-denied']).count()).toBe(0);
    await context.close();
  });

  it('an approved attendee sees live sessions, with join links, appear without reloading', async () => {
    const attendee = await createAccount('luisa', {
      access_status: 'aprobado',
      payment_status: 'completed',
    });
    await addLiveSession('e2e-live-before', 'Sesión en directo de bienvenida');
    const { context, page } = await newVisitor(browser);
    await logInThroughUi(page, attendee.email);
    await page.goto(`${SITE}/dashboard/live`);

    const before = page.getByRole('article', { name: 'Sesión en directo de bienvenida' });
    await before.waitFor();
    expect(await before.getByRole('link', { name: es.sessions.join }).getAttribute('href')).toBe(
      'https://zoom.example.com/j/e2e-live-before',
    );
    expect(await before.getByRole('button', { name: es.sessions.restricted }).count()).toBe(0);

    // Added on the server while the attendee looks: the listener brings it in, no reload.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await addLiveSession('e2e-live-after', 'Sesión añadida en directo');
    const added = page.getByRole('article', { name: 'Sesión añadida en directo' });
    await added.waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(await added.getByRole('link', { name: es.sessions.join }).count()).toBe(1);
    await context.close();
  });

  it('a pending attendee never reaches the sessions: the gate sends them to wait', async () => {
    const pending = await createAccount('paula', { plan: 'online' });
    const { context, page } = await newVisitor(browser);
    await logInThroughUi(page, pending.email);
    await page.goto(`${SITE}/dashboard/live`);
    await page.waitForURL(`${SITE}/pending-confirmation`);
    expect(await page.getByRole('link', { name: es.sessions.join }).count()).toBe(0);
    await context.close();
  });

  it('an administrator views the site as an attendee, returns, and both ends are audited', async () => {
    const admin = await createAccount('directora', { admin: true, access_status: 'aprobado' });
    const attendee = await createAccount('marina', {
      access_status: 'aprobado',
      payment_status: 'completed',
    });
    const { context, page } = await newVisitor(browser);
    await logInThroughUi(page, admin.email);
    await page.waitForURL(`${SITE}/admin`);
    await page.getByRole('link', { name: esAdmin.nav.registrations }).click();
    await page.getByRole('grid').waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: attendee.email })
      .getByRole('button', { name: esAdmin.registrations.viewAsUser })
      .click();

    await page.waitForURL(`${SITE}/dashboard`);
    const banner = page.getByRole('region', { name: es.impersonation.bannerLabel });
    await banner.waitFor();
    const name = `${attendee.firstName} Prueba`;
    await banner.getByText(formatText(es.impersonation.banner, { name })).waitFor();
    expect(await banner.textContent()).toMatch(/(30:00|29:[0-5]\d)/);

    await banner.getByRole('button', { name: es.impersonation.backToAdmin }).click();
    await page.waitForURL(`${SITE}/admin`);
    expect(await page.getByRole('region', { name: es.impersonation.bannerLabel }).count()).toBe(0);

    // The stop is recorded by a call made after the page has already moved back to /admin.
    const auditOf = async () =>
      (
        await adminDb.collection('audit_logs').where('record_id', '==', attendee.uid).get()
      ).docs.map((d) => d.data());
    const deadline = Date.now() + 10_000;
    let actions = await auditOf();
    while (actions.length < 2 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      actions = await auditOf();
    }
    expect(actions).toHaveLength(2);
    expect(actions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'impersonation_start',
          user_id: admin.uid,
          new_values: { impersonated_email: attendee.email },
        }),
        expect.objectContaining({
          action: 'impersonation_stop',
          user_id: admin.uid,
          old_values: { impersonated_email: attendee.email },
        }),
      ]),
    );
    await context.close();
  });
});
