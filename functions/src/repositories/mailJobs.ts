import { COLLECTIONS, type MailJob, type MailRecipient } from '@curso/common';
import { db } from '../adapters/firebase';
import { modelConverter } from './converter';

const jobConverter = modelConverter<MailJob>();
const recipientConverter = modelConverter<MailRecipient>();

/** `mail_jobs/{jobId}`. */
export const mailJobRef = (jobId: string) =>
  db().collection(COLLECTIONS.mailJobs).doc(jobId).withConverter(jobConverter);

/** `mail_jobs/{jobId}/recipients`. */
export const mailRecipientsRef = (jobId: string) =>
  db()
    .collection(COLLECTIONS.mailJobs)
    .doc(jobId)
    .collection(COLLECTIONS.recipients)
    .withConverter(recipientConverter);
