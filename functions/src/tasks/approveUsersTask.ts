import { fullName, type AdminJob, type Edition, type UserResult } from '@curso/common';
import { jobTask } from './jobTask';
import { SENDGRID_API_KEY } from '../lib/params';
import { currentEdition } from '../repositories/editions';
import { recordRow } from '../repositories/jobs';
import { profileRef } from '../repositories/profiles';
import { approvalEmailSentSince } from '../useCases/approvalEmail';
import { approve, mailApproved } from '../useCases/approvalQueue';
import { forEachSelectedUser, type SelectedUser } from '../useCases/userSelectionJob';

/**
 * One selected socio: approved (the row records it), then emailed. A retry after a run that died
 * in between sends the email it owes, and never a second one.
 */
async function approveRow(
  job: AdminJob<'approve'>,
  edition: Edition,
  row: SelectedUser,
): Promise<UserResult> {
  if (row.step !== 'approved') {
    const decided = await approve(row.id, edition, job.started_by);
    if ('refused' in decided) return decided.refused;
    await recordRow(job.id, row, { step: 'approved' });
    return mailApproved(decided.profile, edition, job.started_by);
  }
  const profile = (await profileRef(row.id).get()).data();
  if (!profile) return { userId: row.id, name: row.id, ok: false, error: 'user-not-found' };
  const name = fullName(profile.first_name, profile.last_name);
  if (approvalEmailSentSince(profile, job.created_at)) return { userId: row.id, name, ok: true };
  // Claimed by the run that died: it may have gone out, so it is not sent again.
  if (profile.approval_email_sending_since) {
    return { userId: row.id, name, ok: true, emailFailed: true, error: 'mail-not-recorded' };
  }
  return mailApproved(profile, edition, job.started_by);
}

/**
 * Approves each selected socio and sends the approval email. Anyone no longer pending (and not
 * approved by this job) is refused, so a retry approves and emails nobody twice. Who is a socio,
 * and what the email says of the course, is the current edition's, read once a run.
 */
export const approveUsersTask = jobTask('approve', { secrets: [SENDGRID_API_KEY] }, async (job) => {
  const edition = await currentEdition();
  return forEachSelectedUser(job.id, (row) => approveRow(job, edition, row));
});
