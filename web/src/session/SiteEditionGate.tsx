import { useEffect, useState, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { es } from '@curso/common';
import { LoadingScreen } from '../components/LoadingScreen';
import { fetchSiteEdition, type SiteEditionState } from '../data/edition';
import { EditionContext } from './EditionContext';

/** Every page shows an edition: nothing renders until the site's edition is known. */
export function SiteEditionGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SiteEditionState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetchSiteEdition().then(
      (edition) => {
        if (!live) return;
        // index.html names the course without a year; the tab names the edition once known.
        if (edition) document.title = edition.short_title;
        setState({ status: 'ready', edition });
      },
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, []);
  if (state.status === 'loading') return <LoadingScreen />;
  if (state.status === 'error' || !state.edition) {
    // Plain text rather than an Alert: this gate is in every page's first download.
    return (
      <Box role="alert" sx={{ py: 8, px: 2, textAlign: 'center' }}>
        <Typography>
          {state.status === 'error' ? es.errors.internal : es.errors['no-current-edition']}
        </Typography>
      </Box>
    );
  }
  return <EditionContext.Provider value={state.edition}>{children}</EditionContext.Provider>;
}
