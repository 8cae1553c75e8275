import {
  isSystemTemplateId,
  templateSlug,
  templateVariables,
  type CreateEmailTemplateResponse,
} from '@curso/common';
import { FieldValue } from 'firebase-admin/firestore';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { changeTemplate } from '../useCases/templateChanges';

/** A custom template, stored under `templateSlug` of its name; a taken slug is refused. */
export const createEmailTemplate = callable(
  'createEmailTemplate',
  { access: 'admin' },
  async ({ name, subject, content }, { uid }): Promise<CreateEmailTemplateResponse> => {
    const templateId = templateSlug(name);
    if (!templateId || isSystemTemplateId(templateId)) throw new Refusal('template-exists');
    await changeTemplate(
      templateId,
      { action: 'template_create', actor: uid },
      (tx, ref, stored) => {
        if (stored) throw new Refusal('template-exists');
        const variables = templateVariables(`${subject} ${content}`);
        tx.create(ref, {
          id: templateId,
          template_id: templateId,
          name,
          subject,
          content,
          variables,
          template_type: 'custom',
          updated_at: FieldValue.serverTimestamp(),
        });
        return { name, subject, content };
      },
    );
    return { templateId };
  },
);
