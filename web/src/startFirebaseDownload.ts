/**
 * Runs before the app starts: on an address inside the Firebase area (every route but `/` and
 * `/register`, see routes.tsx) the SDK starts downloading now rather than once the app has
 * rendered, which on a slow phone is half a second later.
 */
if (!['/', '/register'].includes(location.pathname)) {
  // A failed download is reported where the page is rendered (RouteErrorBoundary).
  import('./layouts/FirebaseArea').catch(() => undefined);
}
