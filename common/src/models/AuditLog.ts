import type { AuditAction } from '../catalog/statuses';

/** `audit_logs/{id}`: one privileged action, written in the same batch as the change. */
export interface AuditLog {
  id: string;
  action: AuditAction;
  /** Who acted: an administrator's uid, or `system` for the payment webhook. */
  user_id: string;
  table_name: string;
  record_id: string;
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown> | null;
  created_at: Date;
}
