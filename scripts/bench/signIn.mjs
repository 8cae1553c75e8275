import { URLS } from '../stack.mjs';
import { latestCode } from './mailFake.mjs';

/** Signs `email` in on `page` as a person does (login form, mailed code) and waits for `landing`. */
export async function signIn(page, email, landing) {
  await page.goto(`${URLS.site}/login`);
  await page.getByLabel('Email').fill(email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Solicitar código de acceso' }).click();
  await page.waitForURL(/\/verify\?/);
  await page.getByLabel('Código de verificación').fill(await latestCode(email, { since }));
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
  await page.waitForURL(`${URLS.site}${landing}`);
}
