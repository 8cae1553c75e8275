import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Grid,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import {
  fullName,
  overviewCounters,
  planDisplayName,
  planDistribution,
  esAdmin,
} from '@curso/common';
import { useRegistrations } from '../../../data/admin/registrations';
import { PageHeading } from '../../../components/PageHeading';
import { StatCard } from '../../../components/StatCard';
import { formatDate } from '../../../utils/dates';
import { ClosedEditionNotice } from '../shared/ClosedEditionNotice';
import { useEditionScope } from '../shared/EditionScopeContext';
import { BulkApprovalEmailDialog } from './BulkApprovalEmailDialog';
import { PlacesLeft } from './PlacesLeft';

const t = esAdmin.overview;
const RECENT = 10;

/**
 * "Panel General": the edition's four counters, plans and latest registrations, and the approval
 * emails of the current one.
 */
export default function OverviewPage() {
  const { edition, readOnly } = useEditionScope();
  const registrations = useRegistrations(edition);
  const [emailing, setEmailing] = useState(false);
  if (registrations.status === 'error') return <Alert severity="error">{t.loadFailed}</Alert>;
  const profiles = registrations.status === 'ready' ? registrations.items : [];
  const counters = overviewCounters(profiles, edition);
  return (
    <Stack spacing={3}>
      <PageHeading title={t.title} />
      <ClosedEditionNotice />
      <Grid container spacing={2}>
        {(
          [
            [t.total, counters.total],
            [t.pendingSocios, counters.pendingSocios],
            [t.completedPayments, counters.completedPayments],
            [t.pendingPayments, counters.pendingPayments],
          ] as const
        ).map(([label, value]) => (
          <Grid key={label} size={{ xs: 12, sm: 6, lg: 3 }}>
            <StatCard label={label} value={registrations.status === 'ready' ? value : '…'} />
          </Grid>
        ))}
      </Grid>
      <PlacesLeft edition={edition} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card variant="outlined" component="section" aria-labelledby="plans-title">
            <CardContent>
              <Typography id="plans-title" variant="h6" component="h2">
                {t.planDistribution}
              </Typography>
              <List dense>
                {planDistribution(
                  profiles.filter((p) => !p.archived_at),
                  edition,
                ).map((entry) => (
                  <ListItem key={entry.key} secondaryAction={<strong>{entry.count}</strong>}>
                    <ListItemText primary={entry.label} />
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card variant="outlined" component="section" aria-labelledby="recent-title">
            <CardContent>
              <Typography id="recent-title" variant="h6" component="h2">
                {t.recent}
              </Typography>
              <List dense>
                {profiles.slice(0, RECENT).map((profile) => (
                  <ListItem key={profile.id} secondaryAction={formatDate(profile.created_at)}>
                    <ListItemText
                      primary={fullName(profile.first_name, profile.last_name)}
                      secondary={`${profile.email} · ${planDisplayName(edition, profile.plan_name)}`}
                    />
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      {!readOnly && (
        <div>
          <Button variant="contained" onClick={() => setEmailing(true)}>
            {t.bulkEmail}
          </Button>
        </div>
      )}
      {emailing && (
        <BulkApprovalEmailDialog profiles={profiles} onClose={() => setEmailing(false)} />
      )}
    </Stack>
  );
}
