import type { Browser, Page } from 'playwright-core';
import { createAccount, type Account } from '../support/accounts';
import { adminDb } from '../support/admin';
import { launchBrowser, newVisitor } from '../support/browser';
import { logInThroughUi } from '../support/journeys';
import { attachRulesProbe } from '../support/rulesProbe';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await adminDb
    .doc('zoom_sessions/rules-probe')
    .set({ session_title: 'Sesión de prueba', status: 'live' });
  await adminDb.doc('audit_logs/rules-probe').set({ action: 'profile_update' });
});
afterAll(async () => {
  await browser?.close();
});

async function signedInPage(account: Account): Promise<Page> {
  const { page } = await newVisitor(browser);
  await logInThroughUi(page, account.email);
  return page;
}

describe('security rules, tried from the browser', () => {
  it('a pending attendee reads their own profile but no sessions', async () => {
    const pending = await createAccount('curiosa', { plan: 'socio' });
    const probe = await attachRulesProbe(await signedInPage(pending));
    expect(await probe('uid')).toBe(pending.uid);
    expect(await probe('get', `profiles/${pending.uid}`)).toBe('allowed');
    expect(await probe('list', 'zoom_sessions')).toBe('permission-denied');
    expect(await probe('get', 'zoom_sessions/rules-probe')).toBe('permission-denied');
  });

  it('an approved attendee reads sessions but not another profile, the profile list or audit logs', async () => {
    const approved = await createAccount('aprobada', {
      access_status: 'aprobado',
      payment_status: 'completed',
    });
    const other = await createAccount('vecina');
    const probe = await attachRulesProbe(await signedInPage(approved));
    expect(await probe('list', 'zoom_sessions')).toBe('allowed');
    expect(await probe('get', `profiles/${other.uid}`)).toBe('permission-denied');
    expect(await probe('list', 'profiles')).toBe('permission-denied');
    expect(await probe('list', 'audit_logs')).toBe('permission-denied');
    expect(await probe('get', 'audit_logs/rules-probe')).toBe('permission-denied');
    expect(await probe('list', 'verification_codes')).toBe('permission-denied');
  });

  it('no client write to profiles succeeds, not even to its own', async () => {
    const attendee = await createAccount('tramposa', { plan: 'online' });
    const probe = await attachRulesProbe(await signedInPage(attendee));
    expect(await probe('write', `profiles/${attendee.uid}`, { access_status: 'aprobado' })).toBe(
      'permission-denied',
    );
    expect(await probe('write', `profiles/${attendee.uid}`, { payment_status: 'completed' })).toBe(
      'permission-denied',
    );
    const profile = (await adminDb.doc(`profiles/${attendee.uid}`).get()).data();
    expect(profile).toMatchObject({
      access_status: 'pendiente_aprobacion',
      payment_status: 'pending',
    });
  });

  it('the administrator reads every profile and the audit log', async () => {
    const admin = await createAccount('jefa', { admin: true, access_status: 'aprobado' });
    const probe = await attachRulesProbe(await signedInPage(admin));
    expect(await probe('list', 'profiles')).toBe('allowed');
    expect(await probe('list', 'audit_logs')).toBe('allowed');
    expect(await probe('write', `profiles/${admin.uid}`, { access_status: 'rechazado' })).toBe(
      'permission-denied',
    );
  });
});
