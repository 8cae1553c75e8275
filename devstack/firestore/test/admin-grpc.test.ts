import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { startLocalFirestore, type LocalFirestore } from '../src';

const PROJECT = 'demo-admin-test';
let server: LocalFirestore;
let app: App;
let db: Firestore;

beforeAll(async () => {
  server = await startLocalFirestore({ port: 0, projectId: PROJECT });
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${server.port}`;
  app = initializeApp({ projectId: PROJECT }, 'admin-grpc-test');
  db = getFirestore(app);
});

afterAll(async () => {
  await db.terminate();
  await deleteApp(app);
  await server.stop();
});

beforeEach(async () => {
  const res = await fetch(
    `http://127.0.0.1:${server.port}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  expect(res.status).toBe(200);
});

test('set, get, update, delete and create', async () => {
  const ref = db.doc('people/ana');
  await ref.set({
    name: 'Ana',
    age: 30,
    tags: ['a'],
    nested: { x: 1 },
    when: Timestamp.fromMillis(1_700_000_000_123),
    bytes: Buffer.from([1, 2, 3]),
    nothing: null,
  });
  let snap = await ref.get();
  expect(snap.exists).toBe(true);
  expect(snap.get('name')).toBe('Ana');
  expect(snap.get('nested.x')).toBe(1);
  expect((snap.get('when') as Timestamp).toMillis()).toBe(1_700_000_000_123);
  expect(Buffer.from(snap.get('bytes')).equals(Buffer.from([1, 2, 3]))).toBe(true);
  expect(snap.get('nothing')).toBeNull();

  await ref.set({ city: 'Madrid' }, { merge: true });
  await ref.update({
    age: FieldValue.increment(2),
    'nested.y': 'z',
    tags: FieldValue.arrayUnion('b', 'a'),
  });
  snap = await ref.get();
  expect(snap.data()).toMatchObject({
    name: 'Ana',
    city: 'Madrid',
    age: 32,
    nested: { x: 1, y: 'z' },
    tags: ['a', 'b'],
  });

  await ref.update({
    tags: FieldValue.arrayRemove('a'),
    city: FieldValue.delete(),
    at: FieldValue.serverTimestamp(),
  });
  snap = await ref.get();
  expect(snap.get('tags')).toEqual(['b']);
  expect(snap.get('city')).toBeUndefined();
  expect(snap.get('at')).toBeInstanceOf(Timestamp);
  expect(Math.abs((snap.get('at') as Timestamp).toMillis() - Date.now())).toBeLessThan(5000);

  const [masked] = await db.getAll(ref, { fieldMask: ['name', 'nested.x'] });
  expect(masked.data()).toEqual({ name: 'Ana', nested: { x: 1 } });

  await expect(ref.create({ name: 'again' })).rejects.toMatchObject({ code: 6 });
  await expect(db.doc('people/nobody').update({ a: 1 })).rejects.toMatchObject({ code: 5 });
  await ref.delete();
  expect((await ref.get()).exists).toBe(false);
  await db.doc('people/bea').create({ name: 'Bea' });
  expect((await db.doc('people/bea').get()).get('name')).toBe('Bea');
});

test('a batch is atomic: a failing precondition leaves nothing written', async () => {
  await db.doc('things/existing').set({ v: 1 });
  const batch = db.batch();
  batch.set(db.doc('things/new1'), { v: 1 });
  batch.update(db.doc('things/existing'), { v: 2 });
  batch.create(db.doc('things/existing'), { v: 3 });
  await expect(batch.commit()).rejects.toMatchObject({ code: 6 });
  expect((await db.doc('things/new1').get()).exists).toBe(false);
  expect((await db.doc('things/existing').get()).get('v')).toBe(1);

  const snap = await db.doc('things/existing').get();
  await db.doc('things/existing').update({ v: 5 });
  await expect(
    db.doc('things/existing').update({ v: 6 }, { lastUpdateTime: snap.updateTime! }),
  ).rejects.toMatchObject({ code: 9 });

  const ok = db.batch();
  ok.set(db.doc('things/a'), { v: 1 });
  ok.set(db.doc('things/b'), { v: 2 });
  ok.delete(db.doc('things/existing'));
  await ok.commit();
  const all = await db.collection('things').get();
  expect(all.docs.map((d) => d.id)).toEqual(['a', 'b']);
});

test('transactions read then commit, and retry when another write interferes', async () => {
  const counter = db.doc('counters/c');
  await counter.set({ n: 0 });
  await Promise.all(
    Array.from({ length: 3 }, () =>
      db.runTransaction(async (tx) => {
        const snap = await tx.get(counter);
        tx.update(counter, { n: (snap.get('n') as number) + 1 });
      }),
    ),
  );
  expect((await counter.get()).get('n')).toBe(3);

  let attempts = 0;
  await db.runTransaction(async (tx) => {
    attempts++;
    const snap = await tx.get(counter);
    if (attempts === 1) await counter.update({ n: 100 });
    tx.set(counter, { n: (snap.get('n') as number) + 1 });
  });
  expect(attempts).toBe(2);
  expect((await counter.get()).get('n')).toBe(101);

  const q = db.collection('counters').where('n', '>', 50);
  const seen = await db.runTransaction(async (tx) => (await tx.get(q)).size);
  expect(seen).toBe(1);
});

