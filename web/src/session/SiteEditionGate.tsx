import { useEffect, useState, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { es, type Edition } from '@curso/common';
import { embeddedSiteEdition, fetchedSiteEdition, fetchSiteEdition } from '../data/edition';
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
 * The edition at hand (given when prerendering, in the page's markup, or already read), else a
 * request for it.
 */
function siteEdition(given: Edition | null | undefined): Edition | null | Promise<Edition | null> {
  if (given !== undefined) return given;
  const embedded = embeddedSiteEdition();
  if (embedded !== undefined) return embedded;
  const fetched = fetchedSiteEdition();
  return fetched !== undefined ? fetched : fetchSiteEdition();
}

function Notice({ text }: { text: string }) {
  // Plain text rather than an Alert: this gate is in every page's first download.
  return (
    <Box role="alert" sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <Typography>{text}</Typography>
    </Box>
  );
}

/**
 * Every page shows an edition. A prerendered page has it in its markup and renders at once; any
 * other reads `/edition.json`, and only what shows the edition waits for it (`useEdition`
 * suspends): a page's heading paints while the edition is on its way.
 */
export function SiteEditionGate({
  edition: given,
  children,
}: {
  /** The edition to render with, when prerendering a page. */
  edition?: Edition | null;
  children: ReactNode;
}) {
  const [source] = useState(() => siteEdition(given));
  // Made once: `use` knows a promise has settled only if it is given the same one every render.
  const [edition] = useState(() => (source instanceof Promise ? editionForPages(source) : source));
  // Shown instead of the pages when there is no edition to show.
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    Promise.resolve(source).then(
      (known) => {
        if (!live) return;
        // The shell names the course without a year; the tab names the edition once known.
        if (known) document.title = known.short_title;
        else setNotice(es.errors['no-current-edition']);
      },
      () => live && setNotice(es.errors.internal),
    );
    return () => {
      live = false;
    };
  }, [source]);
  if (edition === null) return <Notice text={es.errors['no-current-edition']} />;
  if (notice) return <Notice text={notice} />;
  return <EditionContext.Provider value={edition}>{children}</EditionContext.Provider>;
}
