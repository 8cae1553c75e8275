import { useEffect, useState } from 'react';
import { es, hasNotificationFilter, type NotificationFilters, esAdmin } from '@curso/common';
import { callableErrorText } from '../../../data/callableErrorText';
import { api } from '../../../data/callables';
import { useToast } from '../../../components/toast/ToastContext';

/** The estimate is asked for this long after the last change of filters or mode. */
export const ESTIMATE_DEBOUNCE_MS = 500;

/**
 * How many people a notification with these filters would reach (those without an email left
 * out, as the send leaves them out), asked of the server once the filters have stopped changing
 * for 500 ms. Without any filter (or picked user) it is 0 and nothing is asked.
 */
export function useRecipientEstimate(filters: NotificationFilters): {
  count: number;
  computing: boolean;
} {
  const toast = useToast();
  const key = JSON.stringify(filters);
  const [answer, setAnswer] = useState<{ key: string; count: number } | null>(null);

  useEffect(() => {
    const request = JSON.parse(key) as NotificationFilters;
    if (!hasNotificationFilter(request)) return;
    let current = true;
    const timer = setTimeout(() => {
      api.estimateRecipients({ filters: request }).then(
        ({ count }) => {
          if (current) setAnswer({ key, count });
        },
        (error: unknown) => {
          if (!current) return;
          setAnswer({ key, count: 0 });
          toast({
            title: esAdmin.emails.mass.estimateFailed,
            description: callableErrorText(error, es.errors.internal),
            variant: 'destructive',
          });
        },
      );
    }, ESTIMATE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, toast]);

  if (!hasNotificationFilter(filters)) return { count: 0, computing: false };
  if (answer?.key !== key) return { count: 0, computing: true };
  return { count: answer.count, computing: false };
}
