import { useState } from 'react';
import { Grid, Stack, Tab, Tabs, Typography } from '@mui/material';
import { es, sponsorsOfLevel, SPONSOR_LEVELS, type SponsorLevel } from '@curso/common';
import { SponsorCard } from './SponsorCard';

const t = es.sponsors;
const TABS = ['all', ...SPONSOR_LEVELS] as const;
type SponsorTab = SponsorLevel | 'all';

/** `/dashboard/sponsors`: the static sample, by level. */
export function SponsorsPage() {
  const [tab, setTab] = useState<SponsorTab>('all');
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1" fontWeight={700}>
          {t.title}
        </Typography>
        <Typography color="text.secondary">{t.intro}</Typography>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_event, value: SponsorTab) => setTab(value)}
        aria-label={t.tabsLabel}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TABS.map((key) => (
          <Tab key={key} value={key} label={t.tabs[key]} />
        ))}
      </Tabs>
      <Grid container spacing={2} role="tabpanel" aria-label={t.tabs[tab]}>
        {sponsorsOfLevel(tab).map((sponsor) => (
          <Grid key={sponsor.name} size={{ xs: 12, md: 6 }}>
            <SponsorCard sponsor={sponsor} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
