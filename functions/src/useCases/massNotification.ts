import {
  COLLECTIONS,
  EDITION_TEMPLATE_VARIABLES,
  editionTemplateValues,
  formatCount,
  formatText,
  fullName,
  NOTIFICATION_VARIABLES,
  planDisplayName,
  renderHtml,
  renderText,
  type Edition,
  type JobSummaries,
  type MailJob,
  type MailRecipient,
  type SendMassNotificationRequest,
  esAdmin,
} from '@curso/common';
import { FieldValue, type Transaction, type WithFieldValue } from 'firebase-admin/firestore';
import { db } from '../adapters/firebase';
import { writeAll } from '../repositories/bulkWrites';
import { cleanHtml } from '../lib/cleanHtml';
import type { JobRun } from '../tasks/jobTask';
import { logger } from '../lib/logging';
import { MAX_PERSONALIZATIONS, sendPersonalized, type Personalization } from '../adapters/sendgrid';
import { notificationAudience } from './notificationAudience';
import { withAudit, type AuditEntry } from '../repositories/auditLogs';
import { emailLogsRef } from '../repositories/emailLogs';
import { advanceJob, jobRef, setJobCounts } from '../repositories/jobs';
import { mailJobRef, mailRecipientsRef } from '../repositories/mailJobs';
import { systemTemplate } from './templates';

/**
 * Records the draft beside its job, with the audit entry, in the transaction that creates the job.
 */
export function recordDraft(
  tx: Transaction,
  jobId: string,
  draft: SendMassNotificationRequest,
  actor: string,
): void {
  const created: MailJob = {
    id: jobId,
    subject: draft.subject,
    title: draft.title,
    content: draft.content,
    template_id: draft.templateId ?? null,
    filters: draft.filters,
    recipients_ready: false,
    users_without_email: [],
    started_by: actor,
    created_at: new Date(),
  };
  tx.create(mailJobRef(jobId), created);
  const audit: AuditEntry = {
    action: 'mass_notification',
    user_id: actor,
    table_name: 'mail_jobs',
    record_id: jobId,
    old_values: null,
    new_values: {
      subject: draft.subject,
      template_id: created.template_id,
      filters: draft.filters,
    },
  };
  withAudit(tx, audit);
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/** Writes the full recipient list once, before the first send. */
async function prepareRecipients(job: MailJob, edition: Edition): Promise<MailJob> {
  if (job.recipients_ready) return job;
  const { recipients, withoutEmail } = await notificationAudience(job.filters, edition);
  const list = mailRecipientsRef(job.id);
  await writeAll([...recipients.entries()], (writer, [index, person]) =>
    writer.set(list.doc(person.id), {
      id: person.id,
      index,
      email: person.email.trim().toLowerCase(),
      first_name: person.first_name ?? '',
      last_name: person.last_name ?? '',
      plan_name: String(person.plan_name ?? ''),
      status: 'pending',
      attempt: null,
      message_id: null,
      error: null,
      result: null,
      updated_at: FieldValue.serverTimestamp(),
    } as WithFieldValue<MailRecipient>),
  );
  const ready = { recipients_ready: true, users_without_email: withoutEmail };
  await mailJobRef(job.id).update(ready);
  await jobRef(job.id).update({
    total: recipients.length,
    updated_at: FieldValue.serverTimestamp(),
  });
  return { ...job, ...ready };
}

/** What the provider fills in for each recipient: their values, and the edition's beside them. */
const SUBSTITUTED = [...NOTIFICATION_VARIABLES, ...EDITION_TEMPLATE_VARIABLES];

/**
 * The body once for everyone: the substituted variables stay as tags the provider fills in, in the
 * template as in the draft's content.
 */
async function batchBody(job: MailJob): Promise<string> {
  const template = await systemTemplate('notification');
  const tags = Object.fromEntries(SUBSTITUTED.map((name) => [name, `{{${name}}}`]));
  return renderHtml(template.content, {
    ...tags,
    subject: job.subject,
    title: job.title,
    content: await cleanHtml(job.content),
  });
}

const escapeHtml = (value: string) => renderHtml('{{v}}', { v: value });

/** One recipient's values of SUBSTITUTED: theirs, and the edition's the notification is about. */
const valuesOf = (person: MailRecipient, edition: Edition) => ({
  ...editionTemplateValues(edition),
  firstName: person.first_name,
  lastName: person.last_name,
  email: person.email,
  planName: planDisplayName(edition, person.plan_name),
});

function personalization(
  job: MailJob,
  edition: Edition,
  person: MailRecipient,
  logId: string,
): Personalization {
  const values = valuesOf(person, edition);
  return {
    to: person.email,
    subject: renderText(job.subject, values),
    substitutions: Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, escapeHtml(value)]),
    ),
    customArgs: { job_id: job.id, uid: person.id, email_log_id: logId },
  };
}

/** One recipient's line in the outcome, for an email that was not (or may not have been) sent. */
const failureOf = (person: MailRecipient, error: string) => ({
  user: fullName(person.first_name, person.last_name),
  email: person.email,
  success: false,
  error,
});

