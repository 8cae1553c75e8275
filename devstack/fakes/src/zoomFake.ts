import { createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  escapeHtml,
  listen,
  router,
  sendHtml,
  sendJson,
  type Route,
  type RouteContext,
  type RunningFake,
} from './http';

export interface ZoomFakeOptions {
  /** Default 0: a free port (the local stack passes its own). */
  port?: number;
  host?: string;
  /** The Server-to-Server OAuth app's credentials the fake accepts. */
  accountId?: string;
  clientId?: string;
  clientSecret?: string;
  /** The host the API's `me` stands for. */
  hostEmail?: string;
  /** Where events are POSTed; without one they are only recorded. */
  webhookUrl?: string;
  /** The app's "Secret Token": signs events and answers `endpoint.url_validation`. */
  webhookSecretToken: string;
}

export type ZoomKind = 'webinar' | 'meeting';

/** A registrant as Zoom lists it (`GET /webinars/{id}/registrants`). */
export interface FakeZoomRegistrant {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  status: 'approved' | 'pending' | 'denied';
  create_time: string;
  join_url: string;
}

/** One stay of one person in a running webinar or meeting: a rejoin is a new row, as in Zoom. */
export interface FakeZoomParticipant {
  id: string;
  user_id: string;
  participant_uuid: string;
  user_name: string;
  email: string;
  join_time: string;
  leave_time?: string;
  registrant_id?: string;
}

/** A webinar or meeting as the fake keeps it: Zoom's object plus its live and past sessions. */
export interface FakeZoomSession {
  kind: ZoomKind;
  /** What `GET /v2/{webinars|meetings}/{id}` answers. */
  object: Record<string, unknown> & { id: number; uuid: string; topic: string };
  status: 'waiting' | 'started' | 'finished';
  registrants: FakeZoomRegistrant[];
  /** Participants of the running session (empty when none runs). */
  live: FakeZoomParticipant[];
  /** Participants of the last session that ended, for the report endpoints. */
  past: FakeZoomParticipant[] | null;
  startedAt?: string;
  endedAt?: string;
}

/** A webhook the fake POSTed and what came back. */
export interface SentZoomWebhook {
  event: string;
  body: string;
  headers: Record<string, string>;
  response: { status: number; body: string } | { error: string };
}

export interface UrlValidationResult {
  valid: boolean;
  plainToken: string;
  expectedEncryptedToken: string;
  response: { status: number; body: string } | { error: string };
}

/** Who joins: one of the registrants (by id or personal `tk`) or a guest. */
export type JoinAs = { registrant_id: string } | { tk: string } | { name: string; email?: string };

export interface ZoomFake extends RunningFake {
  port: number;
  /** Access tokens issued by `POST /oauth/token`, to check the app reuses its token. */
  tokensIssued(): number;
  /** Makes every issued token expired (the API then answers 124 "Access token is expired."). */
  expireTokens(): void;
  setWebhookUrl(url: string | undefined): void;
  webinars(): FakeZoomSession[];
  meetings(): FakeZoomSession[];
  start(kind: ZoomKind, id: number | string): Promise<FakeZoomSession>;
  join(kind: ZoomKind, id: number | string, as: JoinAs): Promise<FakeZoomParticipant>;
  /** `participant` is the participant's `id`, `participant_uuid` or `user_id`. */
  leave(kind: ZoomKind, id: number | string, participant: string): Promise<FakeZoomParticipant>;
  end(kind: ZoomKind, id: number | string): Promise<FakeZoomSession>;
  /** Events sent, oldest first, with the webhook's answers. */
  webhooks(): SentZoomWebhook[];
  /**
   * Sends Zoom's `endpoint.url_validation` challenge to the webhook URL and checks the answer is
   * `{ plainToken, encryptedToken }` with encryptedToken = hex HMAC-SHA256(plainToken, secret).
   */
  validateWebhookUrl(): Promise<UrlValidationResult>;
}

class FakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: object,
  ) {
    super(JSON.stringify(body));
  }
}

/** Zoom's `{ code, message }` error, e.g. 3001 "Webinar does not exist: 123." */
const zoomError = (status: number, code: number, message: string) =>
  new FakeError(status, { code, message });

const TOKEN_TTL_SECONDS = 3600;
const DEFAULT_PAGE_SIZE = 30;
const MAX_PAGE_SIZE = 300;
const WEBHOOK_TIMEOUT_MS = 3000;

