// `npm run bench:reads`: what an approved attendee's live-sessions page costs in Firestore reads
// over an hour with live sessions and participant churn, against the seed app's polling design on
// the same data timeline. The listener side is measured on the client, from the Listen streams the
// page receives, as Firestore bills them (bench/listenReads.mjs); the polling side is counted from
// the same timeline with the seed app's intervals: live sessions every 30 s, each live session's
// participants every 30 s, their exact count every 10 s, the other lists once.
//
// The hour is compressed: each simulated minute of churn is applied in `--step-ms` real time. The
// page's own timers (countdown, tab re-classification) make no reads, so compressing time does not
// change what the listener design costs.
//
// Options: --minutes N (default 60), --step-ms N (default 1000), --use-running-stack (reuse
// `npm start`'s stack), --json (print one JSON line instead of the table).
import { createHash } from 'node:crypto';
import chromiumLauncher from './chromium.cjs';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, FieldValue } from 'firebase-admin/firestore';
import { billedReads, captureListenStreams } from './bench/listenReads.mjs';
import { signIn } from './bench/signIn.mjs';
import { buildAll, startStack, URLS, PROJECT_ID } from './stack.mjs';
import { demoCurrentEditionId } from './demo.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const MINUTES = option('minutes', 60);
const STEP_MS = option('step-ms', 1000);
const REUSE = args.includes('--use-running-stack');
const JSON_OUT = args.includes('--json');

/** A small deterministic generator, so every run replays the same churn. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

/** The data timeline both designs are measured on. */
function buildTimeline(minutes) {
  const rnd = random(7);
  const sessions = [
    { id: 'bench-live-1', status: 'live', startMin: -30, participants: 40 },
    { id: 'bench-live-2', status: 'live', startMin: -10, participants: 25 },
    { id: 'bench-next-1', status: 'scheduled', startMin: 20, participants: 0 },
    { id: 'bench-next-2', status: 'scheduled', startMin: 90, participants: 0 },
    { id: 'bench-next-3', status: 'scheduled', startMin: 150, participants: 0 },
    { id: 'bench-next-4', status: 'scheduled', startMin: 210, participants: 0 },
    { id: 'bench-past-1', status: 'completed', startMin: -300, participants: 60 },
    { id: 'bench-past-2', status: 'completed', startMin: -200, participants: 55 },
  ];
  const events = [];
  for (let minute = 0; minute < minutes; minute += 1) {
    if (minute === 20) events.push({ minute, kind: 'status', id: 'bench-next-1', status: 'live' });
    if (minute === 40)
      events.push({ minute, kind: 'status', id: 'bench-live-1', status: 'completed' });
    // Two participant events a minute: people joining and leaving the sessions that are live.
    for (let n = 0; n < 2; n += 1) {
      events.push({ minute, kind: rnd() < 0.6 ? 'join' : 'leave', pick: rnd() });
    }
    if (minute % 10 === 5) events.push({ minute, kind: 'feature', pick: rnd() });
  }
  return { sessions, events };
}

/** Applies the timeline to a model of the data; both designs read this model's states. */
class Model {
  constructor(sessions) {
    this.sessions = new Map(
      sessions.map((s) => [
        s.id,
        {
          ...s,
          people: Array.from({ length: s.participants }, (_, i) => ({
            email: `${s.id}-p${i}@example.com`,
            featured: i < 6,
          })),
        },
      ]),
    );
    this.joined = 0;
  }
  live() {
    return [...this.sessions.values()].filter((s) => s.status === 'live');
  }
  /** Returns the Firestore writes this event causes (as the functions would make them). */
  apply(event) {
    const live = this.live();
    if (event.kind === 'status') {
      this.sessions.get(event.id).status = event.status;
      return [{ session: event.id, fields: { status: event.status } }];
    }
    if (!live.length) return [];
    const session = live[Math.floor(event.pick * live.length)];
    if (event.kind === 'join') {
      this.joined += 1;
      const person = { email: `bench-new-${this.joined}@example.com`, featured: false };
      session.people.push(person);
      return [
        { session: session.id, participant: person },
        { session: session.id, fields: { participant_count: session.people.length } },
      ];
    }
    if (event.kind === 'leave' && session.people.length) {
      const [person] = session.people.splice(Math.floor(event.pick * session.people.length), 1);
      return [
        { session: session.id, removeParticipant: person },
        { session: session.id, fields: { participant_count: session.people.length } },
      ];
    }
    if (event.kind === 'feature' && session.people.length) {
      const person = session.people[Math.floor(event.pick * session.people.length)];
      person.featured = !person.featured;
      return [{ session: session.id, participant: person }];
    }
    return [];
  }
}

/** The seed app's polling reads over the same timeline (minimum one read per query). */
function pollingReads({ sessions, events }, minutes) {
  const model = new Model(sessions);
  const q = (n) => Math.max(1, n);
  const live = () => model.live();
  // Once at open: the profile, all sessions, upcoming, past, each live session's featured list.
  let reads = 1 + sessions.length;
  reads += q(sessions.filter((s) => s.status === 'scheduled').length);
  reads += q(sessions.filter((s) => s.status === 'completed').length);
  reads += live().reduce((sum, s) => sum + q(s.people.filter((p) => p.featured).length), 0);
  let next = 0;
  for (let second = 1; second <= minutes * 60; second += 1) {
    while (next < events.length && events[next].minute * 60 < second) model.apply(events[next++]);
    if (second % 30 === 0) {
      reads += q(live().length);
      reads += live().reduce((sum, s) => sum + q(s.people.length), 0);
    }
    if (second % 10 === 0) reads += live().length;
  }
  return reads;
}

