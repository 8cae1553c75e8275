import { COLLECTIONS, type EmailTemplate } from '@curso/common';
import { db } from '../adapters/firebase';
import { modelConverter } from './converter';

const converter = modelConverter<EmailTemplate>();

/** `email_templates/{templateId}`. */
export const emailTemplateRef = (templateId: string) =>
  db().collection(COLLECTIONS.emailTemplates).doc(templateId).withConverter(converter);
