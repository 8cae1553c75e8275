import { Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import {
  editionDates,
  es,
  formatText,
  hasInPersonPlan,
  planClosure,
  publicPlans,
  type Edition,
} from '@curso/common';
import { PlanCard } from '../components/PlanCard';
import { useHydrated } from '../utils/useHydrated';
import { useEdition } from '../session/EditionContext';

/** "7 de noviembre de 2025 · Barcelona y online", or "· Online" when no plan is in person. */
function subtitleOf(edition: Edition): string {
  const dates = editionDates(edition);
  return hasInPersonPlan(edition)
    ? formatText(es.home.subtitle, { dates, city: edition.venue.city })
    : formatText(es.home.subtitleOnline, { dates });
}

function Subtitle({ text }: { text: string }) {
  return (
    <Typography variant="h6" component="p" color="text.secondary">
      {text}
    </Typography>
  );
}

function EditionSubtitle() {
  return <Subtitle text={subtitleOf(useEdition())} />;
}

function Plans() {
  const edition = useEdition();
  const [params] = useSearchParams();
  // The prerendered page highlights no plan; the address's choice shows once the page is live.
  const selected = useHydrated() ? params.get('plan') : null;
  const plans = publicPlans(edition);
  const now = new Date();
  return (
    // A CSS grid rather than MUI's Grid, which the first page of a visit would download.
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, 1fr)',
          lg: `repeat(${Math.min(Math.max(plans.length, 1), 4)}, 1fr)`,
        },
      }}
    >
      {plans.map((plan) => (
        <PlanCard
          key={plan.key}
          plan={plan}
          selected={plan.key === selected}
          closed={planClosure(edition, plan, now) !== null}
        />
      ))}
    </Box>
  );
}

/**
 * `/`: the edition's public plans; `?plan=` highlights one. It arrives prerendered with its
 * edition. Reached from a page that was not, the heading and the intro, which need no edition,
 * paint at once, and the subtitle and the plans follow when `/edition.json` arrives.
 */
export function HomePage() {
  return (
    <Stack spacing={4}>
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="h3" component="h1" fontWeight={700} gutterBottom>
          {es.home.title}
        </Typography>
        {/* A blank line of the same size, so that the intro does not move when it arrives. */}
        <Suspense fallback={<Subtitle text={'\u00a0'} />}>
          <EditionSubtitle />
        </Suspense>
        <Typography sx={{ mt: 1 }}>{es.home.intro}</Typography>
      </Box>
      {/* About the cards' height (one row on a wide screen, more than the screen when stacked), so
          that the login below moves little when they arrive. */}
      <Suspense
        fallback={
          <Box sx={{ minHeight: { xs: '100vh', lg: 420 }, display: 'grid', placeItems: 'center' }}>
            <CircularProgress aria-label={es.common.loading} />
          </Box>
        }
      >
        <Plans />
      </Suspense>
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
