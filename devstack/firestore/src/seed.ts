import { readFileSync, writeFileSync } from 'node:fs';
import type { DocumentStore } from './store/document-store';
import type { Fields, StoredDocument } from './store/types';

/**
 * Seed and export files: `{ "documents": { "<collection>/<id>[/<sub>/<id>…]": <fields> } }`, with
 * fields in Firestore's proto3 JSON Value form, e.g. `{"name":{"stringValue":"Ana"}}`.
 */
export interface SeedFile {
  documents: Record<string, Fields>;
}

export function loadSeed(store: DocumentStore, path: string): number {
  let seed: SeedFile;
  try {
    seed = JSON.parse(readFileSync(path, 'utf8')) as SeedFile;
  } catch (e) {
    throw new Error(`Cannot read seed file ${path}: ${(e as Error).message}`);
  }
  if (!seed || typeof seed.documents !== 'object')
    throw new Error(`Seed file ${path} must have a "documents" object`);
  const time = store.clock.next();
  const docs: StoredDocument[] = Object.entries(seed.documents).map(([docPath, fields]) => {
    const segments = docPath.replace(/^\/+|\/+$/g, '').split('/');
    if (segments.length % 2 !== 0 || segments.some((s) => s === '')) {
      throw new Error(
        `Seed file ${path}: "${docPath}" is not a document path (collection/id[/collection/id…])`,
      );
    }
    if (!fields || typeof fields !== 'object')
      throw new Error(`Seed file ${path}: "${docPath}" must map to an object of fields`);
    return {
      path: segments.join('/'),
      fields: structuredClone(fields),
      createTime: time,
      updateTime: time,
    };
  });
  store.replaceAll(docs);
  return docs.length;
}

export function exportSeed(store: DocumentStore, path: string): number {
  const documents: Record<string, Fields> = {};
  const docs = [...store.documents()].sort((a, b) =>
    a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
  );
  for (const doc of docs) documents[doc.path] = doc.fields;
  writeFileSync(path, JSON.stringify({ documents } satisfies SeedFile, null, 2) + '\n');
  return docs.length;
}
