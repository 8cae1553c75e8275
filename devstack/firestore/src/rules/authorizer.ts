import { readFileSync } from 'node:fs';
import type { Method } from './ast';
import type { Identity } from './auth';
import { ANY_PREFIX, PLACEHOLDER, RulesEvaluator } from './evaluator';
import { parseRules } from './parser';
import type { DocumentStore } from '../store/document-store';
import { Code, FirestoreError, type StoredDocument } from '../store/types';

export const PERMISSION_DENIED_MESSAGE = 'Missing or insufficient permissions.';

/**
 * Applies security rules to client requests. Without a rules file every request is allowed (the
 * server is then an open development database, and says so at start).
 */
export class Authorizer {
  constructor(private readonly evaluator: RulesEvaluator | null) {}

  static fromFile(path: string | undefined): Authorizer {
    if (!path) return new Authorizer(null);
    return new Authorizer(new RulesEvaluator(parseRules(readFileSync(path, 'utf8'), path)));
  }

  get enforcing(): boolean {
    return this.evaluator !== null;
  }

  allowed(
    identity: Identity,
    store: DocumentStore,
    method: Method,
    path: string[],
    docs: { resource?: StoredDocument; requestResource?: StoredDocument } = {},
  ): boolean {
    if (!this.evaluator || identity.kind === 'owner') return true;
    const databaseId = store.database.slice(store.database.lastIndexOf('/') + 1);
    return this.evaluator.allows(
      { method, path, identity, ...docs },
      { databaseId, lookup: (p) => store.get(p) },
    );
  }

  require(...args: Parameters<Authorizer['allowed']>): void {
    if (!this.allowed(...args))
      throw new FirestoreError(Code.PERMISSION_DENIED, PERMISSION_DENIED_MESSAGE);
  }

  /** A query is checked as a `list` of its collection, with the document id left unknown. */
  requireList(
    identity: Identity,
    store: DocumentStore,
    parentPath: string,
    collectionId: string,
    allDescendants: boolean,
  ): void {
    const parent = parentPath ? parentPath.split('/') : [];
    const path = allDescendants
      ? [...parent, ANY_PREFIX, collectionId, PLACEHOLDER]
      : [...parent, collectionId, PLACEHOLDER];
    this.require(identity, store, 'list', path);
  }
}
