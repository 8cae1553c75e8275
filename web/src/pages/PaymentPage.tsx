import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { emailField, es, publicPlanOf, type EditionPlan } from '@curso/common';
import { PageCard } from '../components/PageCard';
import { PriceSummary } from '../components/PriceSummary';
import { useEdition } from '../session/EditionContext';
import { useCheckout } from './useCheckout';

const t = es.payment;
const requiredEmail = emailField().required();

/** `/payment?email=&plan=`: both must be valid, or the visitor starts again at `/register`. */
export function PaymentPage() {
  const edition = useEdition();
  const [params] = useSearchParams();
  const email = params.get('email');
  const plan = publicPlanOf(edition, params.get('plan'));
  if (!email || !requiredEmail.isValidSync(email) || !plan) {
    return <Navigate to="/register" replace />;
  }
  return <OrderSummary email={email} plan={plan} />;
}

function OrderSummary({ email, plan }: { email: string; plan: EditionPlan }) {
  const navigate = useNavigate();
  const { checkout, starting } = useCheckout();

  return (
    <PageCard title={t.title} subtitle={t.subtitle}>
      <Stack spacing={1}>
        <SummaryLine label={t.plan} value={plan.name} />
        <SummaryLine label={t.attendee} value={email} />
      </Stack>
      <Divider />
      <PriceSummary plan={plan} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <LockOutlined fontSize="small" aria-hidden />
        <Typography variant="body2">{t.secureNote}</Typography>
      </Stack>
      <Stack spacing={1}>
        <Button
          variant="contained"
          size="large"
          onClick={() => void checkout(plan.key)}
          disabled={starting}
        >
          {starting ? t.paying : t.pay}
        </Button>
        <Button color="inherit" onClick={() => navigate('/')}>
          {t.cancel}
        </Button>
      </Stack>
    </PageCard>
  );
}

function SummaryLine({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography fontWeight={600} sx={{ wordBreak: 'break-all' }}>
        {value}
      </Typography>
    </Box>
  );
}
