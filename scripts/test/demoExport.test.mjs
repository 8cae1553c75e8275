// emulator-data/ is the export `npm start` and `firebase emulators:start --import` load: it must be
// made from the current demo source, with every demo account and the administrator's claim.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { demoSourceHash, EXPORT_DIR, SOURCE_HASH_FILE } from '../demo.mjs';

const source = JSON.parse(readFileSync(new URL('../../demo/seed.json', import.meta.url), 'utf8'));

test('the export is not older than demo/seed.json (else: npm run demo:export)', () => {
  const recorded = readFileSync(join(EXPORT_DIR, SOURCE_HASH_FILE), 'utf8').trim();
  assert.equal(recorded, demoSourceHash());
});

test('the export holds every demo account, the administrator with the admin claim', () => {
  const { users } = JSON.parse(
    readFileSync(join(EXPORT_DIR, 'auth_export', 'accounts.json'), 'utf8'),
  );
  const byUid = new Map(users.map((u) => [u.localId, u]));
  for (const demo of source.users) {
    const account = byUid.get(demo.uid);
    assert.ok(account, `${demo.email} missing`);
    assert.equal(account.email, demo.email);
    const claims = JSON.parse(account.customAttributes || '{}');
    assert.equal(claims.admin === true, demo.admin, `${demo.email} admin claim`);
  }
});
