import { aggregate } from './aggregation';
import { toDocument } from './documents';
import { asFirestoreError, unsupported } from './errors';
import type { Identity } from '../rules/auth';
import type { Authorizer } from '../rules/authorizer';
import type { Databases } from '../store/databases';
import type { DocumentStore, WriteCheck } from '../store/document-store';
import { collectionOf, documentsRoot, relativeDocumentPath, splitName } from '../store/paths';
import { project } from '../store/query';
import { ReadMeter } from './read-meter';
import {
  Code,
  FirestoreError,
  type StoredDocument,
  type StructuredQuery,
  type Write,
} from '../store/types';

/* eslint-disable @typescript-eslint/no-explicit-any -- requests are proto3 JSON as the client sent them */
type Json = Record<string, any>;

interface TransactionOptions {
  transaction?: string;
  newTransaction?: { readOnly?: unknown; readWrite?: unknown };
  readTime?: string;
}

/**
 * The Firestore RPCs as plain functions over proto3 JSON, shared by the gRPC, REST and WebChannel
 * front ends. Server-streaming RPCs return the full list of responses.
 */
export class FirestoreApi {
  readonly reads = new ReadMeter();

  constructor(
    readonly databases: Databases,
    readonly authorizer: Authorizer,
  ) {}

  batchGetDocuments(req: Json, identity: Identity): Json[] {
    const store = this.databases.get(req.database);
    const transaction = this.readTransaction(store, req);
    const readTime = store.clock.current();
    const responses = ((req.documents as string[]) ?? []).map((name): Json => {
      const path = relativeDocumentPath(name, store.database);
      const doc = store.get(path);
      this.authorizer.require(identity, store, 'get', path.split('/'), { resource: doc });
      if (transaction) store.recordRead(transaction, () => store.documentSignature(path));
      return doc
        ? { found: toDocument(store.database, withMask(doc, req.mask)), readTime }
        : { missing: name, readTime };
    });
    // A missing document is billed like a found one.
    this.reads.record(identity, responses.length);
    return withTransaction(responses, req, transaction, readTime);
  }

  getDocument(req: Json, identity: Identity): Json {
    const { database } = splitName(req.name);
    const store = this.databases.get(database);
    const path = relativeDocumentPath(req.name, database);
    const transaction = this.readTransaction(store, req);
    const doc = store.get(path);
    this.authorizer.require(identity, store, 'get', path.split('/'), { resource: doc });
    if (transaction) store.recordRead(transaction, () => store.documentSignature(path));
    this.reads.record(identity, 1);
    if (!doc) throw new FirestoreError(Code.NOT_FOUND, `Document ${req.name} not found`);
    return toDocument(database, withMask(doc, req.mask));
  }

  runQuery(req: Json, identity: Identity): Json[] {
    if (req.explainOptions) throw unsupported('Query explain (explainOptions)');
    const { store, parentPath, query } = this.prepareQuery(
      req.parent,
      req.structuredQuery,
      identity,
    );
    const transaction = this.readTransaction(store, req);
    const readTime = store.clock.current();
    const docs = store.query(parentPath, query);
    if (transaction) store.recordRead(transaction, () => store.querySignature(parentPath, query));
    this.reads.recordQuery(identity, docs.length);
    const responses: Json[] = docs.map((d) => ({
      document: toDocument(store.database, project(d, query)),
      readTime,
    }));
    if (responses.length === 0) responses.push({ readTime });
    return withTransaction(responses, req, transaction, readTime);
  }

  runAggregationQuery(req: Json, identity: Identity): Json[] {
    if (req.explainOptions) throw unsupported('Query explain (explainOptions)');
    const aggregation = req.structuredAggregationQuery;
    if (!aggregation?.structuredQuery)
      throw new FirestoreError(Code.INVALID_ARGUMENT, 'structuredAggregationQuery is required');
    const { store, parentPath, query } = this.prepareQuery(
      req.parent,
      aggregation.structuredQuery,
      identity,
    );
    const transaction = this.readTransaction(store, req);
    const readTime = store.clock.current();
    const docs = store.query(parentPath, query);
    if (transaction) store.recordRead(transaction, () => store.querySignature(parentPath, query));
    this.reads.recordAggregation(identity, docs.length);
    const aggregateFields = aggregate(docs, aggregation.aggregations ?? []);
    return withTransaction([{ result: { aggregateFields }, readTime }], req, transaction, readTime);
  }

  beginTransaction(req: Json): Json {
    const store = this.databases.get(req.database);
    return { transaction: store.beginTransaction(req.options?.readOnly !== undefined) };
  }

  rollback(req: Json): Json {
    this.databases.get(req.database).rollback(req.transaction);
    return {};
  }

  commit(req: Json, identity: Identity): Json {
    const store = this.databases.get(req.database);
    const result = store.commit(req.writes ?? [], {
      transaction: req.transaction,
      check: this.writeCheck(store, identity),
    });
    return { commitTime: result.commitTime, writeResults: result.writeResults };
  }

