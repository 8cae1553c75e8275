import { join } from 'node:path';
import { startLocalFirestore, type LocalFirestore } from '../src';
import { parseFrames } from '../src/webchannel/framing';

const PROJECT = 'demo-curso-eii';
const DATABASE = `projects/${PROJECT}/databases/(default)`;
const RULES = join(__dirname, 'fixtures', 'browser.rules');
const ORIGIN = 'http://127.0.0.1:5000';

type Arrays = [number, unknown[]][];

function form(messages: unknown[], ofs: number, headers = ''): string {
  const body = new URLSearchParams();
  if (headers) body.set('headers', headers);
  body.set('count', String(messages.length));
  body.set('ofs', String(ofs));
  messages.forEach((m, i) => body.set(`req${i}___data__`, JSON.stringify(m)));
  return body.toString();
}

function channelUrl(server: LocalFirestore, params: Record<string, string>): string {
  const query = new URLSearchParams({ VER: '8', database: DATABASE, ...params });
  return `http://127.0.0.1:${server.port}/google.firestore.v1.Firestore/Listen/channel?${query}`;
}

async function handshake(
  server: LocalFirestore,
  messages: unknown[],
  headers = '',
): Promise<{ sid: string; response: Response; arrays: Arrays }> {
  const response = await fetch(
    channelUrl(server, {
      RID: '1',
      CVER: '22',
      'X-HTTP-Session-Id': 'gsessionid',
      zx: 'a',
      t: '1',
    }),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
      body: form(messages, 0, headers),
    },
  );
  const arrays = parseFrames(await response.text())[0] as Arrays;
  return { sid: (arrays[0][1] as string[])[1], response, arrays };
}

async function longPoll(server: LocalFirestore, sid: string, aid: number): Promise<Arrays> {
  const res = await fetch(
    channelUrl(server, {
      RID: 'rpc',
      SID: sid,
      AID: String(aid),
      CI: '1',
      TYPE: 'xmlhttp',
      t: '1',
    }),
  );
  expect(res.status).toBe(200);
  return parseFrames(await res.text()).flat() as Arrays;
}

async function post(
  server: LocalFirestore,
  sid: string,
  aid: number,
  messages: unknown[],
  ofs: number,
): Promise<Response> {
  return fetch(channelUrl(server, { SID: sid, RID: String(ofs + 2), AID: String(aid), t: '1' }), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form(messages, ofs),
  });
}

