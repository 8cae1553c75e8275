import { needsSocietyApproval, normalizeStatus } from '../catalog/plans';
import { isArchived } from './accessGate';

/** 21/07/2025 17:00 in Madrid (CEST, UTC+2): approval emails sent before it are sent again. */
export const APPROVAL_EMAIL_CUTOFF = new Date('2025-07-21T15:00:00Z');

interface ApprovalFields {
  plan_name: string;
  access_status: string;
  archived_at?: Date | null;
  approval_email_sent_at?: Date | null;
  approval_email_sending_since?: Date | null;
}

/** A registration in the approval queue: a socio waiting for the societies, not archived. */
export function isPendingSocio(profile: ApprovalFields): boolean {
  return (
    needsSocietyApproval(profile.plan_name) &&
    normalizeStatus(profile.access_status) === 'pendiente_aprobacion' &&
    !isArchived(profile)
  );
}

/**
 * Who the bulk approval email goes to: approved socios who never got it or, with
 * `includePrevious` (the default), got it before the cut-off.
 */
export function isBulkApprovalTarget(profile: ApprovalFields, includePrevious = true): boolean {
  if (!needsSocietyApproval(profile.plan_name) || isArchived(profile)) return false;
  if (normalizeStatus(profile.access_status) !== 'aprobado') return false;
  // A send whose outcome was never recorded may have reached them: no bulk run sends it again.
  if (profile.approval_email_sending_since) return false;
  const sent = profile.approval_email_sent_at ?? null;
  return sent === null || (includePrevious && sent < APPROVAL_EMAIL_CUTOFF);
}
