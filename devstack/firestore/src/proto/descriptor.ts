import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as protobuf from 'protobufjs';

/**
 * The Firestore v1 API as shipped (camelCase JSON descriptor) by @google-cloud/firestore. Using its
 * descriptor rather than its generated classes keeps field names identical to the proto3 JSON that
 * WebChannel and REST clients send, so every transport shares one message representation.
 */
// The package's `exports` hide build/protos, so the file is found next to its resolved entry point.
const descriptorPath = join(
  dirname(require.resolve('@google-cloud/firestore')),
  '..',
  'protos',
  'v1.json',
);
const descriptor = JSON.parse(readFileSync(descriptorPath, 'utf8')) as protobuf.INamespace;

export const root: protobuf.Root = protobuf.Root.fromJSON(descriptor);
root.resolveAll();

export const firestoreService: protobuf.Service = root.lookupService(
  'google.firestore.v1.Firestore',
);

export function messageType(name: string): protobuf.Type {
  return root.lookupType(name);
}
