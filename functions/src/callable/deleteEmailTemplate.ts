import { isSystemTemplateId, type DoneResponse } from '@curso/common';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { changeTemplate } from '../useCases/templateChanges';

/** Deletes a custom template; a system template cannot be deleted, only edited or reset. */
export const deleteEmailTemplate = callable(
  'deleteEmailTemplate',
  { access: 'admin' },
  async ({ templateId }, { uid }): Promise<DoneResponse> => {
    if (isSystemTemplateId(templateId)) throw new Refusal('system-template');
    await changeTemplate(
      templateId,
      { action: 'template_delete', actor: uid },
      (tx, ref, stored) => {
        if (!stored) throw new Refusal('template-not-found', 'not-found');
        tx.delete(ref);
        return null;
      },
    );
    return { success: true };
  },
);
