import { COLLECTIONS, type EmailLog } from '@curso/common';
import type { WithFieldValue } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { modelConverter } from './converter';

const converter = modelConverter<EmailLog>();

export const emailLogsRef = () => db().collection(COLLECTIONS.emailLogs).withConverter(converter);

/** Appends one `email_logs` entry; `id` is taken from the new document. */
export async function appendEmailLog(entry: Omit<WithFieldValue<EmailLog>, 'id'>): Promise<void> {
  const ref = emailLogsRef().doc();
  await ref.set({ ...entry, id: ref.id });
}
