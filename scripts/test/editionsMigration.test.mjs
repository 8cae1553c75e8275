// The migration to editions, on a copy of the demo as it was before editions were data: no edition
// documents, and profiles, payments and certificates without an edition. Everything lands in 2025,
// nothing else changes, a record that already names an edition keeps it, and a second run changes
// nothing.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { loadDemoSource } from '../demo.mjs';
import { LEGACY_EDITION, migrateToEditions } from '../migrations/editionsFrom2025.mjs';
import { buildAll, PROJECT_ID, startStack } from '../stack.mjs';

const STAMPED = ['profiles', 'payments', 'certificates'];
/** Registered for the current edition before the migration runs: it must keep its edition. */
const ALREADY_MOVED = 'demo-online-aprobado';

let stack;
let app;
let db;

/** Every document of the stamped collections, by path, with its data. */
async function records() {
  const all = new Map();
  for (const name of STAMPED) {
    for (const doc of (await db.collection(name).get()).docs) all.set(doc.ref.path, doc.data());
  }
  return all;
}

before(async () => {
  // The stack's fakes run from their build, which a fresh clone has yet to make.
  buildAll({ web: false });
  stack = await startStack({ seed: false, hosting: false, functions: false, emailEvents: false });
  await loadDemoSource(PROJECT_ID);
  app = initializeApp({ projectId: PROJECT_ID }, 'editions-migration-test');
  db = getFirestore(app);
  // Back to the data as it was: no editions, no record naming one.
  await db.recursiveDelete(db.collection('editions'));
  await db.collection('site').doc('current_edition').delete();
  const writer = db.bulkWriter();
  for (const name of STAMPED) {
    for (const doc of (await db.collection(name).get()).docs) {
      if (doc.ref.path === `profiles/${ALREADY_MOVED}`) continue;
      void writer.update(doc.ref, { edition_id: FieldValue.delete() });
    }
  }
  await writer.close();
});

after(async () => {
  if (app) await deleteApp(app);
  await stack?.stop();
});

test('moves every record without an edition into 2025 and changes nothing else', async () => {
  const before = await records();
  assert.ok(before.size > 20, 'the demo copy has its profiles and certificates');

  const report = await migrateToEditions(db);

  assert.equal(report.edition, 'created');
  const edition = (await db.doc(`editions/${LEGACY_EDITION}`).get()).data();
  assert.match(edition.title, /2025/);
  assert.equal(edition.state, 'finished');
  const after = await records();
  for (const [path, data] of before) {
    const moved = after.get(path);
    const expected = path === `profiles/${ALREADY_MOVED}` ? data.edition_id : LEGACY_EDITION;
    assert.equal(moved.edition_id, expected, path);
    const { edition_id: _before, ...rest } = data;
    const { edition_id: _after, ...restAfter } = moved;
    assert.deepEqual(restAfter, rest, `${path} keeps its other fields`);
  }
  assert.equal(
    report.profiles.updated,
    [...before.keys()].filter((p) => p.startsWith('profiles/')).length - 1,
  );
  assert.equal(report.certificates.updated, 2);
});

test('run again, it changes nothing', async () => {
  const before = await records();
  const editionBefore = await db.doc(`editions/${LEGACY_EDITION}`).get();

  const report = await migrateToEditions(db);

  assert.equal(report.edition, 'kept');
  for (const name of STAMPED) assert.equal(report[name].updated, 0, name);
  assert.deepEqual(await records(), before);
  const editionAfter = await db.doc(`editions/${LEGACY_EDITION}`).get();
  assert.ok(editionAfter.updateTime.isEqual(editionBefore.updateTime));
});
