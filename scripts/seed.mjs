// Loads emulator-data/seed.json into a running local stack through firebase-admin, so the same
// seed works with the project's local Firestore and with the official emulator.
// Values: {"$timestamp": ISO} is a fixed date; {"$minutesFromNow": n} is relative to the load time,
// so "live" and "upcoming" sessions stay live and upcoming whenever the demo is started.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';

const seedFile = fileURLToPath(new URL('../emulator-data/seed.json', import.meta.url));

function revive(value, now) {
  if (Array.isArray(value)) return value.map((v) => revive(v, now));
  if (value && typeof value === 'object') {
    if ('$timestamp' in value) return Timestamp.fromDate(new Date(value.$timestamp));
    if ('$minutesFromNow' in value)
      return Timestamp.fromMillis(now + value.$minutesFromNow * 60_000);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v, now)]));
  }
  return value;
}

/** Creates the demo accounts (with the admin claim) and documents; returns the demo logins. */
export async function seed(projectId = 'demo-curso-eii') {
  const data = JSON.parse(readFileSync(seedFile, 'utf8'));
  const app = initializeApp({ projectId }, `seed-${Date.now()}`);
  try {
    const auth = getAuth(app);
    for (const user of data.users) {
      await auth.deleteUser(user.uid).catch(() => undefined);
      await auth.createUser({
        uid: user.uid,
        email: user.email,
        emailVerified: true,
        displayName: user.displayName,
      });
      if (user.admin) await auth.setCustomUserClaims(user.uid, { admin: true });
    }
    const db = getFirestore(app);
    const now = Date.now();
    const batch = db.batch();
    for (const [path, fields] of Object.entries(data.documents)) {
      batch.set(db.doc(path), revive(fields, now));
    }
    await batch.commit();
    return data.users.map((u) => ({
      email: u.email,
      role: u.admin ? 'admin' : data.documents[`profiles/${u.uid}`]?.plan_name,
      state: describe(data.documents[`profiles/${u.uid}`]),
    }));
  } finally {
    await deleteApp(app);
  }
}

function describe(profile) {
  if (!profile) return '';
  if (profile.archived_at) return 'archivado';
  return `${profile.access_status} / ${profile.payment_status}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  const logins = await seed();
  console.table(logins);
}
