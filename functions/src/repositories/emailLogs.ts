import { COLLECTIONS, type EmailLog } from '@curso/common';
import { db } from '../adapters/firebase';
import { modelConverter } from './converter';

const converter = modelConverter<EmailLog>();

export const emailLogsRef = () => db().collection(COLLECTIONS.emailLogs).withConverter(converter);
