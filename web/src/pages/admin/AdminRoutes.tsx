import { useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { openingEdition } from '../../layouts/admin/editionChoice';
import { onDemand, preloadMatched } from '../../utils/onDemand';
import { NotFoundPage } from '../NotFoundPage';
import { ADMIN_RESOURCES, type AdminResource } from './resources';

/**
 * A page's first reads, started while its code downloads, for the edition the back office opens
 * on: on a page opened by its address, they would otherwise wait for all of its code and its
 * first render.
 */
function readAheadOf({ readAhead }: AdminResource) {
  return (
    readAhead &&
    (async () => {
      const edition = await openingEdition();
      if (edition) readAhead(edition);
    })
  );
}

const routes: RouteObject[] = [
  ...ADMIN_RESOURCES.map((resource) => ({
    ...(resource.path ? { path: resource.path } : { index: true }),
    ...onDemand(resource.load, 'default', readAheadOf(resource)),
  })),
  { path: '*', element: <NotFoundPage /> },
];

/** Downloads the back office's page for `location` (under /admin), with the layout. */
export function preloadAdminPage(location: Partial<Location>): Promise<void> {
  return preloadMatched(routes, location, '/admin');
}

/**
 * The back office's pages, under /admin: declared here rather than in the site's route table so
 * that their names, icons and texts load with the back office, not with every attendee's page.
 */
export function AdminRoutes() {
  return useRoutes(routes);
}
