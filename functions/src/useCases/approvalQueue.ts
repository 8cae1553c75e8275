import {
  fullName,
  isPendingSocio,
  type Edition,
  type Profile,
  type UserResult,
} from '@curso/common';
import { Refusal } from '../lib/errors';
import { logger } from '../lib/logging';
import { approvalEmailProblem, sendApprovalEmailTo } from './approvalEmail';
import { changeProfile } from './profileChanges';

/**
 * Approves or rejects one pending socio, with its audit entry in the same batch (guarded by the
 * profile's update time). Anyone else (not on a plan of the edition the societies approve, already
 * decided, archived, unknown) is refused and left as they are, so running the same selection again
 * changes nothing that was done. Answers the decided profile.
 */
function decide(
  userId: string,
  edition: Edition,
  actor: string,
  decision: 'aprobado' | 'rechazado',
): Promise<Profile> {
  const action = decision === 'aprobado' ? 'approval' : 'rejection';
  return changeProfile(userId, { action, actor }, (profile) => {
    if (!isPendingSocio(profile, edition)) throw new Refusal('not-pending-socio');
    return { access_status: decision };
  });
}

/** A refusal's catalogue code for the per-user result; anything unexpected is logged. */
function refusalOf(userId: string, error: unknown): Pick<UserResult, 'ok' | 'error'> {
  if (error instanceof Refusal) return { ok: false, error: error.code };
  logger.error('Approval queue action failed', { userId, error: String(error) });
  return { ok: false, error: 'internal' };
}

/** Approves one pending socio: the approved profile, or the refusal as the user's result. */
export async function approve(
  userId: string,
  edition: Edition,
  actor: string,
): Promise<{ profile: Profile } | { refused: UserResult }> {
  try {
    return { profile: await decide(userId, edition, actor, 'aprobado') };
  } catch (error) {
    return { refused: { userId, name: userId, ...refusalOf(userId, error) } };
  }
}

/** Sends the approval email to a socio just approved; a failed email keeps the approval. */
export async function mailApproved(
  profile: Profile,
  edition: Edition,
  actor: string,
): Promise<UserResult> {
  const userId = profile.id;
  const name = fullName(profile.first_name, profile.last_name);
  try {
    const outcome = await sendApprovalEmailTo(profile, edition, actor, 'approval');
    if (outcome.status === 'sent') return { userId, name, ok: true };
    return { userId, name, ok: true, emailFailed: true, ...approvalEmailProblem(outcome) };
  } catch (error) {
    logger.error('Approval email could not be prepared', { userId, error: String(error) });
    return {
      userId,
      name,
      ok: true,
      emailFailed: true,
      error: 'mail-internal',
      reason: String(error),
    };
  }
}

/** Rejects one pending socio. */
export async function rejectOne(
  userId: string,
  edition: Edition,
  actor: string,
): Promise<UserResult> {
  try {
    const profile = await decide(userId, edition, actor, 'rechazado');
    return { userId, name: fullName(profile.first_name, profile.last_name), ok: true };
  } catch (error) {
    return { userId, name: userId, ...refusalOf(userId, error) };
  }
}
