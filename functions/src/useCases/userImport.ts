import { createHash } from 'node:crypto';
import {
  es,
  esAdmin,
  formatCount,
  formatText,
  type BulkCreateRowResult,
  type CreateUserFields,
  type Edition,
  type JobSummaries,
} from '@curso/common';
import { Refusal } from '../lib/errors';
import { recordRow, type TaskRow } from '../repositories/jobs';
import { rowResults, workThroughRows } from './jobRows';
import {
  createOrRestoreUser,
  sendCreationEmail,
  sendSponsorNotice,
  type CreationEmails,
} from './userCreation';

/** One imported row as the callable recorded it. */
export interface ImportInput {
  fields: CreateUserFields;
  emails: CreationEmails;
  /** Its email came earlier in the same table. */
  duplicate: boolean;
}

/**
 * An email a row owes: `sending` is written just before the send, so one left behind by a run that
 * died may have gone out, and is never sent again.
 */
type EmailState = 'due' | 'sending' | 'sent' | 'none';

/** What a row has done so far, recorded as it goes. */
interface ImportState {
  user_id: string;
  welcome: EmailState;
  sponsor: EmailState;
}

type ImportRow = TaskRow<ImportInput, BulkCreateRowResult> & { state?: ImportState };

/** Rows created at once: Auth and Firestore keep up, the mail provider is not flooded. */
const CONCURRENCY = 10;

/** The uid a row's account gets: the same on every attempt of the same job. */
const importedUid = (jobId: string, email: string) =>
  createHash('sha256').update(`${jobId}:${email}`).digest('base64url').slice(0, 28);

/** What became of a send: sent, nothing to send (no sponsor address), or to be tried again. */
const outcomeOf = async (send: () => Promise<boolean | null>): Promise<EmailState> => {
  const sent = await send().catch(() => false);
  return sent ? 'sent' : sent === null ? 'none' : 'due';
};

/**
 * Creates one row's account like "Alta Manual" (archived accounts are not restored in bulk) and
 * sends its emails. Each email is claimed (`sending`) in the write before it, the welcome one with
 * the account itself, so a row costs two writes of its own beside the account's.
 */
async function importRow(
  jobId: string,
  row: ImportRow,
  edition: Edition,
  actor: string,
): Promise<BulkCreateRowResult> {
  const { fields, emails, duplicate } = row.input;
  const base = { index: row.index, email: fields.email };
  if (duplicate) return { ...base, success: false, error: esAdmin.users.import.duplicateInRequest };
  const record = (fields: Record<string, unknown>) => recordRow(jobId, row, fields);
  let state: ImportState;
  const welcome = () => sendCreationEmail(state.user_id, fields, edition, emails.emailType, actor);
  try {
    if (row.state) {
      // A `sending` left by a run that died may have gone out: it stays as it is.
      state = { ...row.state };
      if (state.welcome === 'due') {
        await record({ state: { welcome: 'sending' } });
        state.welcome = await outcomeOf(welcome);
      }
    } else {
      const { uid } = await createOrRestoreUser(fields, edition, actor, {
        restore: false,
        audit: { import_request: jobId },
        uid: importedUid(jobId, fields.email),
      });
      state = {
        user_id: uid,
        welcome: emails.sendEmail ? 'sending' : 'none',
        sponsor: emails.sendSponsorEmail ? 'due' : 'none',
      };
      await record({ state });
      if (state.welcome === 'sending') state.welcome = await outcomeOf(welcome);
    }
    if (state.sponsor === 'due') {
      await record({ state: { welcome: state.welcome, sponsor: 'sending' } });
      state.sponsor = await outcomeOf(() =>
        sendSponsorNotice({ ...fields, id: state.user_id }, edition, actor),
      );
    }
    return { ...base, success: true, userId: state.user_id, alreadyCreated: Boolean(row.state) };
  } catch (error) {
    const message = error instanceof Refusal ? error.message : es.errors.internal;
    return { ...base, success: false, error: message };
  }
}

/** Works through the import's pending rows on the edition's plans and sums up every row's result. */
export async function runImport(
  jobId: string,
  edition: Edition,
  actor: string,
): Promise<JobSummaries['user_import']> {
  await workThroughRows<ImportInput, BulkCreateRowResult>(
    jobId,
    CONCURRENCY,
    (row) => importRow(jobId, row as ImportRow, edition, actor),
    (result) => result.success,
  );
  const results = await rowResults<BulkCreateRowResult>(jobId);
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
  };
}
