import type { ZoomParticipant } from '@curso/common';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../adapters/firebase';
import {
  participantRef,
  sessionByZoomId,
  zoomEventRef,
  zoomSessionRef,
} from '../repositories/zoomSessions';

/** A webhook delivery's body, as far as the course uses it. */
export interface ZoomEvent {
  event: string;
  payload?: {
    plainToken?: string;
    object?: {
      id?: string | number;
      participant?: {
        user_id?: string;
        user_name?: string;
        email?: string;
        id?: string;
        participant_uuid?: string;
        registrant_id?: string;
        join_time?: string;
        leave_time?: string;
      };
    };
  };
}

export type ZoomEventOutcome = 'replay' | 'status' | 'joined' | 'left' | 'ignored';

const STATUS_OF: Record<string, 'live' | 'completed'> = {
  'webinar.started': 'live',
  'meeting.started': 'live',
  'webinar.ended': 'completed',
  'meeting.ended': 'completed',
};

/**
 * One join or leave: the person's connected devices and event list change, and the session's
 * `participant_count` moves by one exactly when the person goes from no device to one or back,
 * in the same transaction, so concurrent deliveries cannot make it drift.
 */
async function applyPresence(
  tx: Transaction,
  sessionId: string,
  event: ZoomEvent,
  joined: boolean,
): Promise<void> {
  const person = event.payload?.object?.participant ?? {};
  const ref = participantRef(sessionId, { email: person.email, userId: person.user_id });
  const current = (await tx.get(ref)).data();
  const device = person.participant_uuid || person.id || person.user_id || 'unknown';
  const at = new Date((joined ? person.join_time : person.leave_time) ?? Date.now());
  const before = current?.devices ?? [];
  const devices = joined
    ? [...new Set([...before, device])]
    : before.filter((connected) => connected !== device);
  const update: Partial<ZoomParticipant> = {
    id: ref.id,
    session_id: sessionId,
    participant_email: person.email?.trim().toLowerCase() ?? current?.participant_email ?? '',
    participant_name: person.user_name ?? current?.participant_name ?? null,
    registrant_id: person.registrant_id || current?.registrant_id || null,
    participant_type: current?.participant_type ?? 'attendee',
    videowall_featured: current?.videowall_featured ?? false,
    devices,
    events: [...(current?.events ?? []), { kind: joined ? 'join' : 'leave', at, device }],
    join_time: current?.join_time ?? (joined ? at : null),
    leave_time: devices.length ? null : at,
    duration_minutes: current?.duration_minutes ?? null,
  };
  tx.set(ref, update as ZoomParticipant, { merge: true });
  const wasIn = before.length > 0;
  const isIn = devices.length > 0;
  if (wasIn !== isIn) {
    tx.update(zoomSessionRef(sessionId), {
      participant_count: FieldValue.increment(isIn ? 1 : -1),
    });
  }
}

/** Applies one verified delivery once: `key` (its body's hash) is recorded with the changes. */
export async function applyZoomEvent(event: ZoomEvent, key: string): Promise<ZoomEventOutcome> {
  const zoomId = event.payload?.object?.id;
  // Resolved outside the transaction: the mapping never changes, and reading the session inside
  // would make every concurrent join wait for the others.
  const session = zoomId === undefined ? null : await sessionByZoomId(String(zoomId));
  return db().runTransaction(async (tx) => {
    const eventRef = zoomEventRef(key);
    if ((await tx.get(eventRef)).exists) return 'replay';
    let outcome: ZoomEventOutcome = 'ignored';
    if (session && STATUS_OF[event.event]) {
      tx.update(zoomSessionRef(session.id), { status: STATUS_OF[event.event] });
      outcome = 'status';
    } else if (session && /\.participant_(joined|left)$/.test(event.event)) {
      const joined = event.event.endsWith('_joined');
      await applyPresence(tx, session.id, event, joined);
      outcome = joined ? 'joined' : 'left';
    }
    tx.set(eventRef, { event: event.event, processed_at: FieldValue.serverTimestamp() });
    return outcome;
  });
}
