// `npm run bench:bulk`: imports and mass sends at scale against the local stack. Imports 500 and
// 5,000 users through `bulkCreateUsers` (welcome email on), then mass-sends a notification to 500
// and 5,000 recipients through `sendMassNotification`, each timed from the call until its task
// has finished the job.
// Goals: each 5,000 run ≤ 60 s, and 5,000 taking ≤ 12× the time of 500.
// The last line is the 5,000-recipient mass-send time in seconds.
import { performance } from 'node:perf_hooks';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { adminCaller } from './bench/adminCaller.mjs';
import { importRow } from './bench/importRow.mjs';
import { finishedJob } from './bench/jobs.mjs';
import { seedRecipients } from './bench/recipients.mjs';
import { buildAll, PROJECT_ID, startStack } from './stack.mjs';

const SIZES = [500, 5000];

/**
 * Starts a long action and waits for its task to finish the job, counting the progress updates its
 * job document receives: from the call to the job's summary, as the administrator waits.
 */
async function timed(db, jobId, start) {
  const updates = new Set();
  const unsubscribe = db.doc(`jobs/${jobId}`).onSnapshot((snap) => {
    if (snap.exists) updates.add(snap.data().done);
  });
  const started = performance.now();
  await start();
  const { summary } = await finishedJob(db, jobId);
  const seconds = (performance.now() - started) / 1000;
  unsubscribe();
  return { seconds, result: summary, progressUpdates: updates.size };
}

async function main() {
  buildAll({ web: false });
  const stack = await startStack({ seed: false, hosting: false, emailEvents: false });
  const app = initializeApp({ projectId: PROJECT_ID }, 'bench-bulk');
  const db = getFirestore(app);
  const auth = getAuth(app);
  const figures = {};
  try {
    for (const size of SIZES) {
      // One import a minute per administrator (the bulk creation rate limit): each run has its own.
      const call = await adminCaller(auth, `import${size}`);
      const jobId = `bench-import-${size}-${Date.now()}`;
      const users = Array.from({ length: size }, (_, i) => importRow(`import.${size}`, i));
      const run = await timed(db, jobId, () =>
        call('bulkCreateUsers', { users, sendEmail: true, jobId }),
      );
      figures[`import ${size} rows`] = {
        seconds: run.seconds.toFixed(1),
        outcome: `${run.result.usersCreated} created, ${run.result.usersFailed} failed, ${run.progressUpdates} progress updates`,
      };
    }
    const call = await adminCaller(auth, 'mass');
    const plans = { 500: 'patrocinado_presencial', 5000: 'patrocinado_online' };
    for (const size of SIZES) {
      await seedRecipients(db, { prefix: `mass-${plans[size]}`, count: size, plan: plans[size] });
      const jobId = `bench-mass-${size}-${Date.now()}`;
      const run = await timed(db, jobId, () =>
        call('sendMassNotification', {
          subject: 'Aviso para {{firstName}}',
          title: 'Novedades del curso',
          content: '<p>Hola {{firstName}} {{lastName}}, tu plan es {{planName}}.</p>',
          filters: { plans: [plans[size]], paymentStatuses: ['failed'] },
          jobId,
        }),
      );
      figures[`mass send to ${size}`] = {
        seconds: run.seconds.toFixed(1),
        outcome: `${run.result.emailsSent} sent, ${run.result.emailsFailed} failed, ${run.progressUpdates} progress updates`,
      };
    }
  } finally {
    await stack.stop();
  }
  console.log('\nBulk work against the local stack (goal: 5,000 ≤ 60 s, ≤ 12× the 500 run)');
  console.table(figures);
  const ratio = (large, small) =>
    (Number(figures[large].seconds) / Number(figures[small].seconds)).toFixed(1);
  console.log(
    `import 5,000 / 500: ${ratio('import 5000 rows', 'import 500 rows')}×; ` +
      `mass send 5,000 / 500: ${ratio('mass send to 5000', 'mass send to 500')}×`,
  );
  console.log(`mass send to 5,000: ${figures['mass send to 5000'].seconds} s`);
}

await main();
