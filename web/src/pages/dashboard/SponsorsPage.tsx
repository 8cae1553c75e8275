import { useState } from 'react';
import { Grid, Stack, Typography } from '@mui/material';
import { PageHeading } from '../../components/PageHeading';
import { SectionTabs } from '../../components/SectionTabs';
import { es, sponsorsOfLevel, SPONSOR_LEVELS, type SponsorLevel } from '@curso/common';
import { useEdition } from '../../session/EditionContext';
import { SponsorCard } from './SponsorCard';

const t = es.sponsors;
const TABS = ['all', ...SPONSOR_LEVELS] as const;
type SponsorTab = SponsorLevel | 'all';

/** `/dashboard/sponsors`: the edition's sponsors, by level. */
export function SponsorsPage() {
  const { sponsors } = useEdition();
  const [tab, setTab] = useState<SponsorTab>('all');
  return (
    <Stack spacing={3}>
      <PageHeading title={t.title}>
        <Typography color="text.secondary">{t.intro}</Typography>
      </PageHeading>
      <SectionTabs value={tab} onChange={setTab} keys={TABS} labels={t.tabs} label={t.tabsLabel} />
      <Grid container spacing={2} role="tabpanel" aria-label={t.tabs[tab]}>
        {sponsorsOfLevel(sponsors, tab).map((sponsor) => (
          <Grid key={sponsor.name} size={{ xs: 12, md: 6 }}>
            <SponsorCard sponsor={sponsor} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
