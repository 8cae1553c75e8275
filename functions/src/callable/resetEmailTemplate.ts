import { isSystemTemplateId, type DoneResponse } from '@curso/common';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { changeTemplate } from '../useCases/templateChanges';

/**
 * "Resetear": a system template goes back to the text shipped in `common/` by dropping the stored
 * edit. Custom templates have no shipped text to go back to.
 */
export const resetEmailTemplate = callable(
  'resetEmailTemplate',
  { access: 'admin' },
  async ({ templateId }, { uid }): Promise<DoneResponse> => {
    if (!isSystemTemplateId(templateId)) throw new Refusal('template-not-found', 'not-found');
    await changeTemplate(templateId, { action: 'template_reset', actor: uid }, (tx, ref) => {
      tx.delete(ref);
      return { reset: true };
    });
    return { success: true };
  },
);
