import {
  isSystemTemplateId,
  shippedTemplate,
  templateVariables,
  type DoneResponse,
} from '@curso/common';
import { FieldValue } from 'firebase-admin/firestore';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { changeTemplate } from '../useCases/templateChanges';

/**
 * Saves a template's name, subject and content. A system template's first edit creates its stored
 * copy, which from then on is what the product sends.
 */
export const updateEmailTemplate = callable(
  'updateEmailTemplate',
  { access: 'admin' },
  async ({ templateId, name, subject, content }, { uid }): Promise<DoneResponse> => {
    const system = isSystemTemplateId(templateId);
    await changeTemplate(
      templateId,
      { action: 'template_update', actor: uid },
      (tx, ref, stored) => {
        if (!stored && !system) throw new Refusal('template-not-found', 'not-found');
        const base = stored ?? shippedTemplate(templateId as Parameters<typeof shippedTemplate>[0]);
        tx.set(ref, {
          ...base,
          name,
          subject,
          content,
          variables: templateVariables(`${subject} ${content}`),
          updated_at: FieldValue.serverTimestamp(),
        });
        return { name, subject, content };
      },
    );
    return { success: true };
  },
);
