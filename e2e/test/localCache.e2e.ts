import { es } from '@curso/common';
import type { Browser, Page } from 'playwright-core';
import { createAccount } from '../support/accounts';
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

/**
 * What this browser keeps of Firestore's documents for the site: the records of every object
 * store of Firestore's IndexedDB databases where it caches documents, and whether Firebase Auth
 * still keeps a user.
 */
function storedData(page: Page): Promise<{ documents: number; authUser: boolean }> {
  return page.evaluate(async () => {
    const open = (name: string) =>
      new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const count = (db: IDBDatabase, store: string) =>
      new Promise<number>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    let documents = 0;
    let authUser = false;
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await open(name);
      for (const store of Array.from(db.objectStoreNames)) {
        if (name.startsWith('firestore/') && store.startsWith('remoteDocuments')) {
          documents += await count(db, store);
        }
        if (name === 'firebaseLocalStorageDb') authUser ||= (await count(db, store)) > 0;
      }
      db.close();
    }
    return { documents, authUser };
  });
}

describe("Firestore's local cache", () => {
  it('shows a signed-in page again from the cache, and keeps nothing of the person once they sign out', async () => {
    const person = await createAccount('cache', { access_status: 'aprobado', firstName: 'Irene' });
    const { context, page } = await newVisitor(browser);
    await logInThroughUi(page, person.email);
    await page.waitForURL(`${SITE}/dashboard`);
    const welcome = page.getByRole('heading', {
      name: new RegExp(`${es.dashboard.welcome}, Irene`),
    });
    await welcome.waitFor();
    expect((await storedData(page)).documents).toBeGreaterThan(0);

    // Again, with Firestore unreachable: the page shows what it last read.
    await page.route(`http://${URLS.firestore}/**`, (route) => route.abort());
    await page.reload();
    await welcome.waitFor();
    await page.unroute(`http://${URLS.firestore}/**`);

    await page.getByRole('button', { name: new RegExp(`^${es.dashboard.accountMenu}`) }).click();
    await page.getByRole('menuitem', { name: es.common.signOut }).click();
    await page.waitForURL(`${SITE}/login`);
    await page.getByText(es.session.signedOut).waitFor();
    expect(await storedData(page)).toEqual({ documents: 0, authUser: false });
    await context.close();
  });
});
