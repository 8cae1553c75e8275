import { asFirestoreError, statusJson, unsupported } from '../api/errors';
import type { FirestoreApi } from '../api/firestore-api';
import { Code, FirestoreError } from '../store/types';
import { identityFromAuthorization, type Identity } from '../rules/auth';

/* eslint-disable @typescript-eslint/no-explicit-any -- bodies are proto3 JSON */
type Json = Record<string, any>;

const HTTP_STATUS: Record<number, number> = {
  3: 400,
  5: 404,
  6: 409,
  7: 403,
  9: 400,
  10: 409,
  12: 501,
  16: 401,
};

type RestCall = (
  api: FirestoreApi,
  body: Json,
  identity: Identity,
  names: { database: string; parent: string },
) => Json | Json[];

/** The REST calls the browser SDK makes for one-shot work; streaming RPCs answer a JSON array. */
const CALLS: Record<string, RestCall> = {
  commit: (api, body, id, n) => api.commit({ ...body, database: n.database }, id),
  batchGet: (api, body, id, n) => api.batchGetDocuments({ ...body, database: n.database }, id),
  runQuery: (api, body, id, n) => api.runQuery({ ...body, parent: n.parent }, id),
  runAggregationQuery: (api, body, id, n) =>
    api.runAggregationQuery({ ...body, parent: n.parent }, id),
  beginTransaction: (api, body, _id, n) => api.beginTransaction({ ...body, database: n.database }),
  rollback: (api, body, _id, n) => api.rollback({ ...body, database: n.database }),
  batchWrite: (api, body, id, n) => api.batchWrite({ ...body, database: n.database }, id),
  listCollectionIds: (api, body, id, n) => api.listCollectionIds({ ...body, parent: n.parent }, id),
};

const PATH = /^\/v1\/(projects\/[^/]+\/databases\/[^/]+)\/documents(\/[^:]*)?(?::(\w+))?$/;

export interface RestResult {
  status: number;
  body: unknown;
}

/** Returns undefined when the path is not a Firestore REST path. */
export function handleRest(
  api: FirestoreApi,
  method: string,
  pathname: string,
  authorization: string | undefined,
  rawBody: string,
): RestResult | undefined {
  const m = PATH.exec(decodeURIComponent(pathname));
  if (!m) return undefined;
  const [, database, subPath = '', call] = m;
  const parent = `${database}/documents${subPath}`;
  const identity = identityFromAuthorization(authorization);
  try {
    if (!call && method === 'GET')
      return { status: 200, body: api.getDocument({ name: parent }, identity) };
    const handler = call && method === 'POST' ? CALLS[call] : undefined;
    if (!handler) throw unsupported(`REST ${method} ${call ? `:${call}` : 'on a document path'}`);
    return { status: 200, body: handler(api, parseBody(rawBody), identity, { database, parent }) };
  } catch (e) {
    const err = asFirestoreError(e);
    const status = HTTP_STATUS[err.code] ?? 500;
    return { status, body: { error: { ...statusJson(err), code: status } } };
  }
}

function parseBody(raw: string): Json {
  if (!raw) return {};
  try {
    return JSON.parse(raw) as Json;
  } catch {
    throw new FirestoreError(Code.INVALID_ARGUMENT, 'The request body is not valid JSON');
  }
}
