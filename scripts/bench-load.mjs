// `npm run bench:load`: the attendee side under load against the local stack. 300 registrations
// start at once, each from its own client address: code sent, code read from the mail fake, code
// verified with the registration data, payment created, paid on the Stripe fake (its signed
// webhook grants access). Then one paid event is delivered 20 times at once.
// Prints throughput, p95 latency per callable, failures and 500s; the last line is the number of
// lost or doubled records (goal 0).
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { buildAll, PROJECT_ID, startStack, URLS } from './stack.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 300);
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
  if (body.error) throw new Error(`${name}: ${JSON.stringify(body.error)}`);
  return body.result;
}

async function codeFor(email) {
  for (let i = 0; i < 100; i += 1) {
    const messages = await (
      await fetch(`${URLS.sendgrid}/__fake/messages?to=${encodeURIComponent(email)}`)
    ).json();
    const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code for ${email}`);
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

/** One attendee from sign-up to paid access; answers the email. */
async function attendee(i, run) {
  const email = `carga.${run}.${i}@example.com`;
  const from = { 'X-Forwarded-For': `10.${(i >> 8) & 255}.${i & 255}.${(run % 200) + 1}` };
  await timedCall('sendVerificationCode', { email, isLogin: false }, from);
  const { token } = await timedCall(
    'verifyCode',
    { email, code: await codeFor(email), isLogin: false, userData },
    from,
  );
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
  const { url } = await timedCall(
    'createPayment',
    { plan: 'online' },
    { ...from, Authorization: `Bearer ${signIn.idToken}`, Origin: URLS.site },
  );
  const paid = await slot(() =>
    fetch(`${URLS.stripe}/__fake/sessions/${url.split('/').pop()}/pay`, { method: 'POST' }),
  );
  if (!paid.ok) throw new Error(`pay: ${paid.status}`);
  return email;
}

const p95 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
};

buildAll({ web: false });
const stack = await startStack({
  seed: false,
  hosting: false,
  secrets: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
});
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
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stack.stop();
}
console.log(`\nLost or doubled records: ${lostOrDoubled}`);
