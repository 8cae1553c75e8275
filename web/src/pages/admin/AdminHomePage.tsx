import { Stack, Typography } from '@mui/material';
import { es } from '@curso/common';
import { PageHeading } from '../../components/PageHeading';
import { useImpersonation } from '../../session/impersonation';
import { RegistrationsGrid } from './RegistrationsGrid';

/** The back office's index: the registrations, and from each the way to view the site as them. */
export function AdminHomePage() {
  const { start } = useImpersonation();
  return (
    <Stack spacing={3}>
      <PageHeading title={es.admin.title}>
        <Typography>{es.admin.intro}</Typography>
      </PageHeading>
      <Typography variant="h5" component="h2" fontWeight={700}>
        {es.admin.registrations}
      </Typography>
      <RegistrationsGrid onViewAs={(profile) => void start(profile.id)} />
    </Stack>
  );
}
