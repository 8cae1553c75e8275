import type { ZoomParticipant, ZoomSession } from '@curso/common';
import { db } from '../adapters/firebase';
import { participantRef, zoomSessionRef } from '../repositories/zoomSessions';
import {
  liveParticipantRecords,
  pastParticipants,
  type ZoomParticipantRecord,
} from '../adapters/zoom';

type PresenceEvent = NonNullable<ZoomParticipant['events']>[number];

/**
 * The same join or leave as the webhook recorded it and as Zoom's listing gives it: the two name
 * the device differently, so an event is known by what happened and when.
 */
const keyOf = (event: PresenceEvent) => `${event.kind}|${event.at.getTime()}`;

/** One person's joins and leaves from Zoom's records, one record per join. */
function eventsOf(records: ZoomParticipantRecord[]): PresenceEvent[] {
  return records.flatMap((record, index) => {
    const device = record.id || record.user_id || `record-${index}`;
    const events: PresenceEvent[] = [];
    if (record.join_time) events.push({ kind: 'join', at: new Date(record.join_time), device });
    if (record.leave_time) events.push({ kind: 'leave', at: new Date(record.leave_time), device });
    return events;
  });
}

/**
 * Makes the session's participants what Zoom lists: the live ones while it runs, everyone who
 * attended once it has ended. Each person's events are merged with those the webhook recorded
 * (the same event is kept once), their connected devices and the session's count are Zoom's.
 * Answers how many people were written.
 */
export async function syncParticipants(session: ZoomSession): Promise<number> {
  if (!session.zoom_id || session.status === 'scheduled') return 0;
  const live = session.status === 'live';
  const records = live
    ? await liveParticipantRecords(session.session_type, session.zoom_id)
    : await pastParticipants(session.session_type, session.zoom_id);
  const people = new Map<string, ZoomParticipantRecord[]>();
  for (const record of records) {
    const email = (record.email ?? record.user_email ?? '').trim().toLowerCase();
    const key = email || `zoom-user:${record.user_id ?? record.id}`;
    people.set(key, [...(people.get(key) ?? []), record]);
  }
  let inSession = 0;
  const batch = db().batch();
  for (const [, personRecords] of people) {
    const first = personRecords[0];
    const email = (first.email ?? first.user_email ?? '').trim().toLowerCase();
    const ref = participantRef(session.id, { email, userId: first.user_id ?? first.id });
    const stored = (await ref.get()).data();
    const merged = new Map(
      [...(stored?.events ?? []), ...eventsOf(personRecords)].map((event) => [keyOf(event), event]),
    );
    const events = [...merged.values()].sort((a, b) => a.at.getTime() - b.at.getTime());
    const devices = live
      ? personRecords.filter((r) => !r.leave_time).map((r, i) => r.id || r.user_id || `live-${i}`)
      : [];
    if (devices.length) inSession += 1;
    batch.set(
      ref,
      {
        id: ref.id,
        session_id: session.id,
        participant_email: email,
        participant_name: first.user_name ?? first.name ?? stored?.participant_name ?? null,
        registrant_id: first.registrant_id ?? stored?.registrant_id ?? null,
        participant_type: stored?.participant_type ?? 'attendee',
        videowall_featured: stored?.videowall_featured ?? false,
        devices,
        events,
        join_time: events.find((e) => e.kind === 'join')?.at ?? null,
        leave_time: devices.length
          ? null
          : (events.filter((e) => e.kind === 'leave').at(-1)?.at ?? null),
        duration_minutes: stored?.duration_minutes ?? null,
      } as ZoomParticipant,
      { merge: true },
    );
  }
  batch.update(zoomSessionRef(session.id), { participant_count: inSession });
  await batch.commit();
  return people.size;
}
