import { nextEditionDraft, type CreateEditionResponse } from '@curso/common';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../adapters/firebase';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { withAudit } from '../repositories/auditLogs';
import { editionRef, editionsRef } from '../repositories/editions';

/**
 * "Nueva edición": a draft copied from the last edition, its dates a year on. While a draft
 * exists it is the one to edit: a second click, or two administrators at once, make no other.
 */
export const createEdition = callable(
  'createEdition',
  { access: 'admin' },
  async (_request, { uid }): Promise<CreateEditionResponse> =>
    db().runTransaction(async (tx) => {
      const drafts = await tx.get(editionsRef().where('state', '==', 'draft').limit(1));
      if (!drafts.empty) throw new Refusal('edition-draft-exists', 'already-exists');
      const last = (await tx.get(editionsRef().orderBy('starts_at', 'desc').limit(1))).docs[0];
      if (!last) throw new Refusal('edition-not-found', 'not-found');
      const draft = nextEditionDraft(last.data());
      const ref = editionRef(draft.id);
      if ((await tx.get(ref)).exists) throw new Refusal('edition-exists', 'already-exists');
      tx.create(ref, {
        ...draft,
        state: 'draft',
        created_at: FieldValue.serverTimestamp(),
        updated_at: FieldValue.serverTimestamp(),
        published_at: null,
      });
      withAudit(tx, {
        action: 'edition_create',
        user_id: uid,
        table_name: 'editions',
        record_id: draft.id,
        old_values: null,
        new_values: { copied_from: last.id, title: draft.title },
      });
      return { editionId: draft.id };
    }),
);
