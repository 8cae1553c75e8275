// The demo's webinars on the local Zoom fake. The fake starts empty, so each `npm start` creates
// the demo's sessions on it through Zoom's REST API (as `createZoomWebinar` does), registers the
// approved attendees (their personal links), starts the live session and has two attendees and a
// speaker join it: every join reaches the functions as Zoom's signed webhook.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

/** Who is in the live session when the demo opens, and whether the videowall shows them. */
const LIVE_GUESTS = [
  { email: 'luis.online@example.com', featured: true },
  { email: 'carmen.presencial@example.com', featured: false },
  { name: 'Ponente invitada', email: 'ponente@example.com', featured: true, panelist: true },
];

function zoomClient(baseUrl, credentials) {
  let token;
  const call = async (method, path, body) => {
    token ??= await fetch(`${baseUrl}/oauth/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'account_credentials',
        account_id: credentials.accountId,
      }),
    })
      .then((r) => r.json())
      .then((b) => b.access_token);
    const response = await fetch(`${baseUrl}/v2${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`Zoom fake ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  return call;
}

const minutesBetween = (a, b) => Math.round((b.toMillis() - a.toMillis()) / 60_000);

/**
 * Puts the demo's sessions on the Zoom fake (`zoom` is the running fake) and writes back their
 * Zoom ids and links; scheduled and live ones get every approved, active attendee as registrant.
 */
export async function linkDemoSessions(projectId, zoom, credentials) {
  const app = initializeApp({ projectId }, `demo-zoom-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const call = zoomClient(zoom.url, credentials);
    const approved = (
      await db.collection('profiles').where('access_status', '==', 'aprobado').get()
    ).docs.filter((p) => !p.get('archived_at'));
    const sessions = (await db.collection('zoom_sessions').get()).docs;
    for (const doc of sessions) {
      const s = doc.data();
      const kind = s.session_type;
      const created = await call('POST', `/users/me/${kind}s`, {
        topic: s.session_title,
        agenda: s.session_description ?? '',
        type: kind === 'webinar' ? 5 : 2,
        start_time: s.start_time.toDate().toISOString(),
        duration: minutesBetween(s.start_time, s.end_time),
        timezone: 'Europe/Madrid',
        settings: { approval_type: 0, registration_type: 1, registrants_email_notification: false },
      });
      await doc.ref.update({
        zoom_id: String(created.id),
        join_url: created.join_url,
        registration_url: created.registration_url ?? null,
      });
      if (s.status === 'completed') continue;
      const registrantOf = new Map();
      for (const person of approved) {
        const registrant = await call('POST', `/${kind}s/${created.id}/registrants`, {
          email: person.get('email'),
          first_name: person.get('first_name'),
          last_name: person.get('last_name'),
        });
        await doc.ref
          .collection('registrants')
          .doc(person.id)
          .set({
            uid: person.id,
            email: person.get('email'),
            registrant_id: registrant.registrant_id,
            join_url: registrant.join_url,
            registered_at: FieldValue.serverTimestamp(),
          });
        registrantOf.set(person.get('email'), registrant.registrant_id);
      }
      if (s.status !== 'live') continue;
      await zoom.start(kind, created.id);
      for (const guest of LIVE_GUESTS) {
        const registrantId = registrantOf.get(guest.email);
        await zoom.join(
          kind,
          created.id,
          registrantId ? { registrant_id: registrantId } : { name: guest.name, email: guest.email },
        );
      }
      // The webhook has written each participant by now (the fake waits for its answer).
      const people = await doc.ref.collection('participants').get();
      for (const participant of people.docs) {
        const guest = LIVE_GUESTS.find((g) => g.email === participant.get('participant_email'));
        await participant.ref.update({
          videowall_featured: Boolean(guest?.featured),
          participant_type: guest?.panelist ? 'panelist' : 'attendee',
        });
      }
    }
    return sessions.length;
  } finally {
    await deleteApp(app);
  }
}
