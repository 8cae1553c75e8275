import { Stack, Typography } from '@mui/material';
import {
  accessStatusLabel,
  es,
  paymentStatusLabel,
  planDisplayName,
  type Profile,
} from '@curso/common';
import { useEdition } from '../../../session/EditionContext';
import { formatLongDate } from '../../../utils/dates';

const t = es.profile;

/** The account tab: what the user cannot change themselves. */
export function AccountDetails({ profile }: { profile: Profile }) {
  const edition = useEdition();
  const rows = [
    [t.email, profile.email],
    [t.plan, planDisplayName(edition, profile.plan_name)],
    [t.accessStatus, accessStatusLabel(profile.access_status)],
    [t.paymentStatus, paymentStatusLabel(profile.payment_status)],
    [t.registeredAt, formatLongDate(profile.created_at)],
  ] as const;
  return (
    <Stack component="dl" spacing={2} sx={{ m: 0 }}>
      {rows.map(([term, value]) => (
        <Stack key={term} spacing={0.25}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
