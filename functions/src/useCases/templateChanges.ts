import type { AuditAction, EmailTemplate } from '@curso/common';
import { db } from '../adapters/firebase';
import { withAudit, type AuditEntry } from '../repositories/auditLogs';
import { emailTemplateRef } from '../repositories/emailTemplates';

type TemplateWrite = (
  tx: FirebaseFirestore.Transaction,
  ref: ReturnType<typeof emailTemplateRef>,
  stored: EmailTemplate | undefined,
) => Record<string, unknown> | null;

/**
 * One change to `email_templates/{templateId}` and its audit entry in one transaction. `write`
 * applies the change (or throws a Refusal) and answers the new values to audit.
 */
export function changeTemplate(
  templateId: string,
  audit: { action: AuditAction; actor: string },
  write: TemplateWrite,
): Promise<void> {
  const ref = emailTemplateRef(templateId);
  return db().runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data();
    const newValues = write(tx, ref, stored);
    const entry: AuditEntry = {
      action: audit.action,
      user_id: audit.actor,
      table_name: 'email_templates',
      record_id: templateId,
      old_values: stored
        ? { name: stored.name, subject: stored.subject, content: stored.content }
        : null,
      new_values: newValues,
    };
    withAudit(tx, entry);
  });
}