const nowIso = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
const zoomId = () => randomBytes(16).toString('base64url').slice(0, 22);
const meetingUuid = () => randomBytes(16).toString('base64');
const label = (kind: ZoomKind) => (kind === 'webinar' ? 'Webinar' : 'Meeting');

/** A JSON or form body, as the control endpoints and the page's forms send. */
function fieldsOf(req: IncomingMessage, body: string): Record<string, string> {
  if (!body) return {};
  if ((req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(body));
  }
  const parsed = JSON.parse(body) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
}

const isForm = (req: IncomingMessage) =>
  (req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded');

function jsonBody(body: string): Record<string, unknown> {
  if (!body) return {};
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    throw zoomError(400, 300, 'Request Body should be a valid JSON object.');
  }
}

const sign = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message).digest('hex');

/**
 * Starts a fake of Zoom's Server-to-Server OAuth, the REST API v2 subset for webinars and
 * meetings (create, read, update, delete, end, registrants, live metrics and past reports), a
 * Spanish tester page, and webhooks signed as Zoom signs them.
 */
export async function startZoomFake(options: ZoomFakeOptions): Promise<ZoomFake> {
  const accountId = options.accountId ?? 'fake_account_id';
  const clientId = options.clientId ?? 'fake_client_id';
  const clientSecret = options.clientSecret ?? 'fake_client_secret';
  const hostEmail = options.hostEmail ?? 'anfitrion@example.com';
  const hostId = zoomId();
  let webhookUrl = options.webhookUrl;
  let baseUrl = '';

  /** Issued token → when it expires (ms). */
  const tokens = new Map<string, number>();
  let issued = 0;
  const sessions = new Map<string, FakeZoomSession>();
  const byTk = new Map<string, { session: FakeZoomSession; registrant: FakeZoomRegistrant }>();
  const pageTokens = new Map<string, { list: string; offset: number }>();
  const sent: SentZoomWebhook[] = [];
  let nextUserId = 16778240;
  // Webhooks go out one at a time, in the order things happened.
  let delivery: Promise<unknown> = Promise.resolve();

  const key = (kind: ZoomKind, id: number | string) => `${kind}:${id}`;
  function find(kind: ZoomKind, id: number | string): FakeZoomSession {
    const session = sessions.get(key(kind, id));
    if (!session) throw zoomError(404, 3001, `${label(kind)} does not exist: ${id}.`);
    return session;
  }

  // ---- webhooks ----

  async function post(body: string, timestamp: string) {
    if (!webhookUrl) return { error: 'no webhook URL set' };
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-zm-request-timestamp': timestamp,
          'x-zm-signature': `v0=${sign(options.webhookSecretToken, `v0:${timestamp}:${body}`)}`,
        },
        body,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      return { status: response.status, body: await response.text() };
    } catch (error) {
      return { error: String(error) };
    }
  }

  /** Sends one event once (a failure is recorded, never retried) and records it. */
  function emit(event: string, object: Record<string, unknown>): Promise<SentZoomWebhook> {
    const run = async () => {
      const eventTs = Date.now();
      const body = JSON.stringify({
        event,
        event_ts: eventTs,
        payload: { account_id: accountId, object },
      });
      const timestamp = String(Math.floor(eventTs / 1000));
      const record: SentZoomWebhook = {
        event,
        body,
        headers: {
          'x-zm-request-timestamp': timestamp,
          'x-zm-signature': `v0=${sign(options.webhookSecretToken, `v0:${timestamp}:${body}`)}`,
        },
        response: await post(body, timestamp),
      };
      sent.push(record);
      return record;
    };
    const next = delivery.then(run);
    delivery = next.catch(() => undefined);
    return next;
  }

  /** The object every webinar/meeting event carries (id as a string, as in the webhooks). */
  function eventObject(session: FakeZoomSession): Record<string, unknown> {
    const o = session.object;
    return {
      id: String(o.id),
      uuid: o.uuid,
      host_id: hostId,
      topic: o.topic,
      type: o.type,
      start_time: session.startedAt ?? o.start_time,
      timezone: o.timezone,
      duration: o.duration,
    };
  }

  const participantEvent = (p: FakeZoomParticipant, left: boolean) => ({
    user_id: p.user_id,
    user_name: p.user_name,
    id: p.id,
    participant_uuid: p.participant_uuid,
    email: p.email,
    ...(left ? { leave_time: p.leave_time, leave_reason: 'left the meeting' } : {}),
    ...(left ? {} : { join_time: p.join_time }),
    ...(p.registrant_id ? { registrant_id: p.registrant_id } : {}),
  });

  async function validateWebhookUrl(): Promise<UrlValidationResult> {
    const plainToken = randomBytes(16).toString('base64url');
    const expectedEncryptedToken = sign(options.webhookSecretToken, plainToken);
    const eventTs = Date.now();
    const body = JSON.stringify({
      payload: { plainToken },
      event_ts: eventTs,
      event: 'endpoint.url_validation',
    });
    const response = await post(body, String(Math.floor(eventTs / 1000)));
    let valid = false;
    if ('status' in response && response.status === 200) {
      try {
        const answer = JSON.parse(response.body) as Record<string, unknown>;
        valid =
          answer.plainToken === plainToken && answer.encryptedToken === expectedEncryptedToken;
      } catch {
        valid = false;
      }
    }
    return { valid, plainToken, expectedEncryptedToken, response };
  }

  // ---- state changes ----

  function create(kind: ZoomKind, body: Record<string, unknown>): FakeZoomSession {
    let id = randomInt(80_000_000_000, 99_999_999_999);
    while (sessions.has(key(kind, id))) id = randomInt(80_000_000_000, 99_999_999_999);
    const settings = { ...((body.settings as Record<string, unknown>) ?? {}) };
    // Webinars default to no registration (approval_type 2), like Zoom; so do meetings.
    settings.approval_type ??= 2;
    settings.registration_type ??= 1;
    const password =
      typeof body.password === 'string' ? body.password : String(randomInt(1e5, 1e6));
    const encrypted = randomBytes(24).toString('base64url');
    const withRegistration = settings.approval_type !== 2;
    const object: FakeZoomSession['object'] = {
      uuid: meetingUuid(),
      id,
      host_id: hostId,
      host_email: hostEmail,
      topic: typeof body.topic === 'string' ? body.topic : `Zoom ${label(kind)}`,
      type: typeof body.type === 'number' ? body.type : kind === 'webinar' ? 5 : 2,
      ...(kind === 'meeting' ? { status: 'waiting' } : {}),
      start_time: typeof body.start_time === 'string' ? body.start_time : nowIso(),
      duration: typeof body.duration === 'number' ? body.duration : 60,
      timezone: typeof body.timezone === 'string' ? body.timezone : 'UTC',
      agenda: typeof body.agenda === 'string' ? body.agenda : '',
      created_at: nowIso(),
      start_url: `${baseUrl}/s/${id}?zak=${randomBytes(24).toString('base64url')}`,
      join_url: `${baseUrl}/j/${id}?pwd=${encrypted}`,
      ...(withRegistration
        ? {
            registration_url: `${baseUrl}/${kind}/register/${kind === 'webinar' ? 'WN_' : ''}${zoomId()}`,
          }
        : {}),
      password,
      h323_password: password,
      ...(kind === 'webinar' ? { h323_passcode: password } : { pstn_password: password }),
      encrypted_password: encrypted,
      ...(kind === 'webinar' ? { encrypted_passcode: encrypted } : {}),
      settings,
      ...(kind === 'meeting' ? { pre_schedule: false } : {}),
    };
    const session: FakeZoomSession = {
      kind,
      object,
      status: 'waiting',
      registrants: [],
      live: [],
      past: null,
    };
    sessions.set(key(kind, id), session);
    return session;
  }

  function update(session: FakeZoomSession, body: Record<string, unknown>) {
    const o = session.object;
    for (const field of [
      'topic',
      'agenda',
      'start_time',
      'duration',
      'timezone',
      'type',
      'password',
    ]) {
      if (body[field] !== undefined) o[field] = body[field];
    }
    if (body.settings && typeof body.settings === 'object') {
      o.settings = { ...(o.settings as object), ...(body.settings as object) };
      const approval = (o.settings as Record<string, unknown>).approval_type;
      if (approval !== 2 && !o.registration_url) {
        o.registration_url = `${baseUrl}/${session.kind}/register/${session.kind === 'webinar' ? 'WN_' : ''}${zoomId()}`;
      }
    }
  }

  function register(session: FakeZoomSession, body: Record<string, unknown>) {
    const settings = session.object.settings as Record<string, unknown>;
    if (settings.approval_type === 2) {
      throw zoomError(
        400,
        3000,
        `This ${session.kind} does not have registration enabled: ${session.object.id}.`,
      );
    }
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const firstName = typeof body.first_name === 'string' ? body.first_name : '';
    if (!email || !firstName) {
      throw zoomError(400, 300, 'Validation Failed.');
    }
    let registrant = session.registrants.find((r) => r.email.toLowerCase() === email.toLowerCase());
    if (!registrant) {
      const tk = randomBytes(32).toString('base64url');
      const id = zoomId();
      registrant = {
        id,
        email,
        first_name: firstName,
        last_name: typeof body.last_name === 'string' ? body.last_name : '',
        status: settings.approval_type === 1 ? 'pending' : 'approved',
        create_time: nowIso(),
        join_url: `${baseUrl}/w/${session.object.id}?tk=${tk}`,
      };
      session.registrants.push(registrant);
      byTk.set(tk, { session, registrant });
    }
    return {
      id: session.object.id,
      join_url: registrant.join_url,
      registrant_id: registrant.id,
      start_time: session.object.start_time,
      topic: session.object.topic,
    };
  }

  function setRegistrantsStatus(session: FakeZoomSession, body: Record<string, unknown>) {
    const action = body.action;
    const status = { approve: 'approved', cancel: 'denied', deny: 'denied' }[String(action)] as
      FakeZoomRegistrant['status'] | undefined;
    if (!status) throw zoomError(400, 300, `Invalid action: ${String(action)}.`);
    const targets = Array.isArray(body.registrants)
      ? (body.registrants as { id?: string; email?: string }[])
      : [];
    for (const target of targets) {
      const registrant = session.registrants.find(
        (r) =>
          (target.id && r.id === target.id) ||
          (target.email && r.email.toLowerCase() === target.email.toLowerCase()),
      );
      if (registrant) registrant.status = status;
    }
  }

  async function start(kind: ZoomKind, id: number | string): Promise<FakeZoomSession> {
    const session = find(kind, id);
    if (session.status === 'started') return session;
    session.status = 'started';
    session.startedAt = nowIso();
    session.endedAt = undefined;
    session.live = [];
    if (kind === 'meeting') session.object.status = 'started';
    await emit(`${kind}.started`, eventObject(session));
    return session;
  }

  async function join(kind: ZoomKind, id: number | string, as: JoinAs) {
    const session = find(kind, id);
    if (session.status !== 'started') {
      throw new FakeError(409, { error: `The ${kind} has not started.` });
    }
    let registrant: FakeZoomRegistrant | undefined;
    if ('tk' in as) registrant = byTk.get(as.tk)?.registrant;
    else if ('registrant_id' in as) {
      registrant = session.registrants.find((r) => r.id === as.registrant_id);
    }
    if (('tk' in as || 'registrant_id' in as) && !registrant) {
      throw new FakeError(404, { error: 'No such registrant.' });
    }
    if (registrant && registrant.status !== 'approved') {
      throw new FakeError(403, { error: `The registrant is ${registrant.status}.` });
    }
    const inside = registrant
      ? session.live.find((p) => p.registrant_id === registrant.id && !p.leave_time)
      : undefined;
    if (inside) return inside;
    const name = 'name' in as ? as.name : '';
    const participant: FakeZoomParticipant = {
      id: zoomId(),
      user_id: String(nextUserId++),
      participant_uuid: randomUUID().toUpperCase(),
      user_name: registrant ? `${registrant.first_name} ${registrant.last_name}`.trim() : name,
      email: registrant ? registrant.email : 'email' in as ? (as.email ?? '') : '',
      join_time: nowIso(),
      ...(registrant ? { registrant_id: registrant.id } : {}),
    };
    if (!participant.user_name) throw new FakeError(400, { error: 'name is required' });
    session.live.push(participant);
    await emit(`${kind}.participant_joined`, {
      ...eventObject(session),
      participant: participantEvent(participant, false),
    });
    return participant;
  }

  async function leave(kind: ZoomKind, id: number | string, who: string) {
    const session = find(kind, id);
    const participant = session.live.find(
      (p) => !p.leave_time && [p.id, p.participant_uuid, p.user_id].includes(who),
    );
    if (!participant) throw new FakeError(404, { error: 'No such participant in the session.' });
    participant.leave_time = nowIso();
    await emit(`${kind}.participant_left`, {
      ...eventObject(session),
      participant: participantEvent(participant, true),
    });
    return participant;
  }

  async function end(kind: ZoomKind, id: number | string): Promise<FakeZoomSession> {
    const session = find(kind, id);
    if (session.status !== 'started') return session;
    const endedAt = nowIso();
    for (const p of session.live) p.leave_time ??= endedAt;
    session.status = 'finished';
    session.endedAt = endedAt;
    session.past = session.live;
    session.live = [];
    if (kind === 'meeting') session.object.status = 'waiting';
    await emit(`${kind}.ended`, { ...eventObject(session), end_time: endedAt });
    return session;
  }

  // ---- pagination, as Zoom: page_size (≤ 300) and an opaque next_page_token, '' at the end ----

  function page<T>(list: string, items: T[], query: URLSearchParams) {
    const requested = Number(query.get('page_size') ?? DEFAULT_PAGE_SIZE);
    const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, requested || DEFAULT_PAGE_SIZE));
    const token = query.get('next_page_token');
    let offset = 0;
    if (token) {
      const saved = pageTokens.get(token);
      if (!saved || saved.list !== list) {
        throw zoomError(400, 300, 'The next page token is invalid or expired.');
      }
      offset = saved.offset;
    }
    const slice = items.slice(offset, offset + pageSize);
    let next = '';
    if (offset + pageSize < items.length) {
      next = randomBytes(24).toString('base64url');
      pageTokens.set(next, { list, offset: offset + pageSize });
    }
    return {
      page_count: Math.ceil(items.length / pageSize),
      page_size: pageSize,
      total_records: items.length,
      next_page_token: next,
      slice,
    };
  }

  const durationSeconds = (p: FakeZoomParticipant, until: string) =>
    Math.max(0, Math.round((Date.parse(p.leave_time ?? until) - Date.parse(p.join_time)) / 1000));

  // ---- routes ----

  /** Every /v2 call needs a Bearer token this fake issued and that has not expired. */
  function requireToken(req: IncomingMessage) {
    const token = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const expiresAt = token ? tokens.get(token) : undefined;
    if (expiresAt === undefined) throw zoomError(401, 124, 'Invalid access token.');
    if (expiresAt <= Date.now()) throw zoomError(401, 124, 'Access token is expired.');
  }

  function issueToken(context: RouteContext) {
    const { req, res, body, query } = context;
    const form = new URLSearchParams(body);
    const grantType = query.get('grant_type') ?? form.get('grant_type');
    const account = query.get('account_id') ?? form.get('account_id');
    const basic = /^Basic (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const [id, secret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
    if (id !== clientId || secret !== clientSecret) {
      return sendJson(res, 401, {
        reason: 'Invalid client_id or client_secret',
        error: 'invalid_client',
      });
    }
    if (grantType !== 'account_credentials') {
      return sendJson(res, 400, {
        reason: 'unsupported grant type',
        error: 'unsupported_grant_type',
      });
    }
    if (account !== accountId) {
      return sendJson(res, 400, { reason: 'Invalid account_id', error: 'invalid_request' });
    }
    const token = randomBytes(32).toString('base64url');
    tokens.set(token, Date.now() + TOKEN_TTL_SECONDS * 1000);
    issued += 1;
    sendJson(res, 200, {
      access_token: token,
      token_type: 'bearer',
      expires_in: TOKEN_TTL_SECONDS,
      scope:
        'meeting:read:admin meeting:write:admin webinar:read:admin webinar:write:admin report:read:admin dashboard:read:admin',
      api_url: baseUrl,
    });
  }

  const noContent = (res: ServerResponse) => {
    res.writeHead(204);
    res.end();
  };

  /** The API routes of one kind: /users/{userId}/webinars, /webinars/{id}…, metrics, report. */
  function kindRoutes(kind: ZoomKind): Route[] {
    const plural = `${kind}s`;
    return [
      {
        method: 'POST',
        path: new RegExp(`^/v2/users/([^/]+)/${plural}$`),
        handle: ({ res, body, params: [userId] }) => {
          if (![`me`, hostId, hostEmail].includes(userId)) {
            throw zoomError(404, 1001, `User does not exist: ${userId}.`);
          }
          sendJson(res, 201, create(kind, jsonBody(body)).object);
        },
      },
      {
        method: 'GET',
        path: new RegExp(`^/v2/${plural}/(\\d+)$`),
        handle: ({ res, params: [id] }) => sendJson(res, 200, find(kind, id).object),
      },
      {
        method: 'PATCH',
        path: new RegExp(`^/v2/${plural}/(\\d+)$`),
        handle: ({ res, body, params: [id] }) => {
          update(find(kind, id), jsonBody(body));
          noContent(res);
        },
      },
      {
        method: 'DELETE',
        path: new RegExp(`^/v2/${plural}/(\\d+)$`),
        handle: ({ res, params: [id] }) => {
          find(kind, id);
          sessions.delete(key(kind, id));
          noContent(res);
        },
      },
      {
        method: 'PUT',
        path: new RegExp(`^/v2/${plural}/(\\d+)/status$`),
        handle: async ({ res, body, params: [id] }) => {
          const { action } = jsonBody(body);
          find(kind, id);
          if (action !== 'end') throw zoomError(400, 300, `Invalid action: ${String(action)}.`);
          await end(kind, id);
          noContent(res);
        },
      },
      {
        method: 'POST',
        path: new RegExp(`^/v2/${plural}/(\\d+)/registrants$`),
        handle: ({ res, body, params: [id] }) =>
          sendJson(res, 201, register(find(kind, id), jsonBody(body))),
      },
      {
        method: 'PUT',
        path: new RegExp(`^/v2/${plural}/(\\d+)/registrants/status$`),
        handle: ({ res, body, params: [id] }) => {
          setRegistrantsStatus(find(kind, id), jsonBody(body));
          noContent(res);
        },
      },
      {
        method: 'GET',
        path: new RegExp(`^/v2/${plural}/(\\d+)/registrants$`),
        handle: ({ res, params: [id], query }) => {
          const status = query.get('status') ?? 'approved';
          const session = find(kind, id);
          const matching = session.registrants.filter((r) => r.status === status);
          const { slice, ...meta } = page(`registrants:${kind}:${id}:${status}`, matching, query);
          sendJson(res, 200, { ...meta, registrants: slice });
        },
      },
      {
        method: 'GET',
        path: new RegExp(`^/v2/metrics/${plural}/(\\d+)/participants$`),
        handle: ({ res, params: [id], query }) => {
          const session = find(kind, id);
          const type = query.get('type') ?? 'live';
          const rows = type === 'live' ? session.live : (session.past ?? []);
          const { slice, ...meta } = page(`metrics:${kind}:${id}:${type}`, rows, query);
          const now = nowIso();
          sendJson(res, 200, {
            ...meta,
            participants: slice.map((p) => ({
              id: p.id,
              user_id: p.user_id,
              participant_uuid: p.participant_uuid,
              user_name: p.user_name,
              email: p.email,
              join_time: p.join_time,
              ...(p.leave_time
                ? { leave_time: p.leave_time, leave_reason: 'left the meeting' }
                : {}),
              duration: durationSeconds(p, now),
              ...(p.registrant_id ? { registrant_id: p.registrant_id } : {}),
              role: 'attendee',
              device: 'Windows',
            })),
          });
        },
      },
      {
        method: 'GET',
        path: new RegExp(`^/v2/report/${plural}/(\\d+)/participants$`),
        handle: ({ res, params: [id], query }) => {
          const session = find(kind, id);
          if (!session.past) {
            throw zoomError(404, 3001, `${label(kind)} does not exist: ${id}.`);
          }
          const { slice, ...meta } = page(`report:${kind}:${id}`, session.past, query);
          sendJson(res, 200, {
            ...meta,
            participants: slice.map((p) => ({
              id: p.id,
              user_id: p.user_id,
              participant_user_id: p.id,
              name: p.user_name,
              user_email: p.email,
              join_time: p.join_time,
              leave_time: p.leave_time,
              duration: durationSeconds(p, session.endedAt ?? nowIso()),
              ...(p.registrant_id ? { registrant_id: p.registrant_id } : {}),
              failover: false,
              status: 'in_meeting',
            })),
          });
        },
      },
    ];
  }

  const apiRoutes: Route[] = [...kindRoutes('webinar'), ...kindRoutes('meeting')].map(
    (route): Route => ({
      ...route,
      handle: (context) => {
        requireToken(context.req);
        return route.handle(context);
      },
    }),
  );

  /** Control endpoints: answer JSON, or go back to the page when a form posted. */
  function controlRoutes(kind: ZoomKind): Route[] {
    const plural = `${kind}s`;
    const answer = (context: RouteContext, value: unknown) => {
      if (isForm(context.req)) {
        context.res.writeHead(303, { Location: '/' });
        context.res.end();
      } else sendJson(context.res, 200, value);
    };
    return [
      {
        method: 'POST',
        path: new RegExp(`^/__fake/${plural}/(\\d+)/start$`),
        handle: async (context) => answer(context, (await start(kind, context.params[0])).object),
      },
      {
        method: 'POST',
        path: new RegExp(`^/__fake/${plural}/(\\d+)/join$`),
        handle: async (context) => {
          const f = fieldsOf(context.req, context.body);
          const as: JoinAs = f.tk
            ? { tk: f.tk }
            : f.registrant_id
              ? { registrant_id: f.registrant_id }
              : { name: f.name ?? '', email: f.email };
          answer(context, await join(kind, context.params[0], as));
        },
      },
      {
        method: 'POST',
        path: new RegExp(`^/__fake/${plural}/(\\d+)/leave$`),
        handle: async (context) => {
          const f = fieldsOf(context.req, context.body);
          const who = f.id ?? f.participant_uuid ?? f.user_id ?? '';
          answer(context, await leave(kind, context.params[0], who));
        },
      },
      {
        method: 'POST',
        path: new RegExp(`^/__fake/${plural}/(\\d+)/end$`),
        handle: async (context) => answer(context, (await end(kind, context.params[0])).object),
      },
    ];
  }

  const otherRoutes: Route[] = [
    { method: 'POST', path: /^\/oauth\/token$/, handle: issueToken },
    { method: 'GET', path: /^\/__fake\/webhooks$/, handle: ({ res }) => sendJson(res, 200, sent) },
    {
      // The tests' view of tokensIssued(), from another process.
      method: 'GET',
      path: /^\/__fake\/tokens$/,
      handle: ({ res }) => sendJson(res, 200, { issued }),
    },
    {
      method: 'POST',
      path: /^\/__fake\/validate-webhook$/,
      handle: async ({ res }) => sendJson(res, 200, await validateWebhookUrl()),
    },
    {
      method: 'GET',
      path: /^\/$/,
      handle: ({ res }) => sendHtml(res, 200, testerPage([...sessions.values()])),
    },
    {
      // A registrant's personal link (join_url with ?tk=): a page to enter as that person.
      method: 'GET',
      path: /^\/w\/(\d+)$/,
      handle: ({ res, params: [id], query }) => {
        const found = byTk.get(query.get('tk') ?? '');
        if (!found || String(found.session.object.id) !== id) {
          return sendHtml(res, 404, '<!doctype html><p>Enlace de acceso no válido.</p>');
        }
        sendHtml(
          res,
          200,
          personalJoinPage(found.session, found.registrant, query.get('tk') ?? ''),
        );
      },
    },
  ];

  const handler = router(
    [...apiRoutes, ...controlRoutes('webinar'), ...controlRoutes('meeting'), ...otherRoutes],
    ({ req, res }) => {
      if (req.url?.startsWith('/v2/')) sendJson(res, 404, { code: 404, message: 'Not Found' });
      else sendJson(res, 404, { error: 'not found' });
    },
  );
  const running = await listen(options.port ?? 0, options.host ?? '127.0.0.1', (req, res, body) =>
    handler(req, res, body).catch((error: unknown) => {
      if (!(error instanceof FakeError)) throw error;
      if (isForm(req) && req.url?.startsWith('/__fake/')) {
        sendHtml(res, error.status, errorPage(error.body));
      } else sendJson(res, error.status, error.body);
    }),
  );
  baseUrl = running.url;

  const list = (kind: ZoomKind) => [...sessions.values()].filter((s) => s.kind === kind);
  return {
    ...running,
    port: Number(new URL(running.url).port),
    tokensIssued: () => issued,
    expireTokens: () => {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    webinars: () => list('webinar'),
    meetings: () => list('meeting'),
    start,
    join,
    leave,
    end,
    webhooks: () => [...sent],
    validateWebhookUrl,
  };
}

// ---- pages (Spanish, plain HTML forms, no script) ----

const PAGE_STYLE = `<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
section{border:1px solid #ddd;border-radius:.5rem;padding:1rem;margin:1rem 0}
form{display:inline-block;margin:.25rem .5rem .25rem 0}table{border-collapse:collapse}
td,th{padding:.2rem .6rem;border-bottom:1px solid #eee;text-align:left}</style>`;

const STATUS_ES = { waiting: 'sin empezar', started: 'en curso', finished: 'terminado' };

function sessionSection(s: FakeZoomSession): string {
  const base = `/__fake/${s.kind}s/${s.object.id}`;
  const what = s.kind === 'webinar' ? 'Seminario web' : 'Reunión';
  const approved = s.registrants.filter((r) => r.status === 'approved');
  const inside = s.live.filter((p) => !p.leave_time);
  const people = (rows: FakeZoomParticipant[], withLeave: boolean) =>
    rows
      .map(
        (p) => `<tr><td>${escapeHtml(p.user_name)}</td><td>${escapeHtml(p.email)}</td>
<td>${escapeHtml(p.join_time)}</td><td>${escapeHtml(p.leave_time ?? '')}</td><td>${
          withLeave && !p.leave_time
            ? `<form method="post" action="${base}/leave"><input type="hidden" name="id" value="${escapeHtml(p.id)}"><button>Sacar</button></form>`
            : ''
        }</td></tr>`,
      )
      .join('\n');
  const table = (rows: FakeZoomParticipant[], withLeave: boolean) =>
    rows.length
      ? `<table><tr><th>Nombre</th><th>Correo</th><th>Entrada</th><th>Salida</th><th></th></tr>${people(rows, withLeave)}</table>`
      : '<p>Nadie.</p>';
  const controls =
    s.status === 'started'
      ? `<form method="post" action="${base}/join">
${
  approved.length
    ? `<label>Inscrito: <select name="registrant_id">${approved
        .map(
          (r) =>
            `<option value="${escapeHtml(r.id)}">${escapeHtml(`${r.first_name} ${r.last_name} <${r.email}>`)}</option>`,
        )
        .join('')}</select></label> <button>Entrar</button></form>
<form method="post" action="${base}/join">`
    : ''
}<label>Nombre: <input name="name" required></label> <label>Correo: <input name="email" type="email"></label>
<button>Entrar como invitado</button></form>
<form method="post" action="${base}/end"><button>Terminar</button></form>`
      : `<form method="post" action="${base}/start"><button>Empezar</button></form>`;
  return `<section><h2>${what}: ${escapeHtml(s.object.topic)}</h2>
<p>ID ${s.object.id} · ${STATUS_ES[s.status]} · ${s.registrants.length} inscritos (${approved.length} aprobados) · ${inside.length} conectados ahora</p>
${controls}
<h3>Participantes ${s.status === 'started' ? 'de la sesión en curso' : 'de la última sesión'}</h3>
${table(s.status === 'started' ? s.live : (s.past ?? []), s.status === 'started')}
</section>`;
}

function testerPage(all: FakeZoomSession[]): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Zoom local</title>${PAGE_STYLE}</head>
<body><h1>Zoom local (simulado)</h1>
<p>Seminarios web y reuniones creados por la aplicación. Empezar, entrar, salir y terminar envían
los webhooks de Zoom a la aplicación.</p>
<p><a href="/__fake/webhooks">Webhooks enviados</a></p>
${all.map(sessionSection).join('\n') || '<p>No hay seminarios web ni reuniones.</p>'}
</body></html>`;
}

function personalJoinPage(s: FakeZoomSession, r: FakeZoomRegistrant, tk: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(s.object.topic)}</title>${PAGE_STYLE}</head>
<body><h1>${escapeHtml(s.object.topic)}</h1>
<p>Entorno local: esto simula el enlace personal de Zoom de ${escapeHtml(`${r.first_name} ${r.last_name}`)}.</p>
${
  s.status === 'started'
    ? `<form method="post" action="/__fake/${s.kind}s/${s.object.id}/join"><input type="hidden" name="tk" value="${escapeHtml(tk)}"><button>Entrar</button></form>`
    : `<p>${s.status === 'finished' ? 'La sesión ha terminado.' : 'La sesión aún no ha empezado.'}</p>`
}
</body></html>`;
}

function errorPage(body: object): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Error</title></head>
<body><p>No se pudo: ${escapeHtml(JSON.stringify(body))}</p><p><a href="/">Volver</a></p></body></html>`;
}
