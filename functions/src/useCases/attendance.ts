import {
  matchesAttendee,
  normalEmail,
  sessionAttendance,
  type Edition,
  type ZoomParticipant,
  type ZoomSession,
} from '@curso/common';
import { FieldValue } from 'firebase-admin/firestore';
import { inBatches } from '../lib/batches';
import { accreditationRef } from '../repositories/accreditation';
import { profilesRef } from '../repositories/profiles';
import { participantsRef, registrantsRef, zoomSessionRef } from '../repositories/zoomSessions';

/** Participants whose attendance is computed at once when a whole session is recomputed. */
const CONCURRENCY = 10;

/**
 * The attendee a participant record belongs to, by the shared matching rule: the one registered
 * under its registrant id (their personal link), else the one whose profile has its email. Null
 * for a guest.
 */
async function ownerOf(sessionId: string, participant: ZoomParticipant): Promise<string | null> {
  const seen = { registrant_id: participant.registrant_id, email: participant.participant_email };
  if (participant.registrant_id) {
    const [registered] = (
      await registrantsRef(sessionId)
        .where('registrant_id', '==', participant.registrant_id)
        .limit(1)
        .get()
    ).docs;
    const candidate = registered?.data() as { registrant_id: string; email: string } | undefined;
    if (
      candidate &&
      matchesAttendee(seen, { registrantIds: [candidate.registrant_id], email: candidate.email })
    ) {
      return registered.id;
    }
  }
  const email = normalEmail(participant.participant_email);
  if (!email) return null;
  const [profile] = (await profilesRef().where('email', '==', email).limit(1).get()).docs;
  return profile && matchesAttendee(seen, { registrantIds: [], email: profile.data().email })
    ? profile.id
    : null;
}

/**
 * Writes one participant's attendance to the session into their accreditation record: minutes in
 * the scheduled window and whether the session counts (by the edition's share of it). Answers the
 * attendee's uid, or null when the participant is nobody registered.
 */
export async function recordAttendance(
  session: ZoomSession,
  participant: ZoomParticipant,
  edition: Edition,
  now = new Date(),
): Promise<string | null> {
  const uid = await ownerOf(session.id, participant);
  if (!uid) return null;
  const figures = sessionAttendance(
    session,
    participant.events ?? [],
    now,
    edition.accreditation.attendanceShare,
  );
  await accreditationRef(uid).set(
    {
      email: participant.participant_email,
      sessions: {
        [session.id]: {
          session_title: session.session_title,
          kind: session.programme_kind ?? null,
          minutes: figures.minutes,
          scheduled_minutes: figures.scheduledMinutes,
          counted: figures.counted,
          live: session.status === 'live',
        },
      },
      updated_at: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
  return uid;
}

/** One participant's attendance, read afresh (a trigger's snapshot may be older than the data). */
export async function recordParticipantAttendance(
  sessionId: string,
  participantId: string,
  edition: Edition,
): Promise<string | null> {
  const [session, participant] = await Promise.all([
    zoomSessionRef(sessionId).get(),
    participantsRef(sessionId).doc(participantId).get(),
  ]);
  const [sessionData, participantData] = [session.data(), participant.data()];
  if (!sessionData || !participantData) return null;
  return recordAttendance(sessionData, participantData, edition);
}

/** Every participant's attendance to a session, after its schedule, kind or status changed. */
export async function recordSessionAttendance(
  sessionId: string,
  edition: Edition,
): Promise<number> {
  const session = (await zoomSessionRef(sessionId).get()).data();
  if (!session) return 0;
  const participants = (await participantsRef(sessionId).get()).docs.map((doc) => doc.data());
  const now = new Date();
  const owners = await inBatches(
    participants,
    CONCURRENCY,
    (participant) => recordAttendance(session, participant, edition, now),
    async () => undefined,
  );
  return owners.filter(Boolean).length;
}
