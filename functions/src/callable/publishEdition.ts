import type { DoneResponse } from '@curso/common';
import { FieldValue } from 'firebase-admin/firestore';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { currentEditionPointerRef, editionRef, findCurrentEdition } from '../repositories/editions';
import { changeEdition } from '../useCases/editionChanges';

/**
 * "Publicar": the edition becomes the current one, the one the site shows and registers for; the
 * edition it replaces is finished, with all its records. Publishing the current one changes nothing.
 */
export const publishEdition = callable(
  'publishEdition',
  { access: 'admin' },
  async ({ editionId }, { uid }): Promise<DoneResponse> => {
    await changeEdition(
      editionId,
      { action: 'edition_publish', actor: uid },
      async (tx, stored) => {
        if (stored.state === 'finished') throw new Refusal('edition-finished');
        const previous = await findCurrentEdition(tx);
        if (stored.state === 'current' && previous?.id === editionId) {
          return null;
        }
        const now = FieldValue.serverTimestamp();
        if (previous && previous.id !== editionId) {
          tx.update(editionRef(previous.id), { state: 'finished', updated_at: now });
        }
        tx.update(editionRef(editionId), { state: 'current', published_at: now, updated_at: now });
        tx.set(currentEditionPointerRef(), { edition_id: editionId, published_at: now });
        return {
          old_values: { current: previous?.id ?? null },
          new_values: { current: editionId },
        };
      },
    );
    return { success: true };
  },
);
