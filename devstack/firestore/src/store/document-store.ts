import { randomBytes } from 'node:crypto';
import { relativeDocumentPath } from './paths';
import { runStructuredQuery } from './query';
import { Clock, compareTimestamps } from './timestamp';
import { applyTransforms } from './transforms';
import { canonical, cloneFields, deleteField, getField, parseFieldPath, setField } from './values';
import {
  Code,
  FirestoreError,
  type Precondition,
  type StoredDocument,
  type StructuredQuery,
  type Write,
  type WriteResult,
} from './types';

export interface ChangeEvent {
  readTime: string;
  /** Relative paths whose stored state changed in this commit. */
  changed: string[];
}

/** Called for every write of a commit with the document before and after it; throws to refuse. */
export type WriteCheck = (
  write: Write,
  path: string,
  before?: StoredDocument,
  after?: StoredDocument,
) => void;

interface TransactionRead {
  signature: string;
  recompute: () => string;
}

interface Transaction {
  readOnly: boolean;
  reads: TransactionRead[];
}

/** Transactions a client began but never committed or rolled back are forgotten beyond this. */
const MAX_OPEN_TRANSACTIONS = 1000;

/**
 * One database's documents, held in memory. Commits are atomic (every write is staged and checked
 * before any is applied) and transactions are optimistic: each read records what it saw, and the
 * commit is refused with ABORTED if any of those reads would now see something else — clients
 * (firebase-admin and the web SDK) retry ABORTED transactions by themselves.
 */
export class DocumentStore {
  readonly clock = new Clock();
  private readonly docs = new Map<string, StoredDocument>();
  private readonly listeners = new Set<(event: ChangeEvent) => void>();
  private readonly transactions = new Map<string, Transaction>();

  constructor(readonly database: string) {}

  get(path: string): StoredDocument | undefined {
    return this.docs.get(path);
  }

  documents(): IterableIterator<StoredDocument> {
    return this.docs.values();
  }

  query(parentPath: string, query: StructuredQuery): StoredDocument[] {
    return runStructuredQuery(this.docs.values(), this.database, parentPath, query);
  }

