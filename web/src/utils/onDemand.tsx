import { lazy, type ComponentType } from 'react';
import { matchRoutes, type Location, type RouteObject } from 'react-router-dom';

interface OnDemandHandle {
  preload: () => Promise<unknown>;
}

/** A route whose page (the export `name` of a module) is downloaded when the site needs it. */
export function onDemand<Module>(
  load: () => Promise<Module>,
  name: keyof Module,
): Pick<RouteObject, 'element' | 'handle'> {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  const handle: OnDemandHandle = { preload: load };
  return { element: <Page />, handle };
}

/**
 * Starts downloading at once every module `location` needs: rendered, a layout and its page would
 * download one after the other. The browser fetches each module once, so this is safe to repeat.
 */
export function preloadMatched(routes: RouteObject[], location: Partial<Location>): void {
  for (const { route } of matchRoutes(routes, location) ?? []) {
    // A failed download is reported where the page is rendered (RouteErrorBoundary).
    (route.handle as OnDemandHandle | undefined)?.preload().catch(() => undefined);
  }
}
