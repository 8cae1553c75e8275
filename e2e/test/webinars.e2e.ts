import { createHash } from 'node:crypto';
import { es, formatCount, formatText, esAdmin } from '@curso/common';
import { Timestamp } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { URLS } from '../../scripts/stackAddresses.cjs';
import { createAccount, type Account } from '../support/accounts';
import { adminDb } from '../support/admin';
import { launchBrowser, newVisitor, SITE } from '../support/browser';
import { logInThroughUi } from '../support/journeys';
import { pdfText } from '../support/pdfText';
import { currentEdition } from '../../common/test/fixtures/editions';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const MINUTE = 60_000;

/** A signed-in visitor, with a marker that a reload would wipe. */
async function signedIn(account: Account, path: string): Promise<Page> {
  const { page } = await newVisitor(browser);
  await logInThroughUi(page, account.email);
  await page.goto(`${SITE}${path}`);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  return page;
}

const stillSameDocument = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);

/**
 * A course day that ended two days ago, attended in full as Zoom reports it: eight main sessions
 * and the round table, each with the attendee's join and leave (the functions compute the rest).
 */
async function attendedCourseDay(attendee: Account): Promise<void> {
  const dayStart = Date.now() - 2 * 24 * 60 * MINUTE;
  const participantId = createHash('sha256').update(attendee.email).digest('hex').slice(0, 32);
  const kinds = [...Array<'main'>(8).fill('main'), 'round_table' as const];
  const writer = adminDb.bulkWriter();
  kinds.forEach((kind, i) => {
    const id = `e2e-course-${attendee.uid}-${i}`;
    const start = dayStart + i * 50 * MINUTE;
    const end = start + 45 * MINUTE;
    void writer.set(adminDb.doc(`zoom_sessions/${id}`), {
      session_title: `Sesión ${i + 1} del curso (prueba)`,
      session_description: null,
      session_type: 'webinar',
      status: 'completed',
      start_time: Timestamp.fromMillis(start),
      end_time: Timestamp.fromMillis(end),
      join_url: null,
      registration_url: null,
      max_participants: 100,
      participant_count: 0,
      programme_kind: kind,
    });
    void writer.set(adminDb.doc(`zoom_sessions/${id}/participants/${participantId}`), {
      session_id: id,
      participant_email: attendee.email,
      participant_name: attendee.firstName,
      participant_type: 'attendee',
      join_time: Timestamp.fromMillis(start),
      leave_time: Timestamp.fromMillis(end),
      duration_minutes: null,
      videowall_featured: false,
      devices: [],
      events: [
        { kind: 'join', at: Timestamp.fromMillis(start), device: `${i}-a` },
        { kind: 'leave', at: Timestamp.fromMillis(end), device: `${i}-a` },
      ],
    });
  });
  await writer.close();
}

