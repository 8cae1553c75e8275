import { useMemo } from 'react';
import { useFirestoreCollectionData } from 'reactfire';
import { withSystemTemplates, type EmailTemplate } from '@curso/common';
import { emailTemplatesQuery } from '../../firebase/refs';
import { collectionState, type CollectionState } from '../collectionState';

/**
 * Every email template, live, system ones first then by name. A system template always shows: its
 * stored document is an administrator's edit, and without one the shipped text is what is sent.
 */
export function useEmailTemplates(): CollectionState<EmailTemplate> {
  const result = useFirestoreCollectionData(emailTemplatesQuery);
  const state = collectionState(result);
  const items = useMemo(() => withSystemTemplates(result.data ?? []), [result.data]);
  return state.status === 'ready' ? { status: 'ready', items } : state;
}
