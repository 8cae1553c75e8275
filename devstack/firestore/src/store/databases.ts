import { DocumentStore } from './document-store';

export function databaseName(projectId: string): string {
  return `projects/${projectId}/databases/(default)`;
}

/** Like the official emulator, each project (and database) gets its own independent data. */
export class Databases {
  private readonly stores = new Map<string, DocumentStore>();

  get(database: string): DocumentStore {
    let store = this.stores.get(database);
    if (!store) {
      store = new DocumentStore(database);
      this.stores.set(database, store);
    }
    return store;
  }

  /** Clears every document; live listeners see the documents disappear. */
  reset(database: string): void {
    this.stores.get(database)?.replaceAll([]);
  }
}
