import { Alert, AlertTitle, Button } from '@mui/material';
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import { es, pendingGate, pendingMessageVariant, type PendingVariant } from '@curso/common';
import { AccessGate } from '../session/AccessGate';
import { useGatedProfile } from '../session/GatedProfileContext';
import { useSignOut } from '../session/useSignOut';
import { PageCard } from '../components/PageCard';

const t = es.pending;

const MESSAGES: Record<PendingVariant, { title: string; text: string }> = {
  society: { title: t.societyTitle, text: t.society },
  payment: { title: t.paymentTitle, text: t.payment },
  generic: { title: t.genericTitle, text: t.generic },
};

/**
 * `/pending-confirmation`: the gate follows the profile live, so an approval made while the
 * attendee waits here moves them on to the dashboard.
 */
export function PendingConfirmationPage() {
  return (
    <AccessGate gate={pendingGate}>
      <PendingMessage />
    </AccessGate>
  );
}

function PendingMessage() {
  const profile = useGatedProfile();
  const signOut = useSignOut();
  const message = MESSAGES[pendingMessageVariant(profile ?? {})];
  return (
    <PageCard title={t.title} maxWidth={600}>
      <Alert severity="info" icon={<HourglassTopOutlined />}>
        <AlertTitle>{message.title}</AlertTitle>
        {message.text}
      </Alert>
      <Button variant="outlined" onClick={signOut}>
        {t.signOut}
      </Button>
    </PageCard>
  );
}
