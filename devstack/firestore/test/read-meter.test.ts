import { deleteApp, initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  getFirestore,
  onSnapshot,
  terminate,
} from 'firebase/firestore';
import { join } from 'node:path';
import { startLocalFirestore, type LocalFirestore } from '../src';
import { emulatorIdToken } from './support/id-token';

const PROJECT = 'demo-read-meter';
const DATABASE = `projects/${PROJECT}/databases/(default)`;
const RULES = join(__dirname, '..', '..', '..', 'firestore.rules');
const ADMIN_UID = 'meter-admin';
let server: LocalFirestore;

async function http(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json();
}

const reads = async () =>
  (await http('GET', '/emulator/v1/reads')) as { total: number; byUid: Record<string, number> };

function writeSession(id: string, title: string) {
  return http(
    'POST',
    `/v1/${DATABASE}/documents:commit`,
    {
      writes: [
        {
          update: {
            name: `${DATABASE}/documents/zoom_sessions/${id}`,
            fields: { session_title: { stringValue: title } },
          },
        },
      ],
    },
    'owner',
  );
}

beforeAll(async () => {
  server = await startLocalFirestore({ port: 0, projectId: PROJECT, rulesPath: RULES });
});
afterAll(() => server.stop());

beforeEach(() => http('DELETE', '/emulator/v1/reads'));

test('one-shot queries cost a read per document, one when empty; privileged reads are free', async () => {
  const admin = emulatorIdToken(ADMIN_UID, { admin: true });
  await writeSession('a', 'A');
  await writeSession('b', 'B');
  const query = (collectionId: string) => ({ structuredQuery: { from: [{ collectionId }] } });
  await http('POST', `/v1/${DATABASE}/documents:runQuery`, query('zoom_sessions'), admin);
  await http('POST', `/v1/${DATABASE}/documents:runQuery`, query('audit_logs'), admin);
  await http('POST', `/v1/${DATABASE}/documents:runQuery`, query('zoom_sessions'), 'owner');
  await http(
    'POST',
    `/v1/${DATABASE}/documents:runAggregationQuery`,
    {
      structuredAggregationQuery: {
        ...query('zoom_sessions'),
        aggregations: [{ alias: 'n', count: {} }],
      },
    },
    admin,
  );
  expect(await reads()).toEqual({ total: 2 + 1 + 1, anonymous: 0, byUid: { [ADMIN_UID]: 4 } });
});

test('a listener costs its initial documents, then one read per changed document', async () => {
  await writeSession('a', 'A');
  await writeSession('b', 'B');
  const app = initializeApp({ projectId: PROJECT, apiKey: 'fake-key' }, 'meter');
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', server.port, {
    mockUserToken: { user_id: ADMIN_UID, admin: true },
  });
  const sizes: number[] = [];
  let settled: () => void = () => undefined;
  const unsubscribe = onSnapshot(collection(db, 'zoom_sessions'), (snap) => {
    sizes.push(snap.size);
    settled();
  });
  const next = () => new Promise<void>((resolve) => (settled = resolve));

  await next();
  expect((await reads()).total).toBe(2);
  let changed = next();
  await writeSession('a', 'A, renamed');
  await changed;
  changed = next();
  await writeSession('c', 'C');
  await changed;
  expect(sizes).toEqual([2, 2, 3]);
  expect((await reads()).total).toBe(4);

  unsubscribe();
  await terminate(db);
  await deleteApp(app);
});
