import type { LiveParticipant } from '@curso/common';
import { Refusal } from '../lib/errors';
import { logger } from '../lib/logging';
import {
  ZOOM_ACCOUNT_ID,
  ZOOM_API_BASE_URL,
  ZOOM_CLIENT_ID,
  ZOOM_CLIENT_SECRET,
  ZOOM_HOST_USER,
  ZOOM_OAUTH_BASE_URL,
} from '../lib/params';

/** A webinar, or a meeting for sessions that need everyone on camera. */
export type ZoomKind = 'webinar' | 'meeting';

/** What Zoom answered when it refused a call. */
export class ZoomError extends Error {
  constructor(
    readonly status: number,
    readonly zoomCode: number | null,
    message: string,
  ) {
    super(`Zoom ${status}${zoomCode ? ` (${zoomCode})` : ''}: ${message}`);
  }
}

/**
 * Runs Zoom calls for a callable: a refusal of ours passes through, anything Zoom (or the network)
 * throws is logged and answered as the catalogue's "Zoom did not answer".
 */
export async function onZoom<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal) throw error;
    logger.error('Zoom call failed', { error: String(error) });
    throw new Refusal('zoom-failed', 'unavailable');
  }
}

/** Renewed this long before Zoom says it expires, so no call carries a token about to lapse. */
const TOKEN_MARGIN_MS = 60_000;
let cached: { token: string; expiresAt: number } | null = null;

/**
 * A Server-to-Server OAuth access token (grant `account_credentials`), reused until it nearly
 * expires: Zoom limits how often tokens may be requested.
 */
