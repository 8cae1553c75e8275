export { startLocalFirestore, type LocalFirestore, type LocalFirestoreOptions } from './server';
export type { SeedFile } from './seed';
