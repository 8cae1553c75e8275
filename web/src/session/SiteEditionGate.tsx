import { useEffect, useState, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { es, type Edition } from '@curso/common';
import { fetchSiteEdition } from '../data/edition';
import { EditionContext } from './EditionContext';

/** What the pages wait for when there is no edition to show: the gate's notice replaces them. */
const never = new Promise<never>(() => undefined);

/**
 * The pages' promise of the edition, marked fulfilled the way `use` reads it
 * (react.dev/reference/react/use): a page first shown after it arrived renders without suspending.
 */
function editionForPages(request: Promise<Edition | null>): Promise<Edition> {
  const coming = request.then(
    (edition) => edition ?? never,
    () => never,
  );
  void coming.then((edition) => Object.assign(coming, { status: 'fulfilled', value: edition }));
  return coming;
}

/**
 * Every page shows an edition, but only what shows it waits for `/edition.json` (`useEdition`
 * suspends): a page's heading paints while the edition is on its way.
 */
export function SiteEditionGate({ children }: { children: ReactNode }) {
  const [request] = useState(fetchSiteEdition);
  // Made once: `use` knows a promise has settled only if it is given the same one every render.
  const [edition] = useState(() => editionForPages(request));
  // Shown instead of the pages when there is no edition to show.
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    request.then(
      (known) => {
        if (!live) return;
        // index.html names the course without a year; the tab names the edition once known.
        if (known) document.title = known.short_title;
        else setNotice(es.errors['no-current-edition']);
      },
      () => live && setNotice(es.errors.internal),
    );
    return () => {
      live = false;
    };
  }, [request]);
  if (notice) {
    // Plain text rather than an Alert: this gate is in every page's first download.
    return (
      <Box role="alert" sx={{ py: 8, px: 2, textAlign: 'center' }}>
        <Typography>{notice}</Typography>
      </Box>
    );
  }
  return <EditionContext.Provider value={edition}>{children}</EditionContext.Provider>;
}
