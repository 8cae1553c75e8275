import { accessStatusLabel, paymentStatusLabel, planDisplayName, esAdmin } from '@curso/common';
import type { Browser, Page } from 'playwright-core';
import { createAccount } from '../support/accounts';
import { launchBrowser, newVisitor, SITE } from '../support/browser';
import { logInThroughUi } from '../support/journeys';
import { URLS } from '../../scripts/stackAddresses.cjs';
import { currentEdition } from '../../common/test/fixtures/editions';

const t = esAdmin.emails;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Mail {
  to: string[];
  subject: string;
  html: string;
}

const inbox = async (email: string): Promise<Mail[]> =>
  (await (
    await fetch(`${URLS.sendgrid}/__fake/messages?to=${encodeURIComponent(email)}`)
  ).json()) as Mail[];

async function waitForMail(email: string): Promise<Mail> {
  for (let i = 0; i < 60; i += 1) {
    const [mail] = await inbox(email);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No email to ${email}`);
}

async function emailManagement(tab: string): Promise<Page> {
  const admin = await createAccount('correos', { admin: true, access_status: 'aprobado' });
  const { page } = await newVisitor(browser);
  await logInThroughUi(page, admin.email);
  await page.waitForURL(`${SITE}/admin`);
  await page.getByRole('link', { name: esAdmin.nav.emailManagement }).click();
  await page.getByRole('tab', { name: tab }).click();
  return page;
}

async function chooseTemplate(page: Page, label: string, name: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

describe('back office: email management', () => {
  it('an edited approval template is what the next approved socio receives', async () => {
    const page = await emailManagement(t.tabs.templates);
    await chooseTemplate(page, t.templates.select, 'Aprobación');
    const content = page.getByRole('textbox', { name: t.templates.content });
    const edited = `<p>Bienvenida editada para {{firstName}} (${Date.now()})</p>`;
    await content.fill(edited);
    await page.getByRole('button', { name: t.templates.save }).click();
    await page.getByText(t.templates.updatedTitle).first().waitFor();

    try {
      const socio = await createAccount('socia', { plan: 'socio', firstName: 'Begoña' });
      await page.getByRole('link', { name: esAdmin.nav.approvals }).click();
      const row = page.getByRole('row').filter({ hasText: socio.email });
      await row.getByRole('button', { name: esAdmin.approvals.approve }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: esAdmin.approvals.approve })
        .click();
      const mail = await waitForMail(socio.email);
      expect(mail.subject).toBe('Tu inscripción ha sido aprobada');
      expect(mail.html).toContain(edited.replace('{{firstName}}', 'Begoña'));
    } finally {
      await page.getByRole('link', { name: esAdmin.nav.emailManagement }).click();
      await page.getByRole('tab', { name: t.tabs.templates }).click();
      await chooseTemplate(page, t.templates.select, 'Aprobación');
      await page.getByRole('button', { name: t.templates.reset }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.templates.reset }).click();
      await page.getByText(t.templates.resetDoneTitle).first().waitFor();
    }
  });

  it('a mass notification to a filter reaches each person with their own name', async () => {
    // A plan, access and payment that neither the demo data nor another journey has together.
    const people = await Promise.all(
      ['Íñigo', 'Nuria'].map((firstName, i) =>
        createAccount(`aviso${i}`, {
          plan: 'presencial',
          access_status: 'rechazado',
          payment_status: 'failed',
          firstName,
        }),
      ),
    );
    const page = await emailManagement(t.tabs.mass);
    await page
      .getByRole('checkbox', { name: planDisplayName(currentEdition, 'presencial'), exact: true })
      .check();
    await page.getByRole('checkbox', { name: accessStatusLabel('rechazado') }).check();
    await page.getByRole('checkbox', { name: paymentStatusLabel('failed') }).check();
    await page.getByText('2 destinatarios').waitFor();

    await page.getByRole('checkbox', { name: t.mass.useTemplate }).uncheck();
    await page.getByRole('textbox', { name: t.mass.subject }).fill('Aviso para {{firstName}}');
    await page.getByRole('textbox', { name: t.mass.title }).fill('Cambio de sala');
    await page
      .getByRole('textbox', { name: t.mass.body })
      .fill('<p>Hola {{firstName}}, tu plan es {{planName}}.</p>');
    await page.getByRole('button', { name: t.mass.send }).click();
    await page.getByText(t.mass.completedTitle).first().waitFor({ timeout: 30_000 });

    for (const person of people) {
      const mail = await waitForMail(person.email);
      expect(mail.subject).toBe(`Aviso para ${person.firstName}`);
      expect(mail.html).toContain(
        `Hola ${person.firstName}, tu plan es ${planDisplayName(currentEdition, 'presencial')}.`,
      );
    }
  });

  it('a template with a script previews inert and is sent without it', async () => {
    const page = await emailManagement(t.tabs.templates);
    await page.getByRole('button', { name: t.templates.new }).click();
    const dialog = page.getByRole('dialog');
    const name = `Aviso script ${Date.now()}`;
    await dialog.getByRole('textbox', { name: t.templates.name }).fill(name);
    await dialog.getByRole('textbox', { name: t.templates.subject }).fill('Aviso {{firstName}}');
    await dialog
      .getByRole('textbox', { name: t.templates.content })
      .fill(
        '<p>Hola {{firstName}}</p><script>window.top.__ran = true; document.title = "ran";</script>',
      );
    await dialog.getByRole('button', { name: t.templates.create }).click();
    await page.getByText(t.templates.createdTitle).first().waitFor();

    await chooseTemplate(page, t.templates.select, name);
    await page.getByRole('button', { name: t.templates.preview }).click();
    const frame = page.frameLocator(`iframe[title="${t.templates.previewFrame}"]`);
    await frame.getByText('Hola María').waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran),
    ).toBeUndefined();
    expect(
      await page.locator(`iframe[title="${t.templates.previewFrame}"]`).getAttribute('sandbox'),
    ).toBe('');

    const person = await createAccount('script', {
      plan: 'patrocinado_presencial',
      access_status: 'rechazado',
      firstName: 'Pau',
    });
    await page.getByRole('tab', { name: t.tabs.mass }).click();
    await page
      .getByRole('checkbox', {
        name: planDisplayName(currentEdition, 'patrocinado_presencial'),
        exact: true,
      })
      .check();
    await page.getByRole('checkbox', { name: accessStatusLabel('rechazado') }).check();
    await page.getByText('1 destinatario').waitFor();
    await chooseTemplate(page, t.mass.template, name);
    await page.getByRole('button', { name: t.mass.send }).click();
    await page.getByText(t.mass.completedTitle).first().waitFor({ timeout: 30_000 });
    const mail = await waitForMail(person.email);
    expect(mail.html).toContain('Hola Pau');
    expect(mail.html).not.toContain('<script');
  });
});
