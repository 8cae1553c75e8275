import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  onSnapshot,
  serverTimestamp,
  setDoc,
  setLogLevel,
  terminate,
  Timestamp,
  type Firestore,
} from 'firebase/firestore';
import { join } from 'node:path';
import { startLocalFirestore, type LocalFirestore } from '../src';

const PROJECT = 'demo-node-web-test';
const RULES = join(__dirname, 'fixtures', 'browser.rules');
let server: LocalFirestore;
const apps: FirebaseApp[] = [];

function client(name: string, uid: string): Firestore {
  const app = initializeApp({ projectId: PROJECT, apiKey: 'fake-key' }, name);
  apps.push(app);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', server.port, { mockUserToken: { user_id: uid } });
  return db;
}

beforeAll(async () => {
  // The SDK logs every denied write as a warning; the test asserts on the errors instead.
  setLogLevel('error');
  server = await startLocalFirestore({ port: 0, projectId: PROJECT, rulesPath: RULES });
});

afterAll(async () => {
  for (const app of apps) {
    await terminate(getFirestore(app));
    await deleteApp(app);
  }
  await server.stop();
});

test('the web SDK in Node speaks gRPC Listen and Write, under the rules', async () => {
  const writer = client('writer', 'writer');
  const reader = client('reader', 'reader');

  const seen = new Promise<string[]>((resolve) => {
    const unsubscribe = onSnapshot(collection(writer, 'scratch'), (snap) => {
      if (snap.size > 0) {
        unsubscribe();
        resolve(snap.docs.map((d) => d.id));
      }
    });
  });
  const other = client('writer-2', 'writer');
  await setDoc(doc(other, 'scratch/n1'), { title: 'from node', at: serverTimestamp() });
  expect(await seen).toEqual(['n1']);

  const snap = await getDoc(doc(writer, 'scratch/n1'));
  expect(snap.get('title')).toBe('from node');
  expect(snap.get('at')).toBeInstanceOf(Timestamp);

  await expect(setDoc(doc(reader, 'scratch/n2'), { title: 'denied' })).rejects.toMatchObject({
    code: 'permission-denied',
  });
  await expect(getDoc(doc(reader, 'scratch/n1'))).rejects.toMatchObject({
    code: 'permission-denied',
  });
});