async function accessToken(): Promise<string> {
  if (cached && cached.expiresAt > Date.now()) return cached.token;
  const basic = Buffer.from(`${ZOOM_CLIENT_ID.value()}:${ZOOM_CLIENT_SECRET.value()}`).toString(
    'base64',
  );
  // The grant goes in a form body: Zoom has started refusing it in the query string.
  const response = await fetch(new URL('/oauth/token', ZOOM_OAUTH_BASE_URL.value()), {
    method: 'POST',
    headers: {
      Authorization: `Basic ${basic}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'account_credentials',
      account_id: ZOOM_ACCOUNT_ID.value(),
    }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    access_token?: string;
    expires_in?: number;
    reason?: string;
  };
  if (!response.ok || !body.access_token) {
    throw new ZoomError(response.status, null, body.reason ?? 'token refused');
  }
  cached = {
    token: body.access_token,
    expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 - TOKEN_MARGIN_MS,
  };
  return cached.token;
}

/** One call to the REST API v2; a 401 (token revoked early) is retried once with a new token. */
async function zoom<T>(method: string, path: string, body?: unknown, retried = false): Promise<T> {
  const response = await fetch(new URL(`/v2${path}`, ZOOM_API_BASE_URL.value()), {
    method,
    headers: {
      Authorization: `Bearer ${await accessToken()}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 401 && !retried) {
    cached = null;
    return zoom<T>(method, path, body, true);
  }
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as T & { code?: number; message?: string }) : ({} as T);
  if (!response.ok) {
    const error = parsed as { code?: number; message?: string };
    throw new ZoomError(response.status, error.code ?? null, error.message ?? response.statusText);
  }
  return parsed;
}

/** What Zoom is told of a session: its topic, agenda and times. */
export interface ZoomSchedule {
  topic: string;
  agenda: string;
  start: Date;
  end: Date;
}

/** Zoom schedules in whole minutes. */
const durationMinutes = ({ start, end }: ZoomSchedule) =>
  Math.round((end.getTime() - start.getTime()) / 60_000);

export interface CreatedWebinar {
  id: number;
  join_url: string;
  registration_url?: string;
  start_url: string;
}

/**
 * Creates a scheduled webinar (type 5) or meeting (type 2) for the host user, with registration
 * so each attendee gets a personal join link. Registrants are approved automatically (approval
 * type 0) and Zoom sends them no email: the course emails its attendees itself.
 */
export function createWebinar(kind: ZoomKind, session: ZoomSchedule): Promise<CreatedWebinar> {
  return zoom<CreatedWebinar>(
    'POST',
    `/users/${encodeURIComponent(ZOOM_HOST_USER.value())}/${kind}s`,
    {
      topic: session.topic,
      agenda: session.agenda,
      type: kind === 'webinar' ? 5 : 2,
      start_time: session.start.toISOString(),
      duration: durationMinutes(session),
      timezone: 'Europe/Madrid',
      settings: { approval_type: 0, registration_type: 1, registrants_email_notification: false },
    },
  );
}

export function updateWebinar(kind: ZoomKind, id: string, session: ZoomSchedule): Promise<unknown> {
  return zoom('PATCH', `/${kind}s/${id}`, {
    topic: session.topic,
    agenda: session.agenda,
    start_time: session.start.toISOString(),
    duration: durationMinutes(session),
    timezone: 'Europe/Madrid',
  });
}

/** Ends a running webinar or meeting for everyone. */
export function endWebinar(kind: ZoomKind, id: string): Promise<unknown> {
  return zoom('PUT', `/${kind}s/${id}/status`, { action: 'end' });
}

export interface Registrant {
  registrant_id: string;
  join_url: string;
}

/** Registers one attendee: Zoom answers their personal join link (the same again for the same email). */
export function addRegistrant(
  kind: ZoomKind,
  id: string,
  person: { email: string; first_name: string; last_name: string },
): Promise<Registrant> {
  return zoom<Registrant>('POST', `/${kind}s/${id}/registrants`, person);
}

/** Cancels a registration: the personal link stops working. */
export function cancelRegistrant(
  kind: ZoomKind,
  id: string,
  registrant: { id: string; email: string },
): Promise<unknown> {
  return zoom('PUT', `/${kind}s/${id}/registrants/status`, {
    action: 'cancel',
    registrants: [registrant],
  });
}

/** A participant as the metrics (live) and report (past) APIs list them. */
export interface ZoomParticipantRecord {
  id?: string;
  user_id?: string;
  registrant_id?: string;
  name?: string;
  user_name?: string;
  email?: string;
  user_email?: string;
  join_time?: string;
  leave_time?: string;
  duration?: number;
}

/** Every page of a listing, following `next_page_token` until Zoom answers an empty one. */
async function allPages(path: string): Promise<ZoomParticipantRecord[]> {
  const people: ZoomParticipantRecord[] = [];
  let token = '';
  do {
    const separator = path.includes('?') ? '&' : '?';
    const page = await zoom<{ participants?: ZoomParticipantRecord[]; next_page_token?: string }>(
      'GET',
      `${path}${separator}page_size=300${token ? `&next_page_token=${encodeURIComponent(token)}` : ''}`,
    );
    people.push(...(page.participants ?? []));
    token = page.next_page_token ?? '';
  } while (token);
  return people;
}

/** Who is in a running webinar now (Dashboard metrics API). */
export function liveParticipantRecords(
  kind: ZoomKind,
  id: string,
): Promise<ZoomParticipantRecord[]> {
  return allPages(`/metrics/${kind}s/${id}/participants?type=live`);
}

/** Who is in a running webinar now, as the sessions page lists them. */
export async function liveParticipants(kind: ZoomKind, id: string): Promise<LiveParticipant[]> {
  const people = await liveParticipantRecords(kind, id);
  return people.map((p) => ({
    name: p.user_name ?? p.name ?? '',
    email: p.email ?? p.user_email ?? null,
    joinTime: p.join_time ?? null,
  }));
}

/** Who attended a finished webinar, one record per join (report API). */
export function pastParticipants(kind: ZoomKind, id: string): Promise<ZoomParticipantRecord[]> {
  return allPages(`/report/${kind}s/${id}/participants`);
}
