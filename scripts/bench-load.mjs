// `npm run bench:load`: the attendee side under load against the local stack. 300 registrations
// start at once, each from its own client address: code sent, code read from the mail fake, code
// verified with the registration data, payment created, paid on the Stripe fake (its signed
// webhook grants access). Then one paid event is delivered 20 times at once. Then, twice, 100 more
// start and the Functions emulator (its own process here) is killed, first when a third of them
// have verified their code, then when a third have paid, and started again; Stripe's retries of
// the webhooks it missed are delivered and every client cut off runs again from the start, as the
// person would. No account, payment or audit entry may be lost or doubled, and no account may be
// left without its profile.
// Prints throughput, p95 latency per callable, failures and 500s; the last line is the number of
// lost or doubled records (goal 0).
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { latestCode } from './bench/mailFake.mjs';
import { buildAll, PROJECT_ID, startFunctionsEmulator, startStack, URLS } from './stack.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 300);
const FAULT_CLIENTS = Number(process.env.BENCH_FAULT_CLIENTS ?? 100);
/** The per-email wait between two codes (VERIFICATION_POLICY), which a person rerunning obeys. */
const RESEND_WAIT_MS = 61_000;
/**
 * Requests in flight at once: every client starts together, but the local Functions emulator on
 * a small machine drops connections beyond a few dozen, which would measure the emulator, not us.
 */
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 24);
let inFlight = 0;
const waiting = [];
async function slot(work) {
  if (inFlight >= IN_FLIGHT) await new Promise((resolve) => waiting.push(resolve));
  inFlight += 1;
  try {
    return await work();
  } finally {
    inFlight -= 1;
    waiting.shift()?.();
  }
}
const WEBHOOK_SECRET = `whsec_bench_${randomBytes(8).toString('hex')}`;
const latencies = new Map();
/** Steps done so far by every client: the fault phases strike when a third have done one. */
const done = { verified: 0, paid: 0 };
const failures = [];
let serverErrors = 0;

async function timedCall(name, data, headers = {}) {
  const { response, ms } = await slot(async () => {
    const started = performance.now();
    const answer = await fetch(`${URLS.functions}/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ data }),
    });
    return { response: answer, ms: performance.now() - started };
  });
  latencies.set(name, [...(latencies.get(name) ?? []), ms]);
  if (response.status >= 500) serverErrors += 1;
  const body = await response.json();
  if (body.error) {
    throw Object.assign(new Error(`${name}: ${JSON.stringify(body.error)}`), {
      refusal: body.error.details?.code,
    });
  }
  return body.result;
}

const userData = {
  plan: 'online',
  firstName: 'Lucía',
  lastName: 'Núñez Ibáñez',
  phoneCountryCode: '+34',
  phone: '',
  specialty: '',
  company: '',
  position: '',
  society: '',
  country: 'ES',
  city: 'Barcelona',
  linkedinUrl: '',
  isLaspghnMember: false,
  acceptsTerms: true,
  acceptsPrivacy: true,
  acceptsSocietyVerification: false,
};

/**
 * One attendee from sign-up to paid access; answers the email. `again`: a person whose first try
 * was cut off starts over, signing in if the account exists and stopping if it is already paid.
 */
async function attendee(i, run, { again = false, batch = 1 } = {}) {
  const email = `carga.${run}.${i}@example.com`;
  // Each client its own address (the per-address limit is per person here), per batch.
  const from = { 'X-Forwarded-For': `10.${(i >> 8) & 255}.${i & 255}.${batch}` };
  let isLogin = false;
  const since = Date.now();
  try {
    await timedCall('sendVerificationCode', { email, isLogin }, from);
  } catch (error) {
    if (!again || error.refusal !== 'account-exists') throw error;
    isLogin = true;
    await timedCall('sendVerificationCode', { email, isLogin }, from);
  }
  const { token } = await timedCall(
    'verifyCode',
    {
      email,
      code: await latestCode(email, { since, timeoutMs: 10_000 }),
      isLogin,
      ...(isLogin ? {} : { userData }),
    },
    from,
  );
  done.verified += 1;
  const signIn = await (
    await fetch(
      `http://${URLS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=any`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token, returnSecureToken: true }),
      },
    )
  ).json();
  let url;
  try {
    ({ url } = await timedCall(
      'createPayment',
      { plan: 'online' },
      { ...from, Authorization: `Bearer ${signIn.idToken}`, Origin: URLS.site },
    ));
  } catch (error) {
    if (again && error.refusal === 'already-paid') return email;
    throw error;
  }
  const paid = await slot(() =>
    fetch(`${URLS.stripe}/__fake/sessions/${url.split('/').pop()}/pay`, { method: 'POST' }),
  );
  if (!paid.ok) throw new Error(`pay: ${paid.status}`);
  done.paid += 1;
  return email;
}

