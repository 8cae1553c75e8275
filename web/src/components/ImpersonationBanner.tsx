import { lazy, Suspense } from 'react';
import { useImpersonation } from '../session/impersonation';

// Only an administrator viewing the site as someone else sees it: nobody else downloads it.
const ActiveImpersonationBanner = lazy(async () => ({
  default: (await import('./ActiveImpersonationBanner')).ActiveImpersonationBanner,
}));

/** Shown under the header while an administrator views the site as someone else. */
export function ImpersonationBanner() {
  const { current, stop } = useImpersonation();
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ActiveImpersonationBanner impersonation={current} onStop={() => void stop()} />
    </Suspense>
  );
}
