import * as protobuf from 'protobufjs';

/**
 * The Firestore v1 API as shipped (camelCase JSON descriptor) by @google-cloud/firestore. Using its
 * descriptor rather than its generated classes keeps field names identical to the proto3 JSON that
 * WebChannel and REST clients send, so every transport shares one message representation.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const descriptor = require('@google-cloud/firestore/build/protos/v1.json');

export const root: protobuf.Root = protobuf.Root.fromJSON(descriptor);
root.resolveAll();

export const firestoreService: protobuf.Service = root.lookupService('google.firestore.v1.Firestore');

export function messageType(name: string): protobuf.Type {
  return root.lookupType(name);
}