/** How many of the fault phase's emails have an Auth user but no profile. */
async function accountsWithoutProfile(db, auth, run) {
  let count = 0;
  for (let i = 0; i < FAULT_CLIENTS; i += 1) {
    const email = `carga.${run}.${i}@example.com`;
    const user = await auth.getUserByEmail(email).catch(() => null);
    if (user && !(await db.doc(`profiles/${user.uid}`).get()).exists) count += 1;
  }
  return count;
}

/**
 * FAULT_CLIENTS registrations; the Functions emulator is killed when a third have done `step`
 * ('verified': callables in flight; 'paid': Stripe's webhooks missed) and starts again; the
 * webhooks it missed are retried as Stripe does; the cut-off clients run again. Answers the
 * records lost or doubled: for every email, one account, one profile under its uid, paid and
 * approved, one user_creation and one payment_completed audit entry.
 */
async function faultPhase(db, auth, run, step, batch) {
  console.log(
    `\n${FAULT_CLIENTS} more registrations; the Functions emulator is killed when a third have ` +
      `${step === 'paid' ? 'paid' : 'verified their code'}...`,
  );
  const before = done[step];
  // Settled from the start: the clients cut off reject while this waits.
  const firstTry = Promise.allSettled(
    Array.from({ length: FAULT_CLIENTS }, (_, i) => attendee(i, run, { batch })),
  );
  while (done[step] - before < FAULT_CLIENTS / 3) await new Promise((r) => setTimeout(r, 20));
  const atKill = done[step] - before;
  const stopped = performance.now();
  await functions.kill();
  const outcomes = await firstTry;
  const cut = outcomes.flatMap((o, i) => (o.status === 'rejected' ? [i] : []));
  const orphans = await accountsWithoutProfile(db, auth, run);
  functions = await startFunctionsEmulator();
  const downSeconds = (performance.now() - stopped) / 1000;
  // Stripe retries a missed webhook for days; here a few times, seconds apart (a function just
  // started may not answer at once).
  const retried = { retried: 0, delivered: 0 };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const round = await (
      await fetch(`${URLS.stripe}/__fake/events/retry`, { method: 'POST' })
    ).json();
    retried.retried ||= round.retried;
    retried.delivered += round.delivered;
    if (round.delivered === round.retried) break;
    await new Promise((r) => setTimeout(r, 2000));
  }
  console.log(
    `  killed at ${atKill}, back in ${downSeconds.toFixed(1)} s; ${cut.length} clients ` +
      `cut off, ${orphans} of them with an account and no profile; ${retried.delivered} of ` +
      `${retried.retried} missed webhooks delivered on retry`,
  );
  // A person starting over waits for the next code, as the page makes them.
  await new Promise((r) => setTimeout(r, RESEND_WAIT_MS));
  const rerun = await Promise.allSettled(cut.map((i) => attendee(i, run, { again: true, batch })));
  const stillFailing = rerun.filter((o) => o.status === 'rejected');
  for (const failure of stillFailing.slice(0, 5)) {
    console.log(`    ${String(failure.reason).slice(0, 200)}`);
  }

  const undelivered = (await (await fetch(`${URLS.stripe}/__fake/events`)).json()).filter(
    (e) => !(e.response.status >= 200 && e.response.status < 300),
  );
  for (const e of undelivered.slice(0, 3))
    console.log(`    undelivered: ${JSON.stringify(e.response).slice(0, 200)}`);
  let problems = stillFailing.length;
  const report = (email, what) => problems < 6 && console.log(`    ${email}: ${what}`);
  let halfWritten = 0;
  for (let i = 0; i < FAULT_CLIENTS; i += 1) {
    const email = `carga.${run}.${i}@example.com`;
    const user = await auth.getUserByEmail(email).catch(() => null);
    const profiles = await db.collection('profiles').where('email', '==', email).get();
    if (!user || profiles.size !== 1) {
      report(email, `user ${Boolean(user)}, ${profiles.size} profiles`);
      problems += Math.max(1, Math.abs(profiles.size - 1));
      if (user && profiles.size === 0) halfWritten += 1;
      continue;
    }
    const profile = profiles.docs[0];
    if (profile.id !== user.uid) problems += 1;
    if (profile.get('access_status') !== 'aprobado') {
      report(email, `${profile.get('access_status')} / ${profile.get('payment_status')}`);
      problems += 1;
    }
    for (const action of ['user_creation', 'payment_completed']) {
      const audits = await db
        .collection('audit_logs')
        .where('record_id', '==', user.uid)
        .where('action', '==', action)
        .get();
      if (audits.size !== 1) {
        report(email, `${audits.size} ${action} audit entries`);
        problems += Math.abs(audits.size - 1) || 1;
      }
    }
  }
  console.log(
    `  rerun: ${cut.length - stillFailing.length} of ${cut.length} completed; accounts without ` +
      `a profile: ${halfWritten}; records lost or doubled: ${problems}`,
  );
  return problems;
}

