import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False while the browser takes over a prerendered page, true from the render after: what the
 * prerendered HTML cannot know (the address's query string) is shown only once the markup is the
 * browser's, since a hydrating render must produce what the server did.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
