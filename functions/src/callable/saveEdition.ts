import type { DoneResponse } from '@curso/common';
import { FieldValue } from 'firebase-admin/firestore';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { editionRef } from '../repositories/editions';
import { changedFields, changeEdition } from '../useCases/editionChanges';

/**
 * The editor's "Guardar": a draft or the current edition (live at once). A finished edition is
 * history and stays as it was; a published one keeps every plan it sold, since registrations name
 * their plan by its key. What anyone paid is on their payment, so a new price changes only sales
 * to come.
 */
export const saveEdition = callable(
  'saveEdition',
  { access: 'admin' },
  async ({ edition }, { uid }): Promise<DoneResponse> => {
    await changeEdition(
      edition.id,
      { action: 'edition_update', actor: uid },
      async (tx, stored) => {
        if (stored.state === 'finished') throw new Refusal('edition-finished');
        if (stored.state === 'current') {
          const kept = new Set(edition.plans.map((plan) => plan.key));
          if (stored.plans.some((plan) => !kept.has(plan.key))) throw new Refusal('plan-in-use');
        }
        const {
          id: _id,
          state: _s,
          created_at: _c,
          updated_at: _u,
          published_at: _p,
          ...before
        } = stored;
        // The id names the document; it is not one of its fields.
        const { id: _same, ...after } = edition;
        tx.update(editionRef(edition.id), { ...after, updated_at: FieldValue.serverTimestamp() });
        return changedFields(before, after);
      },
    );
    return { success: true };
  },
);
