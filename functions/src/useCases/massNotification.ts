import {
  formatCount,
  formatText,
  fullName,
  NOTIFICATION_VARIABLES,
  planDisplayName,
  renderHtml,
  renderText,
  type MailJob,
  type MailRecipient,
  type MassNotificationResponse,
  type SendMassNotificationRequest,
  esAdmin,
} from '@curso/common';
import { FieldValue, type BulkWriter, type WithFieldValue } from 'firebase-admin/firestore';
import { cleanHtml } from '../lib/cleanHtml';
import { Refusal } from '../lib/errors';
import { logger } from '../lib/logging';
import { db } from '../adapters/firebase';
import { MAX_PERSONALIZATIONS, sendPersonalized, type Personalization } from '../adapters/sendgrid';
import { notificationAudience } from './notificationAudience';
import { withAudit, type AuditEntry } from '../repositories/auditLogs';
import { emailLogsRef } from '../repositories/emailLogs';
import { startJob, type JobProgress } from '../repositories/jobs';
import { mailJobRef, mailRecipientsRef } from '../repositories/mailJobs';
import { systemTemplate } from './templates';

/** Longer than a callable may run, so a live run is never taken over. */
const LEASE_MS = 10 * 60 * 1000;
const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/**
 * Many writes through Firestore's BulkWriter, which paces them and retries the ones that fail for
 * a passing reason; a write that still fails after its retries is thrown here.
 */
async function writeAll<T>(
  items: readonly T[],
  write: (writer: BulkWriter, item: T) => Promise<unknown>,
): Promise<void> {
  // Unthrottled: the ids are random (no hot spot), and a mass send's pace is the provider's.
  const writer = db().bulkWriter({ throttling: false });
  const writes = items.map((item) => write(writer, item));
  await writer.close();
  await Promise.all(writes);
}

/**
 * Takes the job for this run: creates it (with its audit entry) on the first call, refuses while
 * another run holds it, answers null when it has already finished.
 */
async function claimJob(
  jobId: string,
  draft: SendMassNotificationRequest,
  actor: string,
): Promise<MailJob | null> {
  const ref = mailJobRef(jobId);
  return db().runTransaction(async (tx) => {
    const job = (await tx.get(ref)).data();
    const now = new Date();
    const leaseUntil = new Date(now.getTime() + LEASE_MS);
    if (job?.status === 'done') return null;
    if (job && job.lease_until > now) throw new Refusal('job-running', 'aborted');
    if (job) {
      tx.update(ref, { lease_until: leaseUntil, updated_at: FieldValue.serverTimestamp() });
      return { ...job, lease_until: leaseUntil };
    }
    const created: MailJob = {
      id: jobId,
      subject: draft.subject,
      title: draft.title,
      content: draft.content,
      template_id: draft.templateId ?? null,
      filters: draft.filters,
      recipients_ready: false,
      total: 0,
      users_without_email: [],
      status: 'running',
      lease_until: leaseUntil,
      started_by: actor,
      created_at: now,
      updated_at: now,
    };
    tx.create(ref, created);
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
    return created;
  });
}

/** Writes the full recipient list once, before the first send. */
async function prepareRecipients(job: MailJob): Promise<MailJob> {
  if (job.recipients_ready) return job;
  const { recipients, withoutEmail } = await notificationAudience(job.filters);
  const list = mailRecipientsRef(job.id);
  await writeAll(recipients, (writer, person) =>
    writer.set(list.doc(person.id), {
      id: person.id,
      email: person.email.trim().toLowerCase(),
      first_name: person.first_name ?? '',
      last_name: person.last_name ?? '',
      plan_name: String(person.plan_name ?? ''),
      status: 'pending',
      message_id: null,
      error: null,
      updated_at: FieldValue.serverTimestamp(),
    } as WithFieldValue<MailRecipient>),
  );
  const ready = {
    recipients_ready: true,
    total: recipients.length,
    users_without_email: withoutEmail,
  };
  await mailJobRef(job.id).update({ ...ready, updated_at: FieldValue.serverTimestamp() });
  return { ...job, ...ready };
}

/** The body once for everyone: the per-user variables stay as tags the provider fills in. */
async function batchBody(job: MailJob): Promise<string> {
  const template = await systemTemplate('notification');
  const tags = Object.fromEntries(NOTIFICATION_VARIABLES.map((name) => [name, `{{${name}}}`]));
  return renderHtml(template.content, {
    ...tags,
    subject: job.subject,
    title: job.title,
    content: cleanHtml(job.content),
  });
}

const escapeHtml = (value: string) => renderHtml('{{v}}', { v: value });

