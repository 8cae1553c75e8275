import { URLS } from '../stack.mjs';

/** The newest 6-digit code mailed to `email` since `since` (ms), read from the mail fake. */
async function latestCode(email, since) {
  for (;;) {
    const res = await fetch(`${URLS.sendgrid}/__fake/messages?to=${encodeURIComponent(email)}`);
    const [newest] = await res.json();
    const code =
      newest && Date.parse(newest.receivedAt) >= since && /\b(\d{6})\b/.exec(newest.text)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Signs `email` in on `page` as a person does (login form, mailed code) and waits for `landing`. */
export async function signIn(page, email, landing) {
  await page.goto(`${URLS.site}/login`);
  await page.getByLabel('Email').fill(email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Solicitar código de acceso' }).click();
  await page.waitForURL(/\/verify\?/);
  await page.getByLabel('Código de verificación').fill(await latestCode(email, since));
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
  await page.waitForURL(`${URLS.site}${landing}`);
}
