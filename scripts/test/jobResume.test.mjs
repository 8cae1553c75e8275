// Long actions survive the loss of the machine that runs them. An import of 1,000 users and a mass
// notification to 2,500 run on their task queues; the Functions emulator (with the Cloud Tasks
// emulator in the same process, so its queue is lost too) is killed while both are mid-way and
// started again; each job is then resumed as the page's "Reanudar" does. Each finishes with one
// account per row and nobody emailed twice.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { adminCaller } from '../bench/adminCaller.mjs';
import { importRow } from '../bench/importRow.mjs';
import { finishedJob } from '../bench/jobs.mjs';
import { seedRecipients } from '../bench/recipients.mjs';
import { buildAll, PROJECT_ID, startFunctionsEmulator, startStack, URLS } from '../stack.mjs';

const IMPORT_ROWS = 1000;
const RECIPIENTS = 2500;
const run = Date.now();

let stack;
let functions;
let db;
let auth;

before(async () => {
  buildAll({ web: false });
  stack = await startStack({ seed: false, hosting: false, functions: false, emailEvents: false });
  functions = await startFunctionsEmulator();
  const app = initializeApp({ projectId: PROJECT_ID }, 'job-resume');
  db = getFirestore(app);
  auth = getAuth(app);
});

after(async () => {
  await functions?.stop();
  await stack?.stop();
});

const messages = async (query) => (await fetch(`${URLS.sendgrid}/__fake/messages?${query}`)).json();

const jobOf = async (jobId) => (await db.doc(`jobs/${jobId}`).get()).data();

async function until(what, check, seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`Gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** How many emails each address received, among the fake's messages. */
function perAddress(found) {
  const counts = new Map();
  for (const message of found) {
    for (const to of message.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

test('an import and a mass notification cut off by a crash finish exactly once', async () => {
  const recipients = await seedRecipients(db, {
    prefix: `resume-${run}`,
    count: RECIPIENTS,
    plan: 'patrocinado_presencial',
  });
  const importer = await adminCaller(auth, `resume-import-${run}`);
  const sender = await adminCaller(auth, `resume-mass-${run}`);
  const importJob = `resume-import-${run}`;
  const massJob = `resume-mass-${run}`;
  // Each request of the mass send takes 2 s at the provider, so the crash finds it mid-way.
  await Promise.all(
    recipients.map((to) =>
      fetch(`${URLS.sendgrid}/__fake/delay?to=${encodeURIComponent(to)}&ms=2000`, {
        method: 'POST',
      }),
    ),
  );

  const users = Array.from({ length: IMPORT_ROWS }, (_, i) => importRow(`resume.${run}`, i));
  assert.deepEqual(
    await importer('bulkCreateUsers', { users, sendEmail: true, jobId: importJob }),
    {
      jobId: importJob,
    },
  );
  assert.deepEqual(
    await sender('sendMassNotification', {
      subject: 'Aviso para {{firstName}}',
      title: 'Novedades del curso',
      content: '<p>Hola {{firstName}}.</p>',
      filters: { plans: ['patrocinado_presencial'], paymentStatuses: ['failed'] },
      jobId: massJob,
    }),
    { jobId: massJob },
  );

  await until('both jobs mid-way', async () => {
    const [imported, sent] = await Promise.all([jobOf(importJob), jobOf(massJob)]);
    return imported?.done >= 200 && sent?.done >= 1000;
  });
  await functions.kill();
  const [importAtKill, massAtKill] = await Promise.all([jobOf(importJob), jobOf(massJob)]);
  console.log(
    `killed with the import at ${importAtKill.done}/${importAtKill.total} rows and the mass ` +
      `notification at ${massAtKill.done}/${massAtKill.total} recipients`,
  );
  assert.ok(importAtKill.done < IMPORT_ROWS && importAtKill.status === 'running');
  assert.ok(massAtKill.done < RECIPIENTS && massAtKill.status === 'running');

  const restarting = Date.now();
  functions = await startFunctionsEmulator();
  console.log(`Functions emulator back in ${((Date.now() - restarting) / 1000).toFixed(1)} s`);
  // The queue died with the emulator: the administrator resumes each job once its lease has
  // lapsed (until then it is refused as still running).
  const resume = (call, jobId) =>
    until(`${jobId} resumed`, () =>
      call('resumeJob', { jobId }).then(
        () => true,
        (error) => {
          if (!String(error).includes('ABORTED')) throw error;
          return false;
        },
      ),
    );
  await Promise.all([resume(importer, importJob), resume(sender, massJob)]);
  console.log(`both resumed ${((Date.now() - restarting) / 1000).toFixed(1)} s after the crash`);
  const [imported, sent] = await Promise.all([
    finishedJob(db, importJob),
    finishedJob(db, massJob),
  ]);

  // The import: every row has exactly one account; nobody got the welcome email twice.
  const found = [];
  for (let start = 0; start < IMPORT_ROWS; start += 100) {
    const page = await auth.getUsers(
      users.slice(start, start + 100).map(({ email }) => ({ email })),
    );
    assert.equal(page.notFound.length, 0);
    found.push(...page.users);
  }
  const uids = new Set(found.map((u) => u.uid));
  assert.equal(uids.size, IMPORT_ROWS);
  const profiles = await db.getAll(...[...uids].map((uid) => db.doc(`profiles/${uid}`)));
  assert.ok(profiles.every((p) => p.exists));
  const welcomes = perAddress(
    (await messages('')).filter((m) => m.to.some((to) => to.startsWith(`resume.${run}.`))),
  );
  const welcomed = users.filter(({ email }) => welcomes.get(email) === 1).length;
  assert.ok(
    [...welcomes.values()].every((count) => count === 1),
    'a welcome email sent twice',
  );
  // A row cut off between claiming its email and the provider's answer is never sent again.
  assert.ok(welcomed >= IMPORT_ROWS - 10, `only ${welcomed} welcomed`);
  assert.equal(imported.summary.usersCreated, IMPORT_ROWS);
  assert.equal(imported.done, IMPORT_ROWS);

  // The mass notification: nobody got it twice; what the outcome counts as sent was delivered.
  const notified = perAddress(await messages(`customArg=job_id:${massJob}`));
  assert.ok(
    [...notified.values()].every((count) => count === 1),
    'a notification sent twice',
  );
  assert.ok(recipients.every((to) => (notified.get(to) ?? 0) <= 1));
  assert.equal(sent.summary.emailsSent + sent.summary.emailsFailed, RECIPIENTS);
  assert.ok(notified.size >= sent.summary.emailsSent);
  // At most the one request in flight at the crash is reported as of unknown delivery.
  assert.ok(sent.summary.emailsFailed <= 1000);
  console.log(
    `after restart: import ${imported.summary.usersCreated} accounts for ${IMPORT_ROWS} rows, ` +
      `${welcomed} welcomed once, none twice; mass notification ${sent.summary.emailsSent} sent, ` +
      `${sent.summary.emailsFailed} of unknown delivery (in flight at the crash), ` +
      `${notified.size} delivered, none twice`,
  );
});
