import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, AlertTitle } from '@mui/material';
import {
  EVENT,
  PAYMENT_CONFIRMATION_WAIT_SECONDS,
  es,
  homeFor,
  isPaymentConfirmed,
} from '@curso/common';
import { useProfile } from '../../data/profile';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useToast } from '../../components/toast/ToastContext';

const t = es.success;

/**
 * Watches the attendee's profile until the payment webhook marks it paid and approved, then moves
 * on. The page never writes the profile: only the signed webhook may grant access.
 */
export function PaymentConfirmation({ uid, isAdmin }: { uid: string; isAdmin: boolean }) {
  const state = useProfile(uid);
  const toast = useToast();
  const navigate = useNavigate();
  const [timedOut, setTimedOut] = useState(false);
  const confirmed =
    state.status === 'ready' && !!state.profile && isPaymentConfirmed(state.profile);

  useEffect(() => {
    if (!confirmed) {
      const timer = setTimeout(() => setTimedOut(true), PAYMENT_CONFIRMATION_WAIT_SECONDS * 1000);
      return () => clearTimeout(timer);
    }
    toast({ title: t.confirmed, description: t.confirmedText });
    const timer = setTimeout(
      () => navigate(homeFor(isAdmin), { replace: true }),
      EVENT.successRedirectSeconds * 1000,
    );
    return () => clearTimeout(timer);
  }, [confirmed, isAdmin, navigate, toast]);

  if (confirmed) {
    return (
      <Alert severity="success">
        <AlertTitle>{t.confirmed}</AlertTitle>
        {t.redirecting}
      </Alert>
    );
  }
  if (timedOut) return <Alert severity="warning">{t.updateFailed}</Alert>;
  return <LoadingScreen label={t.confirming} />;
}
