// Moves the records made before the course's editions were data into edition 2025, the course held
// on 7 November 2025: creates `editions/2025` if it is missing, and gives an `edition_id` of 2025 to
// every profile, payment and certificate that has none. Email logs, audit entries, jobs and webinars
// need nothing: they belong to the edition that was current when they were made.
//
// It never overwrites: a record that has an edition keeps it, an existing `editions/2025` is kept,
// and a record changed while the run reads it is left for the next run. Running it again does
// nothing more than finish what a previous run left.
//
//   node scripts/migrations/editionsFrom2025.mjs --project <project-id>
//
// against the project with the application default credentials, or against the emulators when
// FIRESTORE_EMULATOR_HOST is set. It prints what it changed.
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { editionDocuments } from '../demo.mjs';

export const LEGACY_EDITION = '2025';
const WITH_EDITION = ['profiles', 'payments', 'certificates'];
/** Firestore's answers to creating a document that exists, and to a failed precondition. */
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;

/** `editions/2025` as it was held: the edition the demo's `demo/editions.json` records. */
const legacyEdition = () => editionDocuments()[`editions/${LEGACY_EDITION}`];

async function createEdition(db) {
  try {
    await db.doc(`editions/${LEGACY_EDITION}`).create(legacyEdition());
    return 'created';
  } catch (error) {
    if (error.code === ALREADY_EXISTS) return 'kept';
    throw error;
  }
}

/** Gives the legacy edition to a collection's records without one; answers how many changed. */
async function stampCollection(db, name) {
  const found = await db.collection(name).get();
  const writer = db.bulkWriter();
  const outcome = { updated: 0, skipped: 0 };
  writer.onWriteError((error) => {
    if (error.code === FAILED_PRECONDITION) outcome.skipped += 1;
    return false;
  });
  for (const doc of found.docs) {
    if (doc.get('edition_id') !== undefined) continue;
    // Only if unchanged since read: a record written meanwhile is taken by the next run.
    writer.update(doc.ref, { edition_id: LEGACY_EDITION }, { lastUpdateTime: doc.updateTime }).then(
      () => (outcome.updated += 1),
      () => undefined,
    );
  }
  await writer.close();
  return outcome;
}

/** The migration, on any Firestore database; answers what it did per collection. */
export async function migrateToEditions(db) {
  const report = { edition: await createEdition(db) };
  for (const name of WITH_EDITION) report[name] = await stampCollection(db, name);
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--project');
  const projectId = at > 0 ? process.argv[at + 1] : process.env.GCLOUD_PROJECT;
  if (!projectId) {
    console.error('Usage: node scripts/migrations/editionsFrom2025.mjs --project <project-id>');
    process.exit(1);
  }
  const app = initializeApp({ projectId }, 'editions-migration');
  try {
    console.log(JSON.stringify(await migrateToEditions(getFirestore(app)), null, 2));
  } finally {
    await deleteApp(app);
  }
}
