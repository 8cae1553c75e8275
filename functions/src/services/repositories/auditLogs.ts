import { COLLECTIONS, type AuditLog } from '@curso/common';
import { FieldValue, type DocumentReference, type WithFieldValue } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { modelConverter } from './converter';

const converter = modelConverter<AuditLog>();

export const auditLogsRef = () => db().collection(COLLECTIONS.auditLogs).withConverter(converter);

export type AuditEntry = Omit<AuditLog, 'id' | 'created_at'>;

/**
 * A new audit entry, for the caller to `set` in the same batch or transaction as the change it
 * records, so neither can exist without the other.
 */
export function auditWrite(entry: AuditEntry): {
  ref: DocumentReference<AuditLog>;
  data: WithFieldValue<AuditLog>;
} {
  const ref = auditLogsRef().doc();
  return { ref, data: { ...entry, id: ref.id, created_at: FieldValue.serverTimestamp() } };
}
