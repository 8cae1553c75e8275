import { lazy, Suspense, useEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { AppBar, Box, Container, Dialog, IconButton, Toolbar, Typography } from '@mui/material';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { esAdmin, type Edition } from '@curso/common';
import { AppProviders } from '../../../../AppProviders';
import { LoadingScreen } from '../../../../components/LoadingScreen';
import { EditionContext } from '../../../../session/EditionContext';

const t = esAdmin.editions;
const HomePage = lazy(async () => ({ default: (await import('../../../HomePage')).HomePage }));

function Landing({ edition }: { edition: Edition }) {
  return (
    <AppProviders>
      <MemoryRouter>
        <EditionContext.Provider value={edition}>
          <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
            <Suspense fallback={<LoadingScreen />}>
              <HomePage />
            </Suspense>
          </Container>
        </EditionContext.Provider>
      </MemoryRouter>
    </AppProviders>
  );
}

/**
 * The landing in a React root of its own: a router cannot be nested in the back office's, and the
 * landing's links must move its own memory router, never the administrator away from the editor.
 */
function LandingRoot({ edition }: { edition: Edition }) {
  const host = useRef<HTMLDivElement>(null);
  const root = useRef<Root | null>(null);
  useEffect(() => {
    const container = document.createElement('div');
    host.current?.appendChild(container);
    const landing = createRoot(container);
    root.current = landing;
    return () => {
      root.current = null;
      // React refuses to unmount a root while it is committing another one (this one's parent).
      setTimeout(() => {
        landing.unmount();
        container.remove();
      });
    };
  }, []);
  useEffect(() => {
    root.current?.render(<Landing edition={edition} />);
  }, [edition]);
  return <Box ref={host} />;
}

/** "Vista previa": the public landing as it would show `edition`, over the editor. */
export function EditionPreview({ edition, onClose }: { edition: Edition; onClose: () => void }) {
  return (
    <Dialog fullScreen open onClose={onClose} aria-labelledby="edition-preview-title">
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar>
          <Typography id="edition-preview-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {t.previewTitle}
          </Typography>
          <IconButton edge="end" aria-label={t.closePreview} onClick={onClose}>
            <CloseOutlined />
          </IconButton>
        </Toolbar>
      </AppBar>
      <LandingRoot edition={edition} />
    </Dialog>
  );
}
