import type { AuditAction, Edition } from '@curso/common';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../adapters/firebase';
import { Refusal } from '../lib/errors';
import { withAudit } from '../repositories/auditLogs';
import { editionRef } from '../repositories/editions';

/** The top-level fields whose values differ, before and after: what an audit entry keeps. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { old_values: Record<string, unknown>; new_values: Record<string, unknown> } {
  const old_values: Record<string, unknown> = {};
  const new_values: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    old_values[key] = before[key] ?? null;
    new_values[key] = after[key] ?? null;
  }
  return { old_values, new_values };
}

/**
 * One change to a stored edition, in a transaction with its audit entry: `change` writes what it
 * decides and answers the entry's old and new values, or `null` when there was nothing to change.
 */
export function changeEdition(
  editionId: string,
  audit: { action: AuditAction; actor: string },
  change: (
    tx: Transaction,
    stored: Edition,
  ) => Promise<Pick<Parameters<typeof withAudit>[1], 'old_values' | 'new_values'> | null>,
): Promise<void> {
  return db().runTransaction(async (tx) => {
    const stored = (await tx.get(editionRef(editionId))).data();
    if (!stored) throw new Refusal('edition-not-found', 'not-found');
    const values = await change(tx, stored);
    if (!values) return;
    withAudit(tx, {
      action: audit.action,
      user_id: audit.actor,
      table_name: 'editions',
      record_id: editionId,
      ...values,
    });
  });
}