/** Records one batch's outcome: each recipient's state and their `email_logs` entry. */
async function recordBatch(
  job: MailJob,
  edition: Edition,
  attempt: { person: MailRecipient; logId: string }[],
  outcome: { messageId: string | null } | { error: string },
): Promise<void> {
  const list = mailRecipientsRef(job.id);
  const logs = emailLogsRef();
  const sent = 'messageId' in outcome;
  await writeAll(attempt, (writer, { person, logId }) => {
    const log = logs.doc(logId);
    return Promise.all([
      writer.update(list.doc(person.id), {
        status: sent ? 'sent' : 'failed',
        message_id: sent ? outcome.messageId : null,
        error: sent ? null : outcome.error,
        result: sent ? null : failureOf(person, outcome.error),
        updated_at: FieldValue.serverTimestamp(),
      }),
      writer.set(log, {
        id: log.id,
        user_id: person.id,
        user_name: fullName(person.first_name, person.last_name),
        recipient_email: person.email,
        subject: renderText(job.subject, valuesOf(person, edition)),
        email_type: 'mass_notification',
        status: sent ? 'sent' : 'failed',
        template_id: job.template_id ?? 'notification',
        resend_email_id: sent ? outcome.messageId : null,
        error_message: sent ? null : outcome.error,
        metadata: { job_id: job.id },
        sent_at: new Date(),
      }),
    ]);
  });
}

/** `mail_jobs/{jobId}/attempts/{id}`: a provider request about to be made. */
const attemptsRef = (jobId: string) => mailJobRef(jobId).collection(COLLECTIONS.attempts);

/** Which of these attempts got as far as their request. */
async function requestedAttempts(
  jobId: string,
  ids: (string | null | undefined)[],
): Promise<Set<string>> {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!unique.length) return new Set();
  const found = await db().getAll(...unique.map((id) => attemptsRef(jobId).doc(id)));
  return new Set(found.filter((doc) => doc.exists).map((doc) => doc.id));
}

/** How many recipients are in one of these states. */
const countWhere = async (jobId: string, statuses: MailRecipient['status'][]) =>
  (await mailRecipientsRef(jobId).where('status', 'in', statuses).count().get()).data().count;

/**
 * Sends to everyone still due, in requests of up to 1,000; a failed request fails only its batch.
 * The job's counters start from what earlier runs recorded, so a retry counts nobody twice.
 */
async function sendDue(job: MailJob, edition: Edition): Promise<void> {
  const list = mailRecipientsRef(job.id);
  // A `sending` left by a run that died: due again if its request never left, else never resent.
  const orphans = (await list.where('status', '==', 'sending').get()).docs;
  const requested = await requestedAttempts(
    job.id,
    orphans.map((doc) => doc.data().attempt),
  );
  await writeAll(orphans, (writer, doc) => {
    const person = doc.data();
    if (!person.attempt || !requested.has(person.attempt)) {
      return writer.update(doc.ref, { status: 'pending', attempt: null });
    }
    return writer.update(doc.ref, {
      status: 'unknown',
      error: esAdmin.emailResults.unknownDelivery,
      result: failureOf(person, esAdmin.emailResults.unknownDelivery),
      updated_at: FieldValue.serverTimestamp(),
    });
  });
  const [sent, unknown] = await Promise.all([
    countWhere(job.id, ['sent']),
    countWhere(job.id, ['unknown']),
  ]);
  await setJobCounts(job.id, sent + unknown, sent);
  const due = (await list.where('status', 'in', ['pending', 'failed']).get()).docs.map((doc) =>
    doc.data(),
  );
  const body = await batchBody(job);
  for (const people of chunks(due, MAX_PERSONALIZATIONS)) {
    const request = attemptsRef(job.id).doc();
    await writeAll(people, (writer, person) =>
      writer.update(list.doc(person.id), {
        status: 'sending',
        attempt: request.id,
        updated_at: FieldValue.serverTimestamp(),
      }),
    );
    // From here the request may reach the provider: its recipients are never sent to again.
    await request.create({ requested_at: FieldValue.serverTimestamp(), size: people.length });
    // This attempt's log entries, named before the send so the delivery events can find them.
    const attempt = people.map((person) => ({ person, logId: emailLogsRef().doc().id }));
    try {
      const { messageId } = await sendPersonalized(
        body,
        attempt.map(({ person, logId }) => personalization(job, edition, person, logId)),
      );
      await recordBatch(job, edition, attempt, { messageId });
      await advanceJob(job.id, people.length, 0);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.error('Mass notification batch failed', {
        job: job.id,
        size: people.length,
        error: message,
      });
      await recordBatch(job, edition, attempt, { error: message });
      await advanceJob(job.id, 0, people.length);
    }
  }
}

/**
 * Works through a mass notification's job: writes its recipient list once, sends to everyone still
 * due, and sums up. Those a refused batch missed are sent to by the task's next attempt; the last
 * attempt reports them instead. Nobody is sent to twice: see `MailRecipient`. The edition gives the
 * filters' plans and the course's values.
 */
export async function runMassNotification(
  jobId: string,
  edition: Edition,
  run: JobRun,
): Promise<JobSummaries['mass_notification']> {
  const draft = (await mailJobRef(jobId).get()).data();
  if (!draft) throw new Error(`Mass notification ${jobId} has no draft`);
  const job = await prepareRecipients(draft, edition);
  await sendDue(job, edition);
  const [sent, failed, unknown] = await Promise.all([
    countWhere(jobId, ['sent']),
    countWhere(jobId, ['failed']),
    countWhere(jobId, ['unknown']),
  ]);
  if (failed > 0 && !run.isLastAttempt) {
    throw new Error(`${failed} recipients of ${jobId} not reached yet: the retry sends to them`);
  }
  const failures = failed + unknown;
  return {
    success: failures === 0,
    message: formatText(esAdmin.emailResults.massDone, {
      sent: formatCount(esAdmin.emails.mass.sentCount, sent),
      failed: formatCount(esAdmin.emails.mass.failedCount, failures),
    }),
    emailsSent: sent,
    emailsFailed: failures,
    totalProcessed: sent + failures,
    usersWithoutEmail: job.users_without_email,
  };
}
