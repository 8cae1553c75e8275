import { asFirestoreError, rpcStatus } from './errors';
import type { FirestoreApi } from './firestore-api';
import { toDocument } from './documents';
import type { Identity } from '../rules/auth';
import type { ChangeEvent, DocumentStore } from '../store/document-store';
import {
  collectionOf,
  fullDocumentName,
  lastSegment,
  relativeDocumentPath,
  splitName,
} from '../store/paths';
import { Code, FirestoreError, type StoredDocument, type StructuredQuery } from '../store/types';

/* eslint-disable @typescript-eslint/no-explicit-any -- requests are proto3 JSON */
type Json = Record<string, any>;

interface TargetState {
  id: number;
  /** Whether a commit touching this path can change the target's results. */
  affectedBy: (path: string) => boolean;
  compute: () => StoredDocument[];
  /** What the client currently holds for this target: path → updateTime. */
  sent: Map<string, string>;
}

/**
 * One Listen stream, independent of transport. Targets come and go with addTarget/removeTarget; after
 * each commit every affected target is re-run and only the differences are sent, followed by one
 * global NO_CHANGE carrying the commit time, which is what makes the SDK raise a snapshot. No resume
 * tokens are issued, so a reconnecting client re-adds its targets and receives them in full, plus an
 * existence filter with the result count.
 */
export class ListenStream {
  private readonly targets = new Map<number, TargetState>();
  private store?: DocumentStore;
  private unsubscribe?: () => void;

  constructor(
    private readonly api: FirestoreApi,
    private readonly identity: Identity,
    private readonly send: (response: Json) => void,
  ) {}

  handle(request: Json): void {
    if (!this.store) {
      this.store = this.api.databases.get(request.database);
      this.unsubscribe = this.store.subscribe((event) => this.onChange(event));
    }
    if (request.addTarget) this.addTarget(request.addTarget);
    else if (request.removeTarget !== undefined) this.removeTarget(Number(request.removeTarget));
  }

  close(): void {
    this.unsubscribe?.();
    this.targets.clear();
  }

  private addTarget(target: Json): void {
    const id = Number(target.targetId ?? 0);
    try {
      if (this.targets.has(id))
        throw new FirestoreError(Code.INVALID_ARGUMENT, `Target id ${id} is already in use`);
      const state = this.buildTarget(id, target);
      this.send({ targetChange: { targetChangeType: 'ADD', targetIds: [id] } });
      const readTime = this.store!.clock.current();
      const delivered = this.sendDiff(state, readTime);
      // A new listener is billed for what it delivers, and at least one read when it finds nothing.
      if (delivered === 0) this.api.reads.record(this.identity, 1);
      // A client re-adding a target after a reconnect may still hold documents that are gone (e.g.
      // after a server restart); the count lets it notice, drop them and re-listen.
      this.send({ filter: { targetId: id, count: state.sent.size } });
      this.targets.set(id, state);
      this.send({ targetChange: { targetChangeType: 'CURRENT', targetIds: [id], readTime } });
      this.send({ targetChange: { readTime } });
    } catch (e) {
      const err = asFirestoreError(e);
      this.send({
        targetChange: { targetChangeType: 'REMOVE', targetIds: [id], cause: rpcStatus(err) },
      });
    }
  }

  private removeTarget(id: number): void {
    this.targets.delete(id);
    this.send({ targetChange: { targetChangeType: 'REMOVE', targetIds: [id] } });
  }

  private buildTarget(id: number, target: Json): TargetState {
    const store = this.store!;
    const authorizer = this.api.authorizer;
    if (target.documents) {
      const paths = (target.documents.documents ?? []).map((name: string) =>
        relativeDocumentPath(name, store.database),
      ) as string[];
      for (const path of paths)
        authorizer.require(this.identity, store, 'get', path.split('/'), {
          resource: store.get(path),
        });
      const watched = new Set(paths);
      return {
        id,
        affectedBy: (path) => watched.has(path),
        compute: () =>
          paths.map((p) => store.get(p)).filter((d): d is StoredDocument => d !== undefined),
        sent: new Map(),
      };
    }
    if (target.query) {
      const { database, path: parentPath } = splitName(target.query.parent);
      if (database !== store.database)
        throw new FirestoreError(
          Code.INVALID_ARGUMENT,
          `Query is not in database ${store.database}`,
        );
      const query = target.query.structuredQuery as StructuredQuery;
      const from = query?.from?.[0];
      if (!from?.collectionId)
        throw new FirestoreError(Code.INVALID_ARGUMENT, 'A query needs a collection');
      authorizer.requireList(
        this.identity,
        store,
        parentPath,
        from.collectionId,
        !!from.allDescendants,
      );
      const collection = parentPath ? `${parentPath}/${from.collectionId}` : from.collectionId;
      // Running it once refuses an invalid query before ADD is sent.
      store.query(parentPath, query);
      return {
        id,
        affectedBy: (path) =>
          from.allDescendants
            ? lastSegment(collectionOf(path)) === from.collectionId
            : collectionOf(path) === collection,
        compute: () => store.query(parentPath, query),
        sent: new Map(),
      };
    }
    throw new FirestoreError(
      Code.UNIMPLEMENTED,
      'Listen targets other than documents and queries are not supported by the local Firestore',
    );
  }

  /**
   * Sends what changed for one target since the client's copy; returns how many documents it sent
   * and removed (each sent document is one billed read).
   */
  private sendDiff(state: TargetState, readTime: string): number {
    const store = this.store!;
    const current = new Map(state.compute().map((d) => [d.path, d]));
    let sent = 0;
    let removed = 0;
    for (const [path, doc] of current) {
      if (state.sent.get(path) === doc.updateTime) continue;
      this.send({
        documentChange: { document: toDocument(store.database, doc), targetIds: [state.id] },
      });
      state.sent.set(path, doc.updateTime);
      sent += 1;
    }
    this.api.reads.record(this.identity, sent);
    for (const path of [...state.sent.keys()]) {
      if (current.has(path)) continue;
      const document = fullDocumentName(store.database, path);
      const kind = store.get(path) ? 'documentRemove' : 'documentDelete';
      this.send({ [kind]: { document, removedTargetIds: [state.id], readTime } });
      state.sent.delete(path);
      removed += 1;
    }
    return sent + removed;
  }

  private onChange(event: ChangeEvent): void {
    let changed = false;
    for (const state of this.targets.values()) {
      if (!event.changed.some(state.affectedBy)) continue;
      try {
        changed = this.sendDiff(state, event.readTime) > 0 || changed;
      } catch (e) {
        this.targets.delete(state.id);
        this.send({
          targetChange: {
            targetChangeType: 'REMOVE',
            targetIds: [state.id],
            cause: rpcStatus(asFirestoreError(e)),
          },
        });
      }
    }
    if (changed) this.send({ targetChange: { readTime: event.readTime } });
  }
}