async function ownerCommit(server: LocalFirestore, writes: unknown[]): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${server.port}/v1/${DATABASE}/documents:commit`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes }),
  });
  expect(res.status).toBe(200);
}

const addQueryTarget = (targetId: number, collectionId: string) => ({
  database: DATABASE,
  addTarget: {
    targetId,
    query: { parent: `${DATABASE}/documents`, structuredQuery: { from: [{ collectionId }] } },
  },
});

describe('WebChannel protocol', () => {
  let server: LocalFirestore;

  beforeAll(async () => {
    server = await startLocalFirestore({
      port: 0,
      projectId: PROJECT,
      webChannel: { longPollMs: 300 },
    });
    await ownerCommit(server, [
      {
        update: { name: `${DATABASE}/documents/events/a`, fields: { title: { stringValue: 'Ä' } } },
      },
    ]);
  });

  afterAll(() => server.stop());

  test('handshake, long-polled responses, retried messages and later changes', async () => {
    const { sid, response, arrays } = await handshake(server, [addQueryTarget(2, 'events')]);
    expect(arrays).toEqual([[0, ['c', sid, '', 8, 14, 30000]]]);
    expect(response.headers.get('x-http-session-id')).toBe(sid);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');

    const first = await longPoll(server, sid, 0);
    expect(first.map(([id]) => id)).toEqual([1, 2, 3, 4, 5]);
    const payloads = first.map(([, [payload]]) => payload);
    expect(payloads[0]).toEqual({ targetChange: { targetChangeType: 'ADD', targetIds: [2] } });
    expect(payloads[1]).toMatchObject({
      documentChange: {
        document: {
          name: `${DATABASE}/documents/events/a`,
          fields: { title: { stringValue: 'Ä' } },
        },
        targetIds: [2],
      },
    });
    expect(payloads[2]).toEqual({ filter: { targetId: 2, count: 1 } });
    expect(payloads[3]).toMatchObject({
      targetChange: { targetChangeType: 'CURRENT', targetIds: [2] },
    });
    expect(Object.keys((payloads[4] as { targetChange: object }).targetChange)).toEqual([
      'readTime',
    ]);

    // A retry of the handshake's message (map id 0) must not add the target twice.
    const retry = await post(server, sid, 5, [addQueryTarget(2, 'events')], 0);
    expect(parseFrames(await retry.text())).toEqual([[1, 5, 0]]);

    await ownerCommit(server, [{ update: { name: `${DATABASE}/documents/events/b`, fields: {} } }]);
    const next = await longPoll(server, sid, 5);
    expect(next.map(([, [p]]) => Object.keys(p as object)[0])).toEqual([
      'documentChange',
      'targetChange',
    ]);

    // Nothing new: the long poll ends with a noop rather than an empty body.
    expect(await longPoll(server, sid, 7)).toEqual([[8, ['noop']]]);

    // Unacknowledged arrays are resent on the next GET.
    await ownerCommit(server, [{ delete: `${DATABASE}/documents/events/b` }]);
    const missed = await longPoll(server, sid, 8);
    expect(await longPoll(server, sid, 8)).toEqual(missed);
    expect(missed.map(([, [p]]) => Object.keys(p as object)[0])).toEqual([
      'documentDelete',
      'targetChange',
    ]);
  });

  test('a streaming back channel opens with a noop', async () => {
    const { sid } = await handshake(server, [{ database: DATABASE }]);
    const controller = new AbortController();
    const res = await fetch(
      channelUrl(server, { RID: 'rpc', SID: sid, AID: '0', CI: '0', TYPE: 'xmlhttp' }),
      { signal: controller.signal },
    );
    const reader = res.body!.getReader();
    const chunk = new TextDecoder().decode((await reader.read()).value);
    expect(parseFrames(chunk)).toEqual([[[1, ['noop']]]]);
    controller.abort();
  });

  test('terminate ends the session and an unknown SID gets 400', async () => {
    const { sid } = await handshake(server, [{ database: DATABASE }]);
    const terminate = await fetch(channelUrl(server, { SID: sid, RID: '9', TYPE: 'terminate' }), {
      method: 'POST',
      body: '',
    });
    expect(terminate.status).toBe(200);
    const get = await fetch(
      channelUrl(server, { RID: 'rpc', SID: sid, AID: '0', CI: '1', TYPE: 'xmlhttp' }),
    );
    expect(get.status).toBe(400);
    expect((await post(server, sid, 0, [{ database: DATABASE }], 1)).status).toBe(400);
  });

  test('an unsupported target kind is refused naming the feature', async () => {
    const { sid } = await handshake(server, [
      { database: DATABASE, addTarget: { targetId: 4, pipelineQuery: {} } },
    ]);
    const [[, [payload]]] = await longPoll(server, sid, 0);
    expect(payload).toEqual({
      targetChange: {
        targetChangeType: 'REMOVE',
        targetIds: [4],
        cause: {
          code: 12,
          message:
            'Listen targets other than documents and queries are not supported by the local Firestore',
        },
      },
    });
  });
});

describe('WebChannel limits and rules', () => {
  let server: LocalFirestore;

  beforeAll(async () => {
    server = await startLocalFirestore({
      port: 0,
      projectId: PROJECT,
      rulesPath: RULES,
      webChannel: { idleTimeoutMs: 200, maxQueuedArrays: 5, longPollMs: 300, streamMaxMs: 100 },
    });
    await ownerCommit(
      server,
      Array.from({ length: 8 }, (_, i) => ({
        update: { name: `${DATABASE}/documents/events/e${i}`, fields: {} },
      })),
    );
  });

  afterAll(() => server.stop());

  test('a denied target is removed with PERMISSION_DENIED', async () => {
    const { sid } = await handshake(server, [addQueryTarget(2, 'events')]);
    const [[, [payload]]] = await longPoll(server, sid, 0);
    expect(payload).toEqual({
      targetChange: {
        targetChangeType: 'REMOVE',
        targetIds: [2],
        cause: {
          code: 7,
          message: 'Missing or insufficient permissions.',
        },
      },
    });
  });

  test('a streaming back channel is ended periodically so the client re-acknowledges', async () => {
    const { sid } = await handshake(server, [{ database: DATABASE }]);
    const res = await fetch(
      channelUrl(server, { RID: 'rpc', SID: sid, AID: '0', CI: '0', TYPE: 'xmlhttp' }),
    );
    expect(parseFrames(await res.text())).toEqual([[[1, ['noop']]]]);
    const again = await fetch(
      channelUrl(server, { RID: 'rpc', SID: sid, AID: '1', CI: '0', TYPE: 'xmlhttp' }),
    );
    expect(parseFrames(await again.text())).toEqual([[[2, ['noop']]]]);
  });

  test('a session whose client never comes back is reaped', async () => {
    const { sid } = await handshake(server, [{ database: DATABASE }]);
    await new Promise((r) => setTimeout(r, 500));
    const get = await fetch(
      channelUrl(server, { RID: 'rpc', SID: sid, AID: '0', CI: '1', TYPE: 'xmlhttp' }),
    );
    expect(get.status).toBe(400);
  });

  test('a session that queues too many unacknowledged messages is dropped', async () => {
    const owner = 'Authorization:Bearer owner\r\n';
    const { sid } = await handshake(server, [addQueryTarget(2, 'events')], owner);
    const get = await fetch(
      channelUrl(server, { RID: 'rpc', SID: sid, AID: '0', CI: '1', TYPE: 'xmlhttp' }),
    );
    expect(get.status).toBe(400);
  });
});