/** One recipient's values of NOTIFICATION_VARIABLES. */
const valuesOf = (person: MailRecipient) => ({
  firstName: person.first_name,
  lastName: person.last_name,
  email: person.email,
  planName: planDisplayName(person.plan_name),
});

function personalization(job: MailJob, person: MailRecipient, logId: string): Personalization {
  const values = valuesOf(person);
  return {
    to: person.email,
    subject: renderText(job.subject, values),
    substitutions: Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, escapeHtml(value)]),
    ),
    customArgs: { job_id: job.id, uid: person.id, email_log_id: logId },
  };
}

/** Records one batch's outcome: each recipient's state and their `email_logs` entry. */
async function recordBatch(
  job: MailJob,
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
        updated_at: FieldValue.serverTimestamp(),
      }),
      writer.set(log, {
        id: log.id,
        user_id: person.id,
        user_name: fullName(person.first_name, person.last_name),
        recipient_email: person.email,
        subject: renderText(job.subject, valuesOf(person)),
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

/** Sends to everyone still due, in requests of up to 1,000; a failed request fails only its batch. */
async function sendDue(job: MailJob, progress: JobProgress): Promise<void> {
  const list = mailRecipientsRef(job.id);
  // A `sending` left by a crashed run may have reached its recipient: never sent again.
  const orphans = (await list.where('status', '==', 'sending').get()).docs;
  await writeAll(orphans, (writer, doc) =>
    writer.update(doc.ref, {
      status: 'unknown',
      error: esAdmin.emailResults.unknownDelivery,
      updated_at: FieldValue.serverTimestamp(),
    }),
  );
  const due = (await list.where('status', 'in', ['pending', 'failed']).get()).docs.map((doc) =>
    doc.data(),
  );
  const body = await batchBody(job);
  for (const people of chunks(due, MAX_PERSONALIZATIONS)) {
    await writeAll(people, (writer, person) =>
      writer.update(list.doc(person.id), {
        status: 'sending',
        updated_at: FieldValue.serverTimestamp(),
      }),
    );
    // This attempt's log entries, named before the send so the delivery events can find them.
    const attempt = people.map((person) => ({ person, logId: emailLogsRef().doc().id }));
    try {
      const { messageId } = await sendPersonalized(
        body,
        attempt.map(({ person, logId }) => personalization(job, person, logId)),
      );
      await recordBatch(job, attempt, { messageId });
      await progress.advance(people.length, 0);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.error('Mass notification batch failed', {
        job: job.id,
        size: people.length,
        error: message,
      });
      await recordBatch(job, attempt, { error: message });
      await progress.advance(0, people.length);
    }
  }
}

/** Counts every recipient's final state and closes the job when nobody is left to retry. */
async function summarise(job: MailJob): Promise<MassNotificationResponse> {
  const people = (await mailRecipientsRef(job.id).get()).docs.map((doc) => doc.data());
  const sent = people.filter((p) => p.status === 'sent').length;
  const failures = people.filter((p) => p.status !== 'sent');
  const finished = failures.every((p) => p.status === 'unknown');
  await mailJobRef(job.id).update({
    status: finished ? 'done' : 'running',
    lease_until: new Date(0),
    updated_at: FieldValue.serverTimestamp(),
  });
  return {
    success: failures.length === 0,
    message: formatText(esAdmin.emailResults.massDone, {
      sent: formatCount(esAdmin.emails.mass.sentCount, sent),
      failed: formatCount(esAdmin.emails.mass.failedCount, failures.length),
    }),
    emailsSent: sent,
    emailsFailed: failures.length,
    totalProcessed: people.length,
    results: failures.map((p) => ({
      user: fullName(p.first_name, p.last_name),
      email: p.email,
      success: false,
      error: p.error ?? undefined,
    })),
    usersWithoutEmail: job.users_without_email,
  };
}

/**
 * Runs a mass notification, or resumes it: the job id is the page's, so calling again after a
 * crash, a timeout or a provider error sends only to those not yet reached.
 */
export async function runMassNotification(
  draft: SendMassNotificationRequest,
  actor: string,
): Promise<MassNotificationResponse> {
  const claimed = await claimJob(draft.jobId, draft, actor);
  if (!claimed) {
    // Finished earlier: its summary, read afresh.
    const finished = (await mailJobRef(draft.jobId).get()).data();
    if (!finished) throw new Refusal('job-running', 'aborted');
    return summarise(finished);
  }
  const job = claimed;
  const ready = await prepareRecipients(job);
  if (ready.total === 0 && ready.users_without_email.length === 0) {
    await mailJobRef(job.id).update({ status: 'done', lease_until: new Date(0) });
    throw new Refusal('no-recipients');
  }
  const progress = await startJob(job.id, 'mass_notification', ready.total, actor);
  await sendDue(ready, progress);
  await progress.finish();
  return summarise(ready);
}
