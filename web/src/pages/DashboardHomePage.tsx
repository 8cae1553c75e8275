import { Stack, Typography } from '@mui/material';
import { es, planDisplayName } from '@curso/common';
import { useGatedProfile } from '../session/GatedProfileContext';

/** The dashboard's index: a welcome by name (the full welcome page is a later piece of work). */
export function DashboardHomePage() {
  const profile = useGatedProfile();
  const name = profile ? `${profile.first_name} ${profile.last_name}`.trim() : '';
  return (
    <Stack spacing={1}>
      <Typography variant="h4" component="h1" fontWeight={700}>
        {name ? `${es.dashboard.welcome}, ${name}` : es.dashboard.welcome}
      </Typography>
      {profile && (
        <Typography color="text.secondary">
          {es.dashboard.plan}: {planDisplayName(profile.plan_name)}
        </Typography>
      )}
      <Typography>{es.dashboard.intro}</Typography>
    </Stack>
  );
}
