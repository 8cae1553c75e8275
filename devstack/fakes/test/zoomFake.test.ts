import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startZoomFake, type ZoomFake } from '../src';

/** Zoom's JSON answers, read loosely in the assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const SECRET = 'zoom_webhook_secret_test';
const CLIENT = { accountId: 'acc_1', clientId: 'cid_1', clientSecret: 'csecret_1' };

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  json: {
    event: string;
    event_ts: number;
    payload: { account_id: string; object: Record<string, unknown> & { plainToken?: string } };
  } & { payload: { plainToken?: string } };
}

/** Zoom's documented check: v0= + hex HMAC-SHA256("v0:{timestamp}:{raw body}"). */
function signatureIsValid(headers: IncomingHttpHeaders, body: string): boolean {
  const timestamp = String(headers['x-zm-request-timestamp']);
  const expected = `v0=${createHmac('sha256', SECRET).update(`v0:${timestamp}:${body}`).digest('hex')}`;
  const given = String(headers['x-zm-signature']);
  return (
    given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}

describe('Zoom fake', () => {
  let fake: ZoomFake;
  let webhook: Server;
  let webhookUrl: string;
  let received: Received[] = [];
  /** How the webhook answers `endpoint.url_validation`: right, wrong, or with an error status. */
  let validationMode: 'right' | 'wrong' | 'fail' = 'right';

  beforeAll(async () => {
    webhook = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const json = JSON.parse(body) as Received['json'];
        received.push({ headers: req.headers, body, json });
        if (json.event === 'endpoint.url_validation') {
          if (validationMode === 'fail') {
            res.writeHead(500);
            return res.end();
          }
          const plainToken = String(json.payload.plainToken);
          const key = validationMode === 'right' ? SECRET : 'otro secreto';
          res.writeHead(200, { 'Content-Type': 'application/json' });
          return res.end(
            JSON.stringify({
              plainToken,
              encryptedToken: createHmac('sha256', key).update(plainToken).digest('hex'),
            }),
          );
        }
        res.writeHead(200);
        res.end();
      });
    });
    await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
    webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/zoom/webhook`;
    fake = await startZoomFake({ port: 0, ...CLIENT, webhookUrl, webhookSecretToken: SECRET });
  });

  afterAll(async () => {
    await fake.stop();
    await new Promise((resolve) => webhook.close(resolve));
  });

  beforeEach(() => {
    received = [];
    validationMode = 'right';
    fake.setWebhookUrl(webhookUrl);
  });

  const basic = (id: string, secret: string) =>
    `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

  async function tokenRequest(authorization: string, accountId = CLIENT.accountId) {
    return fetch(`${fake.url}/oauth/token?grant_type=account_credentials&account_id=${accountId}`, {
      method: 'POST',
      headers: { Authorization: authorization },
    });
  }

  let token = '';
  async function api(method: string, path: string, body?: unknown) {
    if (!token) {
      token = (
        (await (await tokenRequest(basic(CLIENT.clientId, CLIENT.clientSecret))).json()) as {
          access_token: string;
        }
      ).access_token;
    }
    const response = await fetch(`${fake.url}/v2${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      json: text ? (JSON.parse(text) as Json) : null,
    };
  }

  const control = async (path: string, body?: unknown) => {
    const response = await fetch(`${fake.url}/__fake${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Json };
  };

  const createWebinar = async (settings: object = { approval_type: 0, registration_type: 1 }) =>
    (
      await api('POST', '/users/me/webinars', {
        topic: 'Clase abierta',
        type: 5,
        start_time: '2030-05-01T17:00:00Z',
        duration: 90,
        timezone: 'Europe/Madrid',
        agenda: 'Presentación del curso',
        settings,
      })
    ).json as Json;

  describe('OAuth (server-to-server, account_credentials)', () => {
    it('issues a bearer token for the right credentials and counts it', async () => {
      const before = fake.tokensIssued();
      const response = await tokenRequest(basic(CLIENT.clientId, CLIENT.clientSecret));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        access_token: expect.any(String),
        token_type: 'bearer',
        expires_in: 3600,
        scope: expect.any(String),
        api_url: fake.url,
      });
      expect(fake.tokensIssued()).toBe(before + 1);
      const counted = await fetch(`${fake.url}/__fake/tokens`);
      expect(await counted.json()).toEqual({ issued: before + 1 });
    });

    it('also takes the parameters form-encoded in the body', async () => {
      const response = await fetch(`${fake.url}/oauth/token`, {
        method: 'POST',
        headers: {
          Authorization: basic(CLIENT.clientId, CLIENT.clientSecret),
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: `grant_type=account_credentials&account_id=${CLIENT.accountId}`,
      });
      expect(response.status).toBe(200);
    });

    it("refuses wrong credentials with Zoom's invalid_client body and issues nothing", async () => {
      const before = fake.tokensIssued();
      const response = await tokenRequest(basic(CLIENT.clientId, 'wrong'));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        reason: 'Invalid client_id or client_secret',
        error: 'invalid_client',
      });
      expect(
        (await tokenRequest(basic(CLIENT.clientId, CLIENT.clientSecret), 'other')).status,
      ).toBe(400);
      expect(fake.tokensIssued()).toBe(before);
    });

    it('answers 401 code 124 to API calls without a valid token, and for expired ones', async () => {
      const none = await fetch(`${fake.url}/v2/webinars/123`);
      expect(none.status).toBe(401);
      expect(await none.json()).toEqual({ code: 124, message: 'Invalid access token.' });
      const made = await fetch(`${fake.url}/v2/users/me/webinars`, {
        method: 'POST',
        headers: { Authorization: 'Bearer made-up' },
        body: '{}',
      });
      expect(made.status).toBe(401);
      expect(fake.webinars().length).toBe(0);

      await api('GET', '/webinars/1'); // gets a token
      fake.expireTokens();
      const expired = await api('GET', '/webinars/1');
      expect(expired).toEqual({
        status: 401,
        json: { code: 124, message: 'Access token is expired.' },
      });
      token = '';
    });
  });

  describe('webinars and meetings', () => {
    it('creates a webinar with registration as Zoom answers it, and reads, patches and deletes it', async () => {
      await api('GET', '/webinars/1'); // the app's first call gets its token
      const before = fake.tokensIssued();
      const created = await api('POST', '/users/me/webinars', {
        topic: 'Clase abierta',
        type: 5,
        start_time: '2030-05-01T17:00:00Z',
        duration: 90,
        timezone: 'Europe/Madrid',
        agenda: 'Presentación',
        settings: { approval_type: 0, registration_type: 1 },
      });
      expect(created.status).toBe(201);
      const w = created.json as Json;
      expect(w).toMatchObject({
        id: expect.any(Number),
        uuid: expect.any(String),
        host_id: expect.any(String),
        host_email: expect.any(String),
        topic: 'Clase abierta',
        type: 5,
        start_time: '2030-05-01T17:00:00Z',
        duration: 90,
        timezone: 'Europe/Madrid',
        agenda: 'Presentación',
        password: expect.any(String),
        settings: { approval_type: 0, registration_type: 1 },
      });
      expect(String(w.id)).toMatch(/^\d{11}$/);
      expect(w.join_url).toContain(`/j/${w.id}`);
      expect(w.start_url).toContain(`/s/${w.id}`);
      expect(w.registration_url).toContain('/webinar/register/WN_');

      expect((await api('GET', `/webinars/${w.id}`)).json).toEqual(w);
      const patched = await api('PATCH', `/webinars/${w.id}`, { topic: 'Clase abierta (2)' });
      expect(patched).toEqual({ status: 204, json: null });
      expect((await api('GET', `/webinars/${w.id}`)).json?.topic).toBe('Clase abierta (2)');
      expect(await api('DELETE', `/webinars/${w.id}`)).toEqual({ status: 204, json: null });
      expect(await api('GET', `/webinars/${w.id}`)).toEqual({
        status: 404,
        json: { code: 3001, message: `Webinar does not exist: ${w.id}.` },
      });
      // Every call above reused the one token.
      expect(fake.tokensIssued()).toBe(before);
    });

    it('creates a meeting with status waiting and no registration_url without registration', async () => {
      const created = await api('POST', '/users/me/meetings', {
        topic: 'Tutoría',
        type: 2,
        start_time: '2030-05-02T10:00:00Z',
        duration: 30,
        timezone: 'Europe/Madrid',
      });
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject({
        id: expect.any(Number),
        uuid: expect.any(String),
        topic: 'Tutoría',
        type: 2,
        status: 'waiting',
        duration: 30,
        join_url: expect.stringContaining('/j/'),
        start_url: expect.any(String),
        password: expect.any(String),
      });
      expect(created.json).not.toHaveProperty('registration_url');
      const unknownUser = await api('POST', '/users/nadie@example.com/meetings', { topic: 'x' });
      expect(unknownUser).toEqual({
        status: 404,
        json: { code: 1001, message: 'User does not exist: nadie@example.com.' },
      });
    });
  });

  describe('registrants', () => {
    it('gives each registrant a personal join_url, the same registrant for the same email, and cancels', async () => {
      const w = await createWebinar();
      const ana = await api('POST', `/webinars/${w.id}/registrants`, {
        email: 'ana@example.com',
        first_name: 'Ana',
        last_name: 'García',
      });
      expect(ana.status).toBe(201);
      expect(ana.json).toEqual({
        id: w.id,
        registrant_id: expect.any(String),
        join_url: expect.stringMatching(new RegExp(`/w/${w.id}\\?tk=[\\w-]+$`)),
        topic: 'Clase abierta',
        start_time: '2030-05-01T17:00:00Z',
      });
      const again = await api('POST', `/webinars/${w.id}/registrants`, {
        email: 'ANA@example.com',
        first_name: 'Ana',
      });
      expect(again.json).toEqual(ana.json);
      const bruno = await api('POST', `/webinars/${w.id}/registrants`, {
        email: 'bruno@example.com',
        first_name: 'Bruno',
      });
      expect(bruno.json?.join_url).not.toBe(ana.json?.join_url);

      const personalPage = await fetch(String(ana.json?.join_url));
      expect(await personalPage.text()).toContain('Ana García');

      const listed = await api('GET', `/webinars/${w.id}/registrants?status=approved`);
      expect(listed.json).toMatchObject({ total_records: 2, next_page_token: '' });
      expect(listed.json?.registrants[0]).toMatchObject({
        id: ana.json?.registrant_id,
        email: 'ana@example.com',
        first_name: 'Ana',
        last_name: 'García',
        status: 'approved',
        join_url: ana.json?.join_url,
        create_time: expect.any(String),
      });

      const cancel = await api('PUT', `/webinars/${w.id}/registrants/status`, {
        action: 'cancel',
        registrants: [{ id: ana.json?.registrant_id, email: 'ana@example.com' }],
      });
      expect(cancel.status).toBe(204);
      const approved = await api('GET', `/webinars/${w.id}/registrants?status=approved`);
      expect(approved.json?.registrants.map((r: { email: string }) => r.email)).toEqual([
        'bruno@example.com',
      ]);
      await fake.start('webinar', w.id);
      expect(
        (await control(`/webinars/${w.id}/join`, { registrant_id: ana.json?.registrant_id }))
          .status,
      ).toBe(403);
    });

    it('refuses registrants when the webinar has no registration', async () => {
      const w = await createWebinar({ approval_type: 2 });
      const refused = await api('POST', `/webinars/${w.id}/registrants`, {
        email: 'ana@example.com',
        first_name: 'Ana',
      });
      expect(refused.status).toBe(400);
      expect(refused.json?.code).toBe(3000);
    });
  });

  describe('participants, end, reports and webhooks', () => {
    it('tracks join and leave in live metrics, ends with PUT status, then reports; sending signed webhooks', async () => {
      const w = await createWebinar();
      const reg = await api('POST', `/webinars/${w.id}/registrants`, {
        email: 'ana@example.com',
        first_name: 'Ana',
        last_name: 'García',
      });
      const registrantId = String(reg.json?.registrant_id);

      expect((await control(`/webinars/${w.id}/join`, { name: 'Temprano' })).status).toBe(409);
      expect((await control(`/webinars/${w.id}/start`)).status).toBe(200);
      const ana = (await control(`/webinars/${w.id}/join`, { registrant_id: registrantId })).json;
      const guest = (
        await control(`/webinars/${w.id}/join`, { name: 'Invitado', email: 'inv@example.com' })
      ).json;
      expect(ana).toMatchObject({ registrant_id: registrantId, email: 'ana@example.com' });

      let live = await api('GET', `/metrics/webinars/${w.id}/participants?type=live&page_size=30`);
      expect(live.json).toMatchObject({ total_records: 2, next_page_token: '', page_size: 30 });
      expect(live.json?.participants[0]).toMatchObject({
        id: ana.id,
        user_id: ana.user_id,
        user_name: 'Ana García',
        email: 'ana@example.com',
        join_time: expect.any(String),
        registrant_id: registrantId,
        participant_uuid: ana.participant_uuid,
      });
      expect(live.json?.participants[0]).not.toHaveProperty('leave_time');

      expect((await control(`/webinars/${w.id}/leave`, { id: guest.id })).status).toBe(200);
      live = await api('GET', `/metrics/webinars/${w.id}/participants?type=live`);
      expect(live.json?.participants[1].leave_time).toEqual(expect.any(String));
      expect((await api('GET', `/report/webinars/${w.id}/participants`)).status).toBe(404);

      expect(await api('PUT', `/webinars/${w.id}/status`, { action: 'end' })).toEqual({
        status: 204,
        json: null,
      });
      const report = await api('GET', `/report/webinars/${w.id}/participants?page_size=300`);
      expect(report.json).toMatchObject({ total_records: 2, next_page_token: '' });
      expect(report.json?.participants[0]).toMatchObject({
        id: ana.id,
        user_id: ana.user_id,
        name: 'Ana García',
        user_email: 'ana@example.com',
        join_time: ana.join_time,
        leave_time: expect.any(String),
        duration: expect.any(Number),
        registrant_id: registrantId,
      });

      // The webhooks, in order, each signed as Zoom signs them.
      expect(received.map((r) => r.json.event)).toEqual([
        'webinar.started',
        'webinar.participant_joined',
        'webinar.participant_joined',
        'webinar.participant_left',
        'webinar.ended',
      ]);
      for (const r of received) {
        expect(signatureIsValid(r.headers, r.body)).toBe(true);
        expect(r.headers['content-type']).toBe('application/json');
        const seconds = Number(r.headers['x-zm-request-timestamp']);
        expect(Math.abs(seconds - Date.now() / 1000)).toBeLessThan(10);
        expect(r.json).toMatchObject({
          event_ts: expect.any(Number),
          payload: { account_id: 'acc_1' },
        });
        expect(r.json.payload.object).toMatchObject({
          id: String(w.id),
          uuid: w.uuid,
          host_id: w.host_id,
          topic: 'Clase abierta',
          type: 5,
          timezone: 'Europe/Madrid',
          duration: 90,
          start_time: expect.any(String),
        });
      }
      expect(received[1].json.payload.object.participant).toEqual({
        user_id: ana.user_id,
        user_name: 'Ana García',
        id: ana.id,
        participant_uuid: ana.participant_uuid,
        email: 'ana@example.com',
        join_time: ana.join_time,
        registrant_id: registrantId,
      });
      expect(received[3].json.payload.object.participant).toMatchObject({
        user_id: guest.user_id,
        user_name: 'Invitado',
        email: 'inv@example.com',
        leave_time: expect.any(String),
      });
      expect(received[4].json.payload.object.end_time).toEqual(expect.any(String));
      expect(
        fake
          .webhooks()
          .slice(-5)
          .map((s) => s.response),
      ).toEqual(Array(5).fill({ status: 200, body: '' }));
      const listed = (await (await fetch(`${fake.url}/__fake/webhooks`)).json()) as unknown[];
      expect(listed.length).toBeGreaterThanOrEqual(5);
    });

    it('does the same for meetings under /meetings, /metrics/meetings and /report/meetings', async () => {
      const m = (await api('POST', '/users/me/meetings', { topic: 'Tutoría', duration: 30 })).json!;
      await fake.start('meeting', m.id);
      const p = await fake.join('meeting', m.id, { name: 'Carla', email: 'carla@example.com' });
      expect((await api('GET', `/meetings/${m.id}`)).json?.status).toBe('started');
      await fake.leave('meeting', m.id, p.participant_uuid);
      expect((await api('PUT', `/meetings/${m.id}/status`, { action: 'end' })).status).toBe(204);
      const report = await api('GET', `/report/meetings/${m.id}/participants`);
      expect(report.json?.participants).toEqual([
        expect.objectContaining({ name: 'Carla', user_email: 'carla@example.com' }),
      ]);
      expect(received.map((r) => r.json.event)).toEqual([
        'meeting.started',
        'meeting.participant_joined',
        'meeting.participant_left',
        'meeting.ended',
      ]);
      expect(received.every((r) => signatureIsValid(r.headers, r.body))).toBe(true);
    });

    it('pages 45 participants by 20 with next_page_token, empty on the last page', async () => {
      const w = await createWebinar({ approval_type: 2 });
      await fake.start('webinar', w.id);
      fake.setWebhookUrl(undefined); // 45 joins need not reach the webhook
      for (let i = 0; i < 45; i += 1) {
        await fake.join('webinar', w.id, { name: `Persona ${i}`, email: `p${i}@example.com` });
      }
      const collect = async (path: string) => {
        const pages: Json[] = [];
        let next = '';
        do {
          const sep = path.includes('?') ? '&' : '?';
          const answer = await api('GET', `${path}${sep}page_size=20&next_page_token=${next}`);
          pages.push(answer.json!);
          next = String(answer.json?.next_page_token);
        } while (next);
        return pages;
      };
      const livePages = await collect(`/metrics/webinars/${w.id}/participants?type=live`);
      expect(livePages.map((p) => p.participants.length)).toEqual([20, 20, 5]);
      expect(livePages.map((p) => p.next_page_token === '')).toEqual([false, false, true]);
      expect(livePages[0]).toMatchObject({ page_count: 3, page_size: 20, total_records: 45 });
      const names = livePages.flatMap((p) =>
        p.participants.map((x: { user_name: string }) => x.user_name),
      );
      expect(new Set(names).size).toBe(45);

      await fake.end('webinar', w.id);
      const reportPages = await collect(`/report/webinars/${w.id}/participants`);
      expect(reportPages.map((p) => p.participants.length)).toEqual([20, 20, 5]);
      expect(fake.webhooks().slice(-1)[0].response).toEqual({ error: 'no webhook URL set' });

      const bad = await api('GET', `/report/webinars/${w.id}/participants?next_page_token=nope`);
      expect(bad.status).toBe(400);
    });

    it('records a webhook that failed, without retrying it', async () => {
      fake.setWebhookUrl('http://127.0.0.1:1/nadie-escucha');
      const w = await createWebinar({ approval_type: 2 });
      const before = fake.webhooks().length;
      await fake.start('webinar', w.id);
      const after = fake.webhooks();
      expect(after.length).toBe(before + 1);
      expect(after[after.length - 1]).toMatchObject({
        event: 'webinar.started',
        response: { error: expect.any(String) },
      });
    });
  });

  describe('endpoint.url_validation', () => {
    it('sends plainToken and tells whether the webhook answered the right encryptedToken', async () => {
      const right = await fake.validateWebhookUrl();
      expect(right.valid).toBe(true);
      expect(received[0].json).toMatchObject({
        event: 'endpoint.url_validation',
        event_ts: expect.any(Number),
        payload: { plainToken: right.plainToken },
      });
      expect(signatureIsValid(received[0].headers, received[0].body)).toBe(true);
      expect(right.expectedEncryptedToken).toBe(
        createHmac('sha256', SECRET).update(right.plainToken).digest('hex'),
      );

      validationMode = 'wrong';
      expect((await fake.validateWebhookUrl()).valid).toBe(false);
      validationMode = 'fail';
      const failed = await fake.validateWebhookUrl();
      expect(failed).toMatchObject({ valid: false, response: { status: 500 } });
      const viaHttp = await control('/validate-webhook');
      expect(viaHttp.json.valid).toBe(false);
    });
  });

  describe('tester page', () => {
    it('lists webinars in Spanish and its forms drive the webinar (303 back to the page)', async () => {
      const w = await createWebinar();
      const form = (path: string, fields: Record<string, string>) =>
        fetch(`${fake.url}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
          redirect: 'manual',
        });
      let page = await (await fetch(`${fake.url}/`)).text();
      expect(page).toContain('lang="es"');
      expect(page).toContain('Clase abierta');
      expect(page).toContain(`action="/__fake/webinars/${w.id}/start"`);

      expect((await form(`/__fake/webinars/${w.id}/start`, {})).status).toBe(303);
      const joined = await form(`/__fake/webinars/${w.id}/join`, {
        name: 'Desde la página',
        email: '',
      });
      expect(joined.status).toBe(303);
      page = await (await fetch(`${fake.url}/`)).text();
      expect(page).toContain('Desde la página');
      expect(page).toContain('Terminar');
      const participant = fake.webinars().find((s) => s.object.id === w.id)!.live[0];
      expect((await form(`/__fake/webinars/${w.id}/leave`, { id: participant.id })).status).toBe(
        303,
      );
      expect((await form(`/__fake/webinars/${w.id}/end`, {})).status).toBe(303);
      expect(fake.webinars().find((s) => s.object.id === w.id)!.status).toBe('finished');
    });
  });
});
