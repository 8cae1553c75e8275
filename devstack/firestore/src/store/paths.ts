import { Code, FirestoreError } from './types';

/** `projects/P/databases/D` → the prefix of every document name in that database. */
export function documentsRoot(database: string): string {
  return `${database}/documents`;
}

/** Splits `projects/P/databases/D/documents/a/b` into its database and relative path `a/b`. */
export function splitName(name: string): { database: string; path: string } {
  const m = /^(projects\/[^/]+\/databases\/[^/]+)\/documents(?:\/(.*))?$/.exec(name);
  if (!m) throw new FirestoreError(Code.INVALID_ARGUMENT, `Invalid resource name: ${name}`);
  return { database: m[1], path: m[2] ?? '' };
}

export function relativeDocumentPath(name: string, database: string): string {
  const split = splitName(name);
  if (split.database !== database) {
    throw new FirestoreError(
      Code.INVALID_ARGUMENT,
      `Document ${name} is not in database ${database}`,
    );
  }
  const segments = split.path.split('/');
  if (split.path === '' || segments.length % 2 !== 0 || segments.some((s) => s === '')) {
    throw new FirestoreError(Code.INVALID_ARGUMENT, `Invalid document name: ${name}`);
  }
  return split.path;
}

export function fullDocumentName(database: string, path: string): string {
  return `${documentsRoot(database)}/${path}`;
}

/** The collection path a document lives in: `a/b/c/d` → `a/b/c`. */
export function collectionOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}

export function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
