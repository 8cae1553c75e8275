import { useId } from 'react';
import { Avatar, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { es, formatText, type Sponsor } from '@curso/common';

const t = es.sponsors;
const LEVEL_COLOR = { platino: 'secondary', oro: 'warning', plata: 'default' } as const;

/** One sponsor with every field the static sample gives it. */
export function SponsorCard({ sponsor }: { sponsor: Sponsor }) {
  const titleId = useId();
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Avatar
              variant="rounded"
              src={sponsor.logo}
              alt={formatText(t.logo, { name: sponsor.name })}
              sx={{ width: 56, height: 56 }}
            />
            <Stack spacing={0.5}>
              <Typography id={titleId} variant="h6" component="h2">
                {sponsor.name}
              </Typography>
              <Chip
                size="small"
                color={LEVEL_COLOR[sponsor.level]}
                label={formatText(t.level, { level: t.tabs[sponsor.level] })}
                sx={{ alignSelf: 'flex-start' }}
              />
            </Stack>
          </Stack>
          <Typography color="text.secondary">{sponsor.description}</Typography>
          <Stack
            component="dl"
            spacing={0.5}
            sx={{ m: 0, '& dt': { fontWeight: 600 }, '& dd': { m: 0 } }}
          >
            <Detail term={t.location} value={sponsor.location} />
            <Detail term={t.category} value={sponsor.category} />
            <Detail term={t.employees} value={sponsor.employees} />
            <Detail term={t.specialties} value={sponsor.specialties.join(', ')} />
          </Stack>
          <Link href={sponsor.website} target="_blank" rel="noopener noreferrer">
            {t.website}: {sponsor.website.replace(/^https?:\/\//, '')}
          </Link>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Typography component="dt" variant="body2">
        {term}:
      </Typography>
      <Typography component="dd" variant="body2">
        {value}
      </Typography>
    </Stack>
  );
}
