import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { es, type PlanKey } from '@curso/common';
import { callableErrorText } from '../data/callableErrorText';
import { api } from '../data/callables';
import { useToast } from '../components/toast/ToastContext';

const t = es.payment;

/**
 * Starts the card payment of `plan` (the server resumes the attendee's open checkout when there is
 * one) and opens Stripe's page in a new tab; a free plan completes inside the app. `starting`
 * while the call is under way; a refusal is shown as a toast with the server's reason.
 */
export function useCheckout() {
  const toast = useToast();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);

  const checkout = useCallback(
    async (plan: PlanKey) => {
      setStarting(true);
      try {
        const { free, url } = await api.createPayment({ plan });
        if (free) {
          toast({ title: t.freeCompleted });
          const target = new URL(url, window.location.origin);
          navigate(target.pathname + target.search);
          return;
        }
        // A blocked pop-up must not strand the attendee: fall back to this tab.
        const tab = window.open(url, '_blank');
        if (tab) tab.opener = null;
        else window.location.assign(url);
        toast({ title: t.redirectingTitle, description: t.redirecting });
      } catch (error) {
        toast({
          title: es.common.error,
          description: callableErrorText(error, t.failed),
          variant: 'destructive',
        });
      } finally {
        setStarting(false);
      }
    },
    [toast, navigate],
  );

  return { checkout, starting };
}
