import { createHash } from 'node:crypto';
import {
  es,
  formatCount,
  formatText,
  type BulkCreateRowResult,
  type BulkCreateUsersResponse,
  type CreateUserFields,
  esAdmin,
} from '@curso/common';
import { inBatches } from '../lib/batches';
import { BULK_TIMEOUT_SECONDS, callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { CODE_HMAC_SECRET, SENDGRID_API_KEY } from '../lib/params';
import { admitImport, doneRows, recordRow, type ImportRowState } from '../useCases/importRequests';
import { startJob } from '../repositories/jobs';
import {
  createOrRestoreUser,
  sendCreationEmail,
  sendSponsorNotice,
  type CreationEmails,
} from '../useCases/userCreation';

/** The uid a row's account gets: the same on every attempt of the same request. */
const importedUid = (requestId: string, email: string) =>
  createHash('sha256').update(`${requestId}:${email}`).digest('base64url').slice(0, 28);

/** Rows created at once: Auth and Firestore keep up, the mail provider is not flooded. */
const CONCURRENCY = 10;

/**
 * An imported table of users (CSV or paste): each row is created like "Alta Manual" (archived
 * accounts are not restored in bulk), progress on the page's job, a result per row. A retry with
 * the same request id skips rows already created and emails nobody twice.
 */
export const bulkCreateUsers = callable(
  'bulkCreateUsers',
  {
    access: 'admin',
    timeoutSeconds: BULK_TIMEOUT_SECONDS,
    secrets: [SENDGRID_API_KEY, CODE_HMAC_SECRET],
  },
  async (request, { uid: actor }): Promise<BulkCreateUsersResponse> => {
    const { users, requestId, jobId, ...emails } = request;
    await admitImport(requestId, actor, users.length);
    const done = await doneRows(requestId);
    const job = await startJob(jobId, 'user_import', users.length, actor);
    const seen = new Set<string>();

    const createRow = async ([index, fields]: [
      number,
      CreateUserFields,
    ]): Promise<BulkCreateRowResult> => {
      const email = fields.email;
      if (seen.has(email))
        return { index, email, success: false, error: esAdmin.users.import.duplicateInRequest };
      seen.add(email);
      const earlier = done.get(email);
      try {
        const state: ImportRowState = earlier ?? {
          user_id: (
            await createOrRestoreUser(fields, actor, {
              restore: false,
              audit: { import_request: requestId },
              uid: importedUid(requestId, email),
            })
          ).uid,
          email_sent: false,
          sponsor_email_sent: false,
        };
        if (!earlier) await recordRow(requestId, email, state);
        await sendDueEmails(requestId, fields, state, emails, actor);
        return {
          index,
          email,
          success: true,
          userId: state.user_id,
          alreadyCreated: Boolean(earlier),
        };
      } catch (error) {
        const message = error instanceof Refusal ? error.message : es.errors.internal;
        return { index, email, success: false, error: message };
      }
    };

    const results = await inBatches([...users.entries()], CONCURRENCY, createRow, (batch) =>
      job.advance(batch.filter((r) => r.success).length, batch.filter((r) => !r.success).length),
    );
    await job.finish();
    const created = results.filter((r) => r.success).length;
    return {
      success: created === results.length,
      message: formatText(esAdmin.users.import.summary, {
        created: formatCount(esAdmin.userPage.import.createdCount, created),
        failed: formatText(esAdmin.userPage.import.failedCount, {
          count: results.length - created,
        }),
      }),
      usersCreated: created,
      usersFailed: results.length - created,
      totalProcessed: results.length,
      results,
    };
  },
);

/** The emails a row still owes, each recorded as soon as it is sent. */
async function sendDueEmails(
  requestId: string,
  fields: CreateUserFields,
  state: ImportRowState,
  emails: CreationEmails,
  actor: string,
): Promise<void> {
  if (emails.sendEmail && !state.email_sent) {
    state.email_sent = await sendCreationEmail(state.user_id, fields, emails.emailType, actor);
    if (state.email_sent) await recordRow(requestId, fields.email, state);
  }
  if (emails.sendSponsorEmail && !state.sponsor_email_sent) {
    const sent = await sendSponsorNotice({ ...fields, id: state.user_id }, actor);
    if (sent) {
      state.sponsor_email_sent = true;
      await recordRow(requestId, fields.email, state);
    }
  }
}