const t = esAdmin.sessions;
/** Tomorrow at `hour`:00 local time, as a datetime-local input takes it. */
const tomorrowAt = (hour: number) => {
  const day = new Date(Date.now() + 24 * 60 * MINUTE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T${pad(hour)}:00`;
};

/** The back office's Sesiones page, reached through the sidebar. */
async function adminOnSessions(): Promise<Page> {
  const admin = await createAccount('jefa', { admin: true, access_status: 'aprobado' });
  const page = await signedIn(admin, '/admin');
  await page.getByRole('link', { name: esAdmin.nav.sessions }).click();
  await page.getByRole('grid').waitFor();
  return page;
}

/** Fills and sends the "Nuevo webinar" dialog; answers the session as the functions stored it. */
async function createWebinarThroughUi(admin: Page, title: string) {
  await admin.getByRole('button', { name: t.newWebinar }).click();
  const dialog = admin.getByRole('dialog', { name: t.create.title });
  await dialog.getByLabel(t.create.name).fill(title);
  await dialog.getByLabel(t.create.start).fill(tomorrowAt(10));
  await dialog.getByLabel(t.create.end).fill(tomorrowAt(11));
  await dialog.getByLabel(t.create.capacity).fill('150');
  await dialog.getByRole('button', { name: t.create.submit }).click();
  await admin.getByText(t.created).waitFor();
  const found = await adminDb.collection('zoom_sessions').where('session_title', '==', title).get();
  expect(found.size).toBe(1);
  return { id: found.docs[0].id, zoomId: String(found.docs[0].get('zoom_id')) };
}

/**
 * A session's row, known by its status select: the grid drops cells scrolled out of view, and the
 * actions sit far to the right of the title.
 */
const rowOf = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByLabel(formatText(t.changeStatus, { title })) });

/** A control call of the Zoom fake, as the tester page makes it. */
async function zoomFake(path: string, body: Record<string, string> = {}) {
  const response = await fetch(`${URLS.zoom}/__fake${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, string>;
}

describe('webinars on Zoom', () => {
  it('the admin creates a webinar and an approved attendee sees it appear, then go live, without reloading', async () => {
    const attendee = await createAccount('espectadora', {
      access_status: 'aprobado',
      payment_status: 'completed',
    });
    const watching = await signedIn(attendee, '/dashboard/live');
    await watching.getByRole('tab', { name: es.sessions.tabs.upcoming }).click();
    const admin = await adminOnSessions();

    const title = `Nutrición enteral exclusiva ${attendee.uid.slice(0, 6)}`;
    await createWebinarThroughUi(admin, title);
    const card = watching.getByRole('article', { name: title });
    await card.waitFor();

    await rowOf(admin, title).getByRole('button', { name: t.start }).click();
    await admin.getByText(t.started).waitFor();
    await watching.getByRole('tab', { name: es.sessions.tabs.live }).click();
    await card.getByText(es.sessions.liveBadge).waitFor();
    // The attendee's button opens their own Zoom link, which names them to Zoom.
    await card.getByRole('link', { name: es.sessions.join }).waitFor();
    await stillSameDocument(watching);
  });

  it('a participant joins in the Zoom fake: the admin list and the attendee count follow, without reloading', async () => {
    const attendee = await createAccount('asistente', {
      access_status: 'aprobado',
      payment_status: 'completed',
      firstName: 'Íñigo',
    });
    const admin = await adminOnSessions();
    const title = `Colitis ulcerosa grave ${attendee.uid.slice(0, 6)}`;
    const { id, zoomId } = await createWebinarThroughUi(admin, title);
    await rowOf(admin, title).getByRole('button', { name: t.start }).click();
    await admin.getByText(t.started).waitFor();

    const watching = await signedIn(attendee, '/dashboard/live');
    const card = watching.getByRole('article', { name: title });
    await card.getByText(formatCount(es.sessions.participants, 0)).waitFor();
    await rowOf(admin, title).getByRole('button', { name: t.participants }).click();
    const list = admin.getByRole('dialog', {
      name: formatText(t.participantsDialog.title, { title }),
    });
    await list.getByText(formatCount(t.participantsDialog.connected, 0)).waitFor();

    // Joining through the personal link Zoom gave the attendee: Zoom knows who it is.
    const registration = (
      await adminDb.doc(`zoom_sessions/${id}/registrants/${attendee.uid}`).get()
    ).data()!;
    await zoomFake(`/webinars/${zoomId}/start`);
    const joined = await zoomFake(`/webinars/${zoomId}/join`, {
      registrant_id: String(registration.registrant_id),
    });

    await card.getByText(formatCount(es.sessions.participants, 1)).waitFor();
    await list.getByText(formatCount(t.participantsDialog.connected, 1)).waitFor();
    await list
      .getByRole('row')
      .filter({ hasText: attendee.email })
      .getByText('Íñigo Prueba')
      .waitFor();

    await zoomFake(`/webinars/${zoomId}/leave`, { id: joined.id });
    await card.getByText(formatCount(es.sessions.participants, 0)).waitFor();
    await list.getByText(formatCount(t.participantsDialog.connected, 0)).waitFor();
    await stillSameDocument(watching);
    await stillSameDocument(admin);
  });
});

describe('certificates', () => {
  it('an attendee who attended enough downloads a PDF certificate with their accented name and hours, and anyone verifies it', async () => {
    const attendee = await createAccount('certificada', {
      access_status: 'aprobado',
      payment_status: 'completed',
      firstName: 'Begoña Íñiguez',
    });
    const page = await signedIn(attendee, '/dashboard/accreditation');
    const certificate = page.getByRole('article', { name: 'Certificado de participación' });
    const download = certificate.getByRole('button', { name: es.accreditation.download });
    expect(await download.count()).toBe(0);

    // Attendance arrives while the page is open: the requirements fill in live.
    await attendedCourseDay(attendee);
    await download.waitFor({ timeout: 30_000 });
    await page
      .getByRole('article', { name: 'Sesiones principales' })
      .getByText(formatText(es.accreditation.progress, { completed: 8, total: 8 }))
      .waitFor();
    await stillSameDocument(page);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^certificado-participation-.+\.pdf$/);
    const text = pdfText(await file.path());
    expect(text).toContain('Begoña Íñiguez Prueba');
    expect(text).toContain('40 horas lectivas');
    expect(text).toContain(currentEdition.title);
    const code = /Código de verificación: (\S+)/.exec(text)?.[1];
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await certificate.getByText(formatText(es.accreditation.verifyCode, { code: code! })).waitFor();

    // Anyone holding the code, signed out, sees it confirmed.
    const { page: verifier } = await newVisitor(browser);
    await verifier.goto(`${SITE}/verify-certificate/${code!.toLowerCase()}`);
    await verifier.getByText(es.verifyCertificate.valid).waitFor();
    await verifier.getByText('Begoña Íñiguez Prueba').waitFor();
    await verifier.goto(`${SITE}/verify-certificate/AAAA-BBBB-CCCC`);
    await verifier
      .getByText(formatText(es.verifyCertificate.notFound, { code: 'AAAA-BBBB-CCCC' }))
      .waitFor();
  });
});
