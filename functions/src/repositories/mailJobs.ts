import { COLLECTIONS, type MailJob, type MailRecipient } from '@curso/common';
import { db } from '../adapters/firebase';
import { modelConverter } from './converter';
import { jobRowsRef } from './jobs';

const jobConverter = modelConverter<MailJob>();

/** `mail_jobs/{jobId}`: the draft, server-only. */
export const mailJobRef = (jobId: string) =>
  db().collection(COLLECTIONS.mailJobs).doc(jobId).withConverter(jobConverter);

/** `jobs/{jobId}/rows`: the recipients, one row each. */
export const mailRecipientsRef = (jobId: string) => jobRowsRef<MailRecipient>(jobId);