  subscribe(listener: (event: ChangeEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  beginTransaction(readOnly: boolean): string {
    const id = randomBytes(12).toString('base64');
    this.transactions.set(id, { readOnly, reads: [] });
    if (this.transactions.size > MAX_OPEN_TRANSACTIONS) {
      this.transactions.delete(this.transactions.keys().next().value!);
    }
    return id;
  }

  rollback(id: string): void {
    this.transactions.delete(id);
  }

  /** Remembers what a transactional read saw; `recompute` must return the same text if unchanged. */
  recordRead(id: string, recompute: () => string): void {
    this.transaction(id).reads.push({ signature: recompute(), recompute });
  }

  documentSignature(path: string): string {
    return this.docs.get(path)?.updateTime ?? 'missing';
  }

  querySignature(parentPath: string, query: StructuredQuery): string {
    return this.query(parentPath, query)
      .map((d) => `${d.path}@${d.updateTime}`)
      .join('|');
  }

  commit(
    writes: Write[],
    options: { transaction?: string; check?: WriteCheck } = {},
  ): { commitTime: string; writeResults: WriteResult[] } {
    if (options.transaction !== undefined) this.validateTransaction(options.transaction, writes);
    const commitTime = this.clock.next();
    const staged = new Map<string, StoredDocument | null>();
    const lookup = (path: string) =>
      staged.has(path) ? (staged.get(path) ?? undefined) : this.docs.get(path);
    const writeResults = writes.map((write) =>
      this.stageWrite(write, lookup, staged, commitTime, options.check),
    );

    const changed: string[] = [];
    for (const [path, after] of staged) {
      const before = this.docs.get(path);
      if (after === null) {
        if (before) changed.push(path);
        this.docs.delete(path);
      } else {
        if (after !== before) changed.push(path);
        this.docs.set(path, after);
      }
    }
    if (changed.length) this.emit({ readTime: commitTime, changed });
    return { commitTime, writeResults };
  }

  /** Replaces every document (seed loading); listeners see all affected paths change. */
  replaceAll(docs: StoredDocument[]): void {
    const changed = new Set(this.docs.keys());
    this.docs.clear();
    for (const doc of docs) {
      this.docs.set(doc.path, doc);
      changed.add(doc.path);
    }
    this.transactions.clear();
    if (changed.size) this.emit({ readTime: this.clock.next(), changed: [...changed] });
  }

  private emit(event: ChangeEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch {
        // A broken listener must not undo or fail a commit that is already applied.
      }
    }
  }

  private transaction(id: string): Transaction {
    const tx = this.transactions.get(id);
    if (!tx)
      throw new FirestoreError(Code.INVALID_ARGUMENT, 'The transaction is invalid or has expired.');
    return tx;
  }

  private validateTransaction(id: string, writes: Write[]): void {
    const tx = this.transaction(id);
    this.transactions.delete(id);
    if (tx.readOnly && writes.length) {
      throw new FirestoreError(Code.INVALID_ARGUMENT, 'Cannot write in a read-only transaction.');
    }
    if (tx.reads.some((r) => r.recompute() !== r.signature)) {
      throw new FirestoreError(
        Code.ABORTED,
        'Transaction aborted: data it read was changed by another write (contention).',
      );
    }
  }

  private stageWrite(
    write: Write,
    lookup: (path: string) => StoredDocument | undefined,
    staged: Map<string, StoredDocument | null>,
    commitTime: string,
    check?: WriteCheck,
  ): WriteResult {
    const name = write.update?.name ?? write.delete ?? write.verify ?? write.transform?.document;
    if (!name)
      throw new FirestoreError(
        Code.INVALID_ARGUMENT,
        `Unsupported write: ${JSON.stringify(write)}`,
      );
    const path = relativeDocumentPath(name, this.database);
    const before = lookup(path);
    checkPrecondition(write.currentDocument, before, name);
    if (write.verify !== undefined) return {};
    if (write.delete !== undefined) {
      check?.(write, path, before, undefined);
      staged.set(path, null);
      return {};
    }
    const fields = write.update ? updatedFields(write, before) : cloneFields(before?.fields ?? {});
    const transforms = write.updateTransforms ?? write.transform?.fieldTransforms ?? [];
    const transformResults = applyTransforms(fields, transforms, commitTime);
    const unchanged = before !== undefined && canonical(before.fields) === canonical(fields);
    const after: StoredDocument = unchanged
      ? before
      : { path, fields, createTime: before?.createTime ?? commitTime, updateTime: commitTime };
    check?.(write, path, before, after);
    staged.set(path, after);
    return transforms.length
      ? { updateTime: after.updateTime, transformResults }
      : { updateTime: after.updateTime };
  }
}

function updatedFields(write: Write, before: StoredDocument | undefined) {
  const incoming = write.update!.fields ?? {};
  const mask = write.updateMask?.fieldPaths;
  if (!mask) return cloneFields(incoming);
  const fields = cloneFields(before?.fields ?? {});
  for (const fieldPath of mask) {
    const path = parseFieldPath(fieldPath);
    const value = getField(incoming, path);
    if (value === undefined) deleteField(fields, path);
    else setField(fields, path, structuredClone(value));
  }
  return fields;
}

function checkPrecondition(
  pre: Precondition | undefined,
  doc: StoredDocument | undefined,
  name: string,
): void {
  if (!pre) return;
  if (pre.exists === true && !doc)
    throw new FirestoreError(Code.NOT_FOUND, `No document to update: ${name}`);
  if (pre.exists === false && doc)
    throw new FirestoreError(Code.ALREADY_EXISTS, `Document already exists: ${name}`);
  if (
    pre.updateTime !== undefined &&
    (!doc || compareTimestamps(doc.updateTime, pre.updateTime) !== 0)
  ) {
    throw new FirestoreError(
      Code.FAILED_PRECONDITION,
      `The document's update time does not match the precondition: ${name}`,
    );
  }
}
