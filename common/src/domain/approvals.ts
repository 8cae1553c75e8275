import { needsSocietyApproval, normalizeStatus } from '../catalog/plans';
import { isArchived } from './accessGate';
import type { Edition } from '../models/Edition';

interface ApprovalFields {
  /** A registration in an earlier edition is closed: nothing to approve or announce in it. */
  edition_id?: string;
  plan_name: string;
  access_status: string;
  archived_at?: Date | null;
  approval_email_sent_at?: Date | null;
  approval_email_sending_since?: Date | null;
}

/**
 * A registration in the approval queue: a socio of the edition waiting for the societies, not
 * archived.
 */
export function isPendingSocio(profile: ApprovalFields, edition: Edition): boolean {
  return (
    profile.edition_id === edition.id &&
    needsSocietyApproval(edition, profile.plan_name) &&
    normalizeStatus(profile.access_status) === 'pendiente_aprobacion' &&
    !isArchived(profile)
  );
}

/**
 * Who the bulk approval email goes to: socios approved in the edition who never got it or, with
 * `includePrevious` (the default), got it before the edition's cut-off.
 */
export function isBulkApprovalTarget(
  profile: ApprovalFields,
  edition: Edition,
  includePrevious = true,
): boolean {
  if (profile.edition_id !== edition.id) return false;
  if (!needsSocietyApproval(edition, profile.plan_name) || isArchived(profile)) return false;
  if (normalizeStatus(profile.access_status) !== 'aprobado') return false;
  // A send whose outcome was never recorded may have reached them: no bulk run sends it again.
  if (profile.approval_email_sending_since) return false;
  const sent = profile.approval_email_sent_at ?? null;
  const cutoff = edition.approval_email_cutoff;
  return sent === null || (includePrevious && cutoff !== null && sent < cutoff);
}
