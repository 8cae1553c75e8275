import { lazy, type ComponentType } from 'react';
import { matchRoutes, type Location, type RouteObject } from 'react-router-dom';

interface OnDemandHandle {
  preload: (location: Partial<Location>) => Promise<unknown>;
}

/**
 * A module React.lazy reads without suspending: a thenable that calls back at once. A page whose
 * module is already here (preloaded before the first render) then renders straight away, with no
 * fallback shown in between, whose replacement React would hold back for 300 ms.
 */
function alreadyLoaded<T>(value: T): Promise<T> {
  const thenable = { then: (resolve: (value: T) => void) => resolve(value) };
  return thenable as unknown as Promise<T>;
}

/**
 * A route whose page (the export `name` of a module) is downloaded when the site needs it.
 * `alongside` downloads, beside it, what the page will itself load for `location` (a layout's own
 * routes), rather than after the page has arrived and rendered.
 */
export function onDemand<Module>(
  load: () => Promise<Module>,
  name: keyof Module,
  alongside?: (location: Partial<Location>) => Promise<unknown>,
): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: Module | undefined;
  const preload = () => load().then((module) => (loaded = module));
  const pageOf = (module: Module) => ({ default: module[name] as ComponentType });
  const Page = lazy(() => (loaded ? alreadyLoaded(pageOf(loaded)) : preload().then(pageOf)));
  const handle: OnDemandHandle = {
    preload: (location) => Promise.all([preload(), alongside?.(location)]),
  };
  return { element: <Page />, handle };
}

/**
 * Starts downloading at once every module `location` needs: rendered, a layout and its page would
 * download one after the other. The browser fetches each module once, so this is safe to repeat.
 * Settles when they are all here (or failed).
 */
export function preloadMatched(
  routes: RouteObject[],
  location: Partial<Location>,
  basename?: string,
): Promise<void> {
  const downloads = (matchRoutes(routes, location, basename) ?? []).map(({ route }) =>
    // A failed download is reported where the page is rendered (RouteErrorBoundary).
    (route.handle as OnDemandHandle | undefined)?.preload(location).catch(() => undefined),
  );
  return Promise.all(downloads).then(() => undefined);
}
