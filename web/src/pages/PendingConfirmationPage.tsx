import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import {
  es,
  pendingGate,
  pendingMessageVariant,
  publicPlanOf,
  type PendingVariant,
  type PlanKey,
} from '@curso/common';
import { AccessGate } from '../session/AccessGate';
import { useEdition } from '../session/EditionContext';
import { useGatedProfile } from '../session/GatedProfileContext';
import { useImpersonating } from '../session/impersonation';
import { useSignOut } from '../session/useSignOut';
import { PageCard } from '../components/PageCard';
import { useCheckout } from './useCheckout';
import { EarlierCertificates } from './dashboard/accreditation/EarlierCertificates';

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
  const edition = useEdition();
  const profile = useGatedProfile();
  const signOut = useSignOut();
  const variant = pendingMessageVariant(profile ?? {}, edition);
  const message = MESSAGES[variant];
  // Legacy rows spell the plan in other cases; the payment variant only admits paying plans.
  const plan = publicPlanOf(edition, profile?.plan_name);
  return (
    <PageCard title={t.title} maxWidth={600}>
      <Alert severity="info" icon={<HourglassTopOutlined />}>
        <AlertTitle>{message.title}</AlertTitle>
        {message.text}
      </Alert>
      {variant === 'payment' && plan && <CompletePayment plan={plan.key} />}
      <EarlierCertificates certificates={profile?.earlier_certificates} />
      <Button variant="outlined" onClick={signOut}>
        {t.signOut}
      </Button>
    </PageCard>
  );
}

/**
 * For an attendee who left Stripe's page before paying: the server answers the checkout still
 * open, or a new one once it expired.
 */
function CompletePayment({ plan }: { plan: PlanKey }) {
  const { checkout, starting } = useCheckout();
  // The callable charges the caller: an administrator viewing as the attendee would pay for themself.
  const impersonating = useImpersonating();
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {t.completePaymentHint}
      </Typography>
      <Button
        variant="contained"
        onClick={() => void checkout(plan)}
        disabled={starting || impersonating}
      >
        {t.completePayment}
      </Button>
    </Stack>
  );
}
