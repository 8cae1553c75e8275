import { Code, FirestoreError, STATUS_NAMES } from '../store/types';

export function unsupported(feature: string): FirestoreError {
  return new FirestoreError(
    Code.UNIMPLEMENTED,
    `${feature} is not supported by the local Firestore`,
  );
}

export function asFirestoreError(e: unknown): FirestoreError {
  if (e instanceof FirestoreError) return e;
  return new FirestoreError(Code.INTERNAL, e instanceof Error ? e.message : String(e));
}

/** A google.rpc.Status, as carried by a Listen target removal's `cause`. */
export function rpcStatus(err: FirestoreError): { code: number; message: string } {
  return { code: err.code, message: err.message };
}

/** The error body of REST answers and WebChannel stream failures: the status also by name. */
export function statusJson(err: FirestoreError): { code: number; message: string; status: string } {
  return { code: err.code, message: err.message, status: STATUS_NAMES[err.code] ?? 'UNKNOWN' };
}