describe('queries', () => {
  beforeEach(async () => {
    const batch = db.batch();
    const rows = [
      { id: 'a', status: 'live', n: 3, tags: ['x', 'y'], start: Timestamp.fromMillis(3000) },
      { id: 'b', status: 'draft', n: 1, tags: ['y'], start: Timestamp.fromMillis(1000) },
      { id: 'c', status: 'live', n: 2, tags: [], start: Timestamp.fromMillis(2000) },
      { id: 'd', status: 'past', n: 5, tags: ['z'], start: Timestamp.fromMillis(5000) },
      { id: 'e', status: 'live', n: 4.5, start: Timestamp.fromMillis(4000) },
    ];
    for (const { id, ...data } of rows) batch.set(db.doc(`events/${id}`), data);
    batch.set(db.doc('events/a/participants/p1'), { role: 'host' });
    batch.set(db.doc('other/x/participants/p2'), { role: 'guest' });
    await batch.commit();
  });

  const ids = async (q: FirebaseFirestore.Query) => (await q.get()).docs.map((d) => d.id);

  test('where operators', async () => {
    const events = db.collection('events');
    expect(await ids(events.where('status', '==', 'live'))).toEqual(['a', 'c', 'e']);
    expect(await ids(events.where('status', '!=', 'live'))).toEqual(['b', 'd']);
    expect(await ids(events.where('n', '<', 3))).toEqual(['b', 'c']);
    expect(await ids(events.where('n', '<=', 3))).toEqual(['b', 'c', 'a']);
    expect(await ids(events.where('n', '>', 3))).toEqual(['e', 'd']);
    expect(await ids(events.where('n', '>=', 4.5))).toEqual(['e', 'd']);
    expect(await ids(events.where('status', 'in', ['draft', 'past']))).toEqual(['b', 'd']);
    expect(await ids(events.where('status', 'not-in', ['live', 'draft']))).toEqual(['d']);
    expect(await ids(events.where('tags', 'array-contains', 'y'))).toEqual(['a', 'b']);
    expect(await ids(events.where('tags', 'array-contains-any', ['x', 'z']))).toEqual(['a', 'd']);
  });

  test('orderBy, limit, offset, cursors, count and collection groups', async () => {
    const events = db.collection('events');
    expect(await ids(events.orderBy('start', 'desc'))).toEqual(['d', 'e', 'a', 'c', 'b']);
    expect(await ids(events.orderBy('n').limit(2))).toEqual(['b', 'c']);
    expect(await ids(events.orderBy('n').offset(3))).toEqual(['e', 'd']);
    const c = await events.doc('c').get();
    expect(await ids(events.orderBy('n').startAfter(c))).toEqual(['a', 'e', 'd']);
    expect(await ids(events.orderBy('n').startAt(3).endBefore(5))).toEqual(['a', 'e']);
    expect(
      await ids(events.where('status', '==', 'live').orderBy('start', 'desc').limitToLast(2)),
    ).toEqual(['a', 'c']);
    expect((await events.where('status', '==', 'live').count().get()).data().count).toBe(3);
    expect(await ids(db.collectionGroup('participants'))).toEqual(['p1', 'p2']);
    expect(
      (await db.collectionGroup('participants').where('role', '==', 'guest').get()).docs[0].ref
        .path,
    ).toBe('other/x/participants/p2');
  });

  test('listDocuments and listCollections', async () => {
    const refs = await db.collection('other').listDocuments();
    expect(refs.map((r) => r.id)).toEqual(['x']);
    const collections = await db.doc('events/a').listCollections();
    expect(collections.map((c) => c.id)).toEqual(['participants']);
    expect((await db.listCollections()).map((c) => c.id)).toEqual(['events', 'other']);
  });
});

test('an RPC the server does not implement fails with UNIMPLEMENTED naming it', async () => {
  const consume = async () => {
    for await (const partition of db.collectionGroup('events').getPartitions(2)) void partition;
  };
  await expect(consume()).rejects.toMatchObject({
    code: 12,
    details: expect.stringContaining('PartitionQuery'),
  });
});

test('admin onSnapshot receives live updates over gRPC Listen', async () => {
  const updates: string[][] = [];
  let resolveNext: () => void = () => undefined;
  const unsubscribe = db
    .collection('live')
    .orderBy('n')
    .onSnapshot((snap) => {
      updates.push(snap.docs.map((d) => d.id));
      resolveNext();
    });
  const next = () => new Promise<void>((r) => (resolveNext = r));
  let waiting = next();
  await waiting;
  expect(updates[0]).toEqual([]);
  waiting = next();
  await db.doc('live/b').set({ n: 2 });
  await waiting;
  waiting = next();
  await db.doc('live/a').set({ n: 1 });
  await waiting;
  expect(updates[updates.length - 1]).toEqual(['a', 'b']);
  unsubscribe();
  // The SDK cancels the stream asynchronously; let that finish while the test environment exists.
  await new Promise((r) => setTimeout(r, 100));
});
