// Bundled with esbuild and loaded in headless Chromium: a thin driver over the Firestore web SDK
// that tests call through page.evaluate. Values are returned as plain JSON.
import { initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  doc,
  collection,
  query,
  where,
  orderBy,
  limit,
  getDoc,
  getDocFromServer,
  getDocs,
  getDocsFromServer,
  getCountFromServer,
  onSnapshot,
  setDoc,
  updateDoc,
  deleteDoc,
  serverTimestamp,
  runTransaction,
  Timestamp,
} from 'firebase/firestore';

const clients = new Map();
const unsubscribers = new Map();
window.events = {};

function plain(value) {
  if (value instanceof Timestamp) return { timestampMillis: value.toMillis() };
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

function buildQuery(db, spec) {
  const constraints = [];
  for (const [field, op, value] of spec.where ?? []) constraints.push(where(field, op, value));
  for (const [field, dir] of spec.orderBy ?? []) constraints.push(orderBy(field, dir));
  if (spec.limit) constraints.push(limit(spec.limit));
  return query(collection(db, spec.collection), ...constraints);
}

function describeError(e) {
  return { error: e.code ?? String(e) };
}

async function readDoc(read, name, path) {
  try {
    const snap = await read(doc(clients.get(name), path));
    return {
      exists: snap.exists(),
      data: plain(snap.data() ?? null),
      fromCache: snap.metadata.fromCache,
    };
  } catch (e) {
    return describeError(e);
  }
}

async function readQuery(read, name, spec) {
  try {
    const snap = await read(buildQuery(clients.get(name), spec));
    return { ids: snap.docs.map((d) => d.id), fromCache: snap.metadata.fromCache };
  } catch (e) {
    return describeError(e);
  }
}

window.harness = {
  init(name, { host, port, projectId, longPolling, token }) {
    const app = initializeApp({ projectId, apiKey: 'fake-key', appId: 'x' }, name);
    const db = initializeFirestore(app, { experimentalForceLongPolling: !!longPolling });
    connectFirestoreEmulator(db, host, port, token ? { mockUserToken: token } : undefined);
    clients.set(name, db);
  },
  // "FromServer" reads go over REST; the plain ones through a Listen target.
  getDoc: (name, path) => readDoc(getDocFromServer, name, path),
  getDocViaListen: (name, path) => readDoc(getDoc, name, path),
  async getDocs(name, spec) {
    const result = await readQuery(getDocsFromServer, name, spec);
    delete result.fromCache;
    return result;
  },
  getDocsViaListen: (name, spec) => readQuery(getDocs, name, spec),
  async count(name, spec) {
    try {
      return {
        count: (await getCountFromServer(buildQuery(clients.get(name), spec))).data().count,
      };
    } catch (e) {
      return describeError(e);
    }
  },
  listenDoc(name, key, path) {
    window.events[key] = [];
    unsubscribers.set(
      key,
      onSnapshot(
        doc(clients.get(name), path),
        (snap) =>
          window.events[key].push({
            exists: snap.exists(),
            data: plain(snap.data() ?? null),
            fromCache: snap.metadata.fromCache,
          }),
        (e) => window.events[key].push(describeError(e)),
      ),
    );
  },
  listenQuery(name, key, spec) {
    window.events[key] = [];
    unsubscribers.set(
      key,
      onSnapshot(
        buildQuery(clients.get(name), spec),
        (snap) =>
          window.events[key].push({
            ids: snap.docs.map((d) => d.id),
            fromCache: snap.metadata.fromCache,
          }),
        (e) => window.events[key].push(describeError(e)),
      ),
    );
  },
  unlisten(key) {
    unsubscribers.get(key)?.();
    unsubscribers.delete(key);
  },
  async setDoc(name, path, data, withTimestamp) {
    try {
      await setDoc(
        doc(clients.get(name), path),
        withTimestamp ? { ...data, at: serverTimestamp() } : data,
      );
      return { ok: true };
    } catch (e) {
      return describeError(e);
    }
  },
  async updateDoc(name, path, data) {
    try {
      await updateDoc(doc(clients.get(name), path), data);
      return { ok: true };
    } catch (e) {
      return describeError(e);
    }
  },
  async deleteDoc(name, path) {
    try {
      await deleteDoc(doc(clients.get(name), path));
      return { ok: true };
    } catch (e) {
      return describeError(e);
    }
  },
  async incrementInTransaction(name, path) {
    try {
      const db = clients.get(name);
      const value = await runTransaction(db, async (tx) => {
        const snap = await tx.get(doc(db, path));
        const next = (snap.data()?.n ?? 0) + 1;
        tx.set(doc(db, path), { n: next });
        return next;
      });
      return { value };
    } catch (e) {
      return describeError(e);
    }
  },
};