/** Participants are keyed by a hash of their email, as the functions key them. */
const participantId = (email) => createHash('sha256').update(email).digest('hex').slice(0, 32);

async function writeTimelineStart(db, sessions, now) {
  const batch = db.batch();
  const model = new Model(sessions);
  for (const s of model.sessions.values()) {
    const start = Timestamp.fromMillis(now + s.startMin * 60_000);
    const end = Timestamp.fromMillis(now + (s.startMin + 90) * 60_000);
    batch.set(db.doc(`zoom_sessions/${s.id}`), {
      session_title: `Sesión ${s.id}`,
      session_description: 'Sesión del banco de pruebas de lecturas.',
      session_type: 'webinar',
      status: s.status,
      start_time: start,
      end_time: end,
      join_url: `https://zoom.example.com/j/${s.id}`,
      registration_url: `https://zoom.example.com/r/${s.id}`,
      max_participants: 500,
      participant_count: s.people.length,
    });
    for (const p of s.people) {
      batch.set(db.doc(`zoom_sessions/${s.id}/participants/${participantId(p.email)}`), {
        session_id: s.id,
        participant_email: p.email,
        participant_type: 'attendee',
        join_time: start,
        leave_time: null,
        duration_minutes: null,
        videowall_featured: p.featured,
      });
    }
  }
  await batch.commit();
}

async function applyWrites(db, writes) {
  const batch = db.batch();
  for (const w of writes) {
    const session = db.doc(`zoom_sessions/${w.session}`);
    if (w.fields) batch.update(session, w.fields);
    if (w.participant) {
      batch.set(
        session.collection('participants').doc(participantId(w.participant.email)),
        {
          session_id: w.session,
          participant_email: w.participant.email,
          participant_type: 'attendee',
          join_time: FieldValue.serverTimestamp(),
          leave_time: null,
          duration_minutes: null,
          videowall_featured: w.participant.featured,
        },
        { merge: true },
      );
    }
    if (w.removeParticipant) {
      batch.delete(
        session.collection('participants').doc(participantId(w.removeParticipant.email)),
      );
    }
  }
  if (writes.length) await batch.commit();
}

async function main() {
  let stack;
  if (!REUSE) {
    buildAll();
    stack = await startStack({ seed: false, emailEvents: false });
  }
  process.env.FIRESTORE_EMULATOR_HOST = URLS.firestore;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = URLS.auth;
  const app = initializeApp({ projectId: PROJECT_ID }, 'bench');
  const db = getFirestore(app);
  const auth = getAuth(app);
  const browser = await chromiumLauncher.launchChromium();
  try {
    const timeline = buildTimeline(MINUTES);
    await writeTimelineStart(db, timeline.sessions, Date.now());
    const email = `bench.${Date.now()}@example.com`;
    const user = await auth.createUser({ email, emailVerified: true });
    await db.doc(`profiles/${user.uid}`).set({
      edition_id: demoCurrentEditionId(),
      email,
      first_name: 'Banco',
      last_name: 'Pruebas',
      plan_name: 'online',
      access_status: 'aprobado',
      payment_status: 'completed',
      archived_at: null,
      email_notifications: true,
      created_at: Timestamp.now(),
      updated_at: Timestamp.now(),
    });

    const page = await (await browser.newContext({ locale: 'es-ES' })).newPage();
    await signIn(page, email, '/dashboard');
    // Counted from here: the live-sessions page opened in a fresh document.
    await page.addInitScript(captureListenStreams);
    await page.goto(`${URLS.site}/dashboard/live`);
    await page.getByText(`Sesión bench-live-1`).first().waitFor();

    const model = new Model(timeline.sessions);
    for (let minute = 0; minute < MINUTES; minute += 1) {
      const writes = timeline.events
        .filter((e) => e.minute === minute)
        .flatMap((e) => model.apply(e));
      await applyWrites(db, writes);
      await new Promise((r) => setTimeout(r, STEP_MS));
    }
    await new Promise((r) => setTimeout(r, 1500));
    const streams = await page.evaluate(() => window.__listenStreams);
    const listener = billedReads(streams);
    const polling = pollingReads(timeline, MINUTES);
    const ratio = listener / polling;
    if (JSON_OUT) {
      console.log(JSON.stringify({ minutes: MINUTES, listener, polling, ratio }));
    } else {
      console.log(
        `\nDocument reads of one attendee on the live-sessions page, ${MINUTES} simulated minutes`,
      );
      console.table({
        'listeners (this app, measured)': { reads: listener },
        'polling (seed design, same data)': { reads: polling },
      });
      console.log(`ratio: ${ratio.toFixed(4)} (1/${Math.round(1 / ratio)}; goal ≤ 1/20)`);
    }
  } finally {
    await browser.close();
    await stack?.stop();
  }
}

await main();
