import { useEffect } from 'react';
import { Button, Link, Typography } from '@mui/material';
import { es } from '@curso/common';
import { signOutUser } from '../data/session';
import { PageCard } from '../components/PageCard';
import { useEdition } from '../session/EditionContext';

const t = es.archived;

/** `/archived-account`: an archived account has no session to keep. */
export function ArchivedAccountPage() {
  const { support_email: supportEmail } = useEdition();
  useEffect(() => {
    // Nothing to tell the user if this fails: the gates keep an archived account out regardless.
    signOutUser().catch(() => undefined);
  }, []);
  return (
    <PageCard title={t.title}>
      <Typography>
        {t.text}: <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
      </Typography>
      {/* A full page load: signing out closed the Firestore client this page had. */}
      <Button variant="contained" href="/login">
        {t.backToLogin}
      </Button>
    </PageCard>
  );
}
