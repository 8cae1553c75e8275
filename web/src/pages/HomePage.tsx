import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Button, Stack, Typography } from '@mui/material';
import { es, POPULAR_PLAN, PUBLIC_PLAN_KEYS } from '@curso/common';
import { PlanCard } from '../components/PlanCard';

/** `/`: the four public plans; `?plan=` highlights one. */
export function HomePage() {
  const [params] = useSearchParams();
  const selected = params.get('plan');
  return (
    <Stack spacing={4}>
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="h3" component="h1" fontWeight={700} gutterBottom>
          {es.home.title}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary">
          {es.home.subtitle}
        </Typography>
        <Typography sx={{ mt: 1 }}>{es.home.intro}</Typography>
      </Box>
      {/* A CSS grid rather than MUI's Grid, which the first page of a visit would download. */}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {PUBLIC_PLAN_KEYS.map((plan) => (
          <PlanCard
            key={plan}
            plan={plan}
            selected={plan === selected}
            popular={plan === POPULAR_PLAN}
          />
        ))}
      </Box>
      <Box sx={{ textAlign: 'center' }}>
        <Typography color="text.secondary" gutterBottom>
          {es.home.alreadyRegistered}
        </Typography>
        <Button component={RouterLink} to="/login" variant="outlined">
          {es.home.login}
        </Button>
      </Box>
    </Stack>
  );
}
