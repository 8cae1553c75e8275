import { COLLECTIONS, type AuditLog } from '@curso/common';
import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { db } from '../adapters/firebase';
import { modelConverter } from './converter';

const converter = modelConverter<AuditLog>();

export const auditLogsRef = () => db().collection(COLLECTIONS.auditLogs).withConverter(converter);

export type AuditEntry = Omit<AuditLog, 'id' | 'created_at'>;

/**
 * Adds the audit entry of a change to the batch or transaction that writes the change, so neither
 * can exist without the other. Answers the writer, for a batch's chain.
 */
export function withAudit<W extends WriteBatch | Transaction>(writer: W, entry: AuditEntry): W {
  const ref = auditLogsRef().doc();
  (writer as WriteBatch).set(ref, {
    ...entry,
    id: ref.id,
    created_at: FieldValue.serverTimestamp(),
  });
  return writer;
}