  /** BatchWrite applies each write on its own and reports a status per write. */
  batchWrite(req: Json, identity: Identity): Json {
    const store = this.databases.get(req.database);
    const writeResults: Json[] = [];
    const status: Json[] = [];
    for (const write of (req.writes ?? []) as Write[]) {
      try {
        writeResults.push(
          store.commit([write], { check: this.writeCheck(store, identity) }).writeResults[0],
        );
        status.push({ code: 0 });
      } catch (e) {
        const err = asFirestoreError(e);
        writeResults.push({});
        status.push({ code: err.code, message: err.message });
      }
    }
    return { writeResults, status };
  }

  createDocument(req: Json, identity: Identity): Json {
    const { database } = splitName(req.parent);
    const id = req.documentId || randomId();
    const name = `${req.parent}/${req.collectionId}/${id}`;
    this.commit(
      {
        database,
        writes: [
          {
            update: { name, fields: req.document?.fields ?? {} },
            currentDocument: { exists: false },
          },
        ],
      },
      identity,
    );
    return this.getDocument({ name }, { kind: 'owner' });
  }

  updateDocument(req: Json, identity: Identity): Json {
    const name = req.document.name;
    const { database } = splitName(name);
    const write: Write = {
      update: { name, fields: req.document.fields ?? {} },
      currentDocument: req.currentDocument,
    };
    if (req.updateMask) write.updateMask = req.updateMask;
    this.commit({ database, writes: [write] }, identity);
    return this.getDocument({ name }, { kind: 'owner' });
  }

  deleteDocument(req: Json, identity: Identity): Json {
    const { database } = splitName(req.name);
    this.commit(
      { database, writes: [{ delete: req.name, currentDocument: req.currentDocument }] },
      identity,
    );
    return {};
  }

  /** Lists a collection's documents, including (with showMissing) ones that only have subcollections. */
  listDocuments(req: Json, identity: Identity): Json {
    const { database, path: parentPath } = splitName(req.parent);
    const store = this.databases.get(database);
    const collection = parentPath ? `${parentPath}/${req.collectionId}` : req.collectionId;
    this.authorizer.requireList(identity, store, parentPath, req.collectionId, false);
    const existing = new Map<string, Json>();
    const missing = new Set<string>();
    for (const doc of store.documents()) {
      if (collectionOf(doc.path) === collection) existing.set(doc.path, toDocument(database, doc));
      else if (req.showMissing && doc.path.startsWith(`${collection}/`)) {
        missing.add(
          doc.path
            .split('/')
            .slice(0, collection.split('/').length + 1)
            .join('/'),
        );
      }
    }
    for (const path of missing)
      if (!existing.has(path)) existing.set(path, { name: `${documentsRoot(database)}/${path}` });
    const documents = [...existing.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, d]) => d);
    return { documents, nextPageToken: '' };
  }

  listCollectionIds(req: Json, identity: Identity): Json {
    if (identity.kind !== 'owner' && this.authorizer.enforcing) {
      throw new FirestoreError(
        Code.PERMISSION_DENIED,
        'Listing collection ids is only available to privileged clients.',
      );
    }
    const { database, path: parentPath } = splitName(req.parent);
    const store = this.databases.get(database);
    const depth = parentPath ? parentPath.split('/').length : 0;
    const ids = new Set<string>();
    for (const doc of store.documents()) {
      if (parentPath && !doc.path.startsWith(`${parentPath}/`)) continue;
      ids.add(doc.path.split('/')[depth]);
    }
    return { collectionIds: [...ids].sort(), nextPageToken: '' };
  }

  private prepareQuery(parent: string, query: StructuredQuery, identity: Identity) {
    const { database, path: parentPath } = splitName(parent);
    const store = this.databases.get(database);
    const from = query?.from?.[0];
    if (!from?.collectionId)
      throw new FirestoreError(Code.INVALID_ARGUMENT, 'A query needs a collection');
    this.authorizer.requireList(
      identity,
      store,
      parentPath,
      from.collectionId,
      !!from.allDescendants,
    );
    return { store, parentPath, query };
  }

  private readTransaction(store: DocumentStore, req: TransactionOptions): string | undefined {
    if (req.readTime) throw unsupported('Reading at a past readTime');
    if (req.newTransaction)
      return store.beginTransaction(req.newTransaction.readOnly !== undefined);
    return req.transaction;
  }

  private writeCheck(store: DocumentStore, identity: Identity): WriteCheck {
    return (write, path, before, after) => {
      const segments = path.split('/');
      if (write.delete !== undefined)
        this.authorizer.require(identity, store, 'delete', segments, { resource: before });
      else
        this.authorizer.require(identity, store, before ? 'update' : 'create', segments, {
          resource: before,
          requestResource: after,
        });
    };
  }
}

/** A DocumentMask keeps only the listed fields, like a query's `select`. */
function withMask(
  doc: StoredDocument,
  mask: { fieldPaths?: string[] } | undefined,
): StoredDocument {
  if (!mask) return doc;
  return project(doc, {
    select: { fields: (mask.fieldPaths ?? []).map((fieldPath) => ({ fieldPath })) },
  });
}

function withTransaction(
  responses: Json[],
  req: TransactionOptions,
  transaction: string | undefined,
  readTime: string,
): Json[] {
  if (req.newTransaction && transaction) {
    if (responses.length === 0) responses.push({ readTime });
    responses[0] = { transaction, ...responses[0] };
  }
  return responses;
}

function randomId(): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: 20 }, () => chars[Math.floor(Math.random() * chars.length)]).join('');
}
