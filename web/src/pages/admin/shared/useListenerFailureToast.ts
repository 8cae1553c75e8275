import { useEffect } from 'react';
import { es } from '@curso/common';
import type { CollectionState } from '../../../data/collectionState';
import { useToast } from '../../../components/toast/ToastContext';

/**
 * The specification's error toast for data that could not be loaded (`title`, with why as its
 * text), once each time the listener stops: the page itself says why for as long as it lasts.
 */
export function useListenerFailureToast(state: CollectionState<unknown>, title: string): void {
  const toast = useToast();
  const reason = state.status === 'error' ? state.reason : null;
  useEffect(() => {
    if (reason) toast({ title, description: es.listenerErrors[reason], variant: 'destructive' });
  }, [reason, title, toast]);
}