const p95 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
};

buildAll({ web: false });
// Functions in a process of their own, which the fault phase stops and starts again. Firestore
// triggers do not run then (see startFunctionsEmulator); this journey needs none.
const stack = await startStack({
  seed: false,
  hosting: false,
  functions: false,
  emailEvents: false,
  secrets: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
});
let functions = await startFunctionsEmulator();
let lostOrDoubled = 0;
try {
  const app = initializeApp({ projectId: PROJECT_ID });
  const db = getFirestore(app);
  const auth = getAuth(app);
  const run = Date.now().toString(36);

  console.log(`\n${CLIENTS} registrations at once (code, verify, payment, webhook)...`);
  const started = performance.now();
  const outcomes = await Promise.allSettled(
    Array.from({ length: CLIENTS }, (_, i) => attendee(i, run)),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const outcome of outcomes) if (outcome.status === 'rejected') failures.push(outcome.reason);
  const emails = outcomes.filter((o) => o.status === 'fulfilled').map((o) => o.value);

  // Every account once, each with one profile that paid and one logged code email.
  let accounts = 0;
  let approved = 0;
  let codeLogs = 0;
  for (const email of emails) {
    const user = await auth.getUserByEmail(email).catch((error) => {
      failures.push(error);
      return null;
    });
    if (!user) continue;
    accounts += 1;
    const profiles = await db.collection('profiles').where('email', '==', email).get();
    if (profiles.size !== 1) lostOrDoubled += Math.abs(profiles.size - 1);
    if (profiles.docs[0]?.get('access_status') === 'aprobado') approved += 1;
    const logs = await db
      .collection('email_logs')
      .where('recipient_email', '==', email)
      .where('email_type', '==', 'verification')
      .get();
    codeLogs += logs.size;
    if (logs.size !== 1) lostOrDoubled += Math.abs(logs.size - 1);
  }
  lostOrDoubled += emails.length - accounts + (emails.length - approved);

  console.log(`  ${emails.length} of ${CLIENTS} completed in ${seconds.toFixed(1)} s`);
  console.log(`  throughput: ${(emails.length / seconds).toFixed(1)} registrations/s`);
  for (const [name, values] of latencies) {
    console.log(`  p95 ${name}: ${p95(values).toFixed(0)} ms (${values.length} calls)`);
  }
  console.log(
    `  accounts: ${accounts}, paid and approved: ${approved}, code emails logged: ${codeLogs}`,
  );
  console.log(`  failed clients: ${failures.length}, answers 500: ${serverErrors}`);
  for (const failure of failures.slice(0, 5)) console.log(`    ${String(failure).slice(0, 200)}`);

  // The same paid event, delivered 20 times at once: one change, one audit entry.
  const events = await (await fetch(`${URLS.stripe}/__fake/events`)).json();
  const sent = events.find((e) => e.event.type === 'checkout.session.completed');
  const uid = sent.event.data.object.metadata.uid;
  await db
    .doc(`profiles/${uid}`)
    .update({ access_status: 'pendiente_aprobacion', payment_status: 'pending' });
  const replayId = `evt_bench_${run}`;
  const payload = JSON.stringify({ ...sent.event, id: replayId });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      fetch(`${URLS.functions}/stripeWebhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body: payload,
      }).then((r) => r.status),
    ),
  );
  const audits = await db
    .collection('audit_logs')
    .where('record_id', '==', uid)
    .where('action', '==', 'payment_completed')
    .get();
  const profile = (await db.doc(`profiles/${uid}`).get()).data();
  console.log(
    `\nOne paid event delivered 20 times at once: answers ${[...new Set(answers)].join('/')}, ` +
      `profile ${profile.access_status} / ${profile.payment_status}, ` +
      `${audits.size} payment_completed audit entries (1 from the first delivery, 1 from the replay)`,
  );
  // The original delivery and the replayed event id each apply once: two entries, never more.
  if (audits.size !== 2) lostOrDoubled += Math.abs(audits.size - 2);
  if (profile.access_status !== 'aprobado') lostOrDoubled += 1;
  serverErrors += answers.filter((s) => s >= 500).length;

  lostOrDoubled += await faultPhase(db, auth, `${run}v`, 'verified', 2);
  lostOrDoubled += await faultPhase(db, auth, `${run}p`, 'paid', 3);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await functions.stop();
  await stack.stop();
}
console.log(`\nLost or doubled records: ${lostOrDoubled}`);
