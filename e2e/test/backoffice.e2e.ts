import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { esAdmin } from '@curso/common';
import type { Browser, Page } from 'playwright-core';
import { createAccount, type Account } from '../support/accounts';
import { adminDb } from '../support/admin';
import { launchBrowser, newVisitor, SITE } from '../support/browser';
import { logInThroughUi } from '../support/journeys';
import { URLS } from '../../scripts/stackAddresses.cjs';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** An administrator's page on one back office section, reached through the sidebar. */
async function adminOn(section: string): Promise<Page> {
  const admin = await createAccount('jefa', { admin: true, access_status: 'aprobado' });
  const { page } = await newVisitor(browser);
  await logInThroughUi(page, admin.email);
  await page.waitForURL(`${SITE}/admin`);
  await page.getByRole('link', { name: section }).click();
  await page.getByRole('grid').first().waitFor();
  return page;
}

/** An attendee signed in, with a marker that a reload would wipe. */
async function attendeeWithSiteOpen(account: Account, landing: string): Promise<Page> {
  const { page } = await newVisitor(browser);
  await logInThroughUi(page, account.email);
  await page.waitForURL(`${SITE}${landing}`);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  return page;
}

const stillSameDocument = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('back office', () => {
  it('approving a pending socio moves them, site open, to the dashboard and emails them', async () => {
    const socio = await createAccount('socia', { plan: 'socio' });
    const attendee = await attendeeWithSiteOpen(socio, '/pending-confirmation');
    const admin = await adminOn(esAdmin.nav.approvals);

    await rowOf(admin, socio.email)
      .getByRole('button', { name: esAdmin.approvals.approve })
      .click();
    await admin
      .getByRole('dialog')
      .getByRole('button', { name: esAdmin.approvals.approve })
      .click();
    await admin.getByText(esAdmin.approvals.approvedTitle).waitFor();

    await attendee.waitForURL(`${SITE}/dashboard`, { timeout: 15_000 });
    await stillSameDocument(attendee);
    const inbox = await fetch(
      `${URLS.sendgrid}/__fake/messages?to=${encodeURIComponent(socio.email)}`,
    );
    const subjects = ((await inbox.json()) as { subject: string }[]).map((m) => m.subject);
    expect(subjects).toContain('Tu inscripción ha sido aprobada');
  });

  it('archiving a signed-in attendee sends them to /archived-account; restoring brings them back', async () => {
    const person = await createAccount('archivable', {
      access_status: 'aprobado',
      payment_status: 'completed',
    });
    const attendee = await attendeeWithSiteOpen(person, '/dashboard');
    const admin = await adminOn(esAdmin.nav.registrations);

    await rowOf(admin, person.email)
      .getByRole('button', { name: esAdmin.registrations.archive })
      .click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(esAdmin.archive.reason).fill('Baja solicitada');
    await dialog.getByRole('button', { name: esAdmin.archive.confirm }).click();
    await attendee.waitForURL(`${SITE}/archived-account`, { timeout: 15_000 });

    await admin.getByRole('combobox', { name: esAdmin.registrations.record }).click();
    await admin.getByRole('option', { name: esAdmin.registrations.records.archived }).click();
    await rowOf(admin, person.email)
      .getByRole('button', { name: esAdmin.registrations.restore })
      .click();
    await admin.getByText(esAdmin.archive.restoredTitle).waitFor();
    expect((await adminDb.doc(`profiles/${person.uid}`).get()).data()).toMatchObject({
      archived_at: null,
      archive_reason: null,
    });
  });

  it('marking a pending payment completed unlocks that attendee', async () => {
    const payer = await createAccount('pagadora', { plan: 'online' });
    const attendee = await attendeeWithSiteOpen(payer, '/pending-confirmation');
    const admin = await adminOn(esAdmin.nav.payments);
    await rowOf(admin, payer.email)
      .getByRole('button', { name: esAdmin.payments.markCompleted })
      .click();
    await attendee.waitForURL(`${SITE}/dashboard`, { timeout: 15_000 });
    await stillSameDocument(attendee);
  });

  it('exports the filtered registrations as a CSV Excel reads: accents intact, formulas neutralised', async () => {
    const tricky = await createAccount('csv', {
      firstName: 'Íñigo Núñez',
      company: '=HYPERLINK("http://x","clic")',
    });
    const admin = await adminOn(esAdmin.nav.registrations);
    await admin.getByRole('searchbox').fill('inigo nunez');
    await rowOf(admin, tricky.email).waitFor();
    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: esAdmin.registrations.exportCsv }).click();
    const file = await (await download).path();
    const text = await readFile(file, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const { data } = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
    expect(data[0][0]).toBe(esAdmin.registrations.columns.name);
    const row = data.find((cells) => cells[1] === tricky.email)!;
    expect(row[0]).toBe('Íñigo Núñez Prueba');
    expect(row[2]).toBe(`'=HYPERLINK("http://x","clic")`);
  });
});
