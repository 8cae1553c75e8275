import { esAdmin } from '@curso/common';
import type { Browser, Page } from 'playwright-core';
import { createAccount } from '../support/accounts';
import { launchBrowser, newVisitor, SITE } from '../support/browser';
import { logInThroughUi } from '../support/journeys';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function adminPage(): Promise<Page> {
  const admin = await createAccount('altas', { admin: true, access_status: 'aprobado' });
  const { page } = await newVisitor(browser);
  await logInThroughUi(page, admin.email);
  await page.waitForURL(`${SITE}/admin`);
  return page;
}

/** 20 rows as Spanish Excel saves them (`;`, CRLF, BOM), 3 of them wrong. */
function csvOf(stamp: string): string {
  const surnames = Array.from({ length: 20 }, (_, i) => `Núñez-Ibáñez ${stamp} ${i}`);
  const lines = surnames.map((surname, i) => {
    const email = i === 5 ? 'sin-arroba.example.com' : `csv.${stamp}.${i}@example.com`;
    const plan = i === 9 ? 'vip' : i === 14 ? 'patrocinado_online' : 'online';
    return `${email};Begoña;"${surname}";${plan};"Hospital ""La Fe""; Valencia"`;
  });
  return `\uFEFFemail;nombre;apellidos;plan;empresa\r\n${lines.join('\r\n')}\r\n`;
}

describe('back office: user import', () => {
  it('a CSV of 20 users with 3 bad rows creates exactly 17, with the row errors and the accents intact', async () => {
    const page = await adminPage();
    await page.getByRole('link', { name: esAdmin.nav.userManagement }).click();
    await page.getByRole('tab', { name: esAdmin.userPage.tabs.csv }).click();
    const stamp = Date.now().toString(36);
    const text = csvOf(stamp);
    await page.locator('input[type=file]').setInputFiles({
      name: 'usuarios.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(text, 'utf8'),
    });
    await page.getByText('17 de 20 filas válidas').waitFor();
    for (const line of [7, 11, 16]) {
      await page
        .getByText(new RegExp(`^Fila ${line}:`))
        .first()
        .waitFor();
    }

    await page.getByRole('button', { name: 'Crear 17 usuarios' }).click();
    await page.getByText('17 usuarios creados, 0 con errores, 17 procesados.').waitFor({
      timeout: 60_000,
    });

    await page.getByRole('link', { name: esAdmin.nav.registrations }).click();
    await page.getByRole('searchbox').fill(stamp);
    await page.getByText(`Mostrando 17 de`).waitFor();
    // The grid draws the rows in view: any of them shows the names as the CSV wrote them.
    await page
      .getByText(new RegExp(`Begoña Núñez-Ibáñez ${stamp} \\d+`))
      .first()
      .waitFor();
  });
});
