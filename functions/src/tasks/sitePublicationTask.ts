import { onTaskDispatched } from 'firebase-functions/tasks';
import { publishSite } from '../useCases/sitePublication';

/**
 * Publishes the site (`publishSite`), one publication at a time so that the last change asked for
 * is published last. A failure (Hosting unreachable) is retried; the page already served stays.
 */
export const sitePublicationTask = onTaskDispatched(
  {
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10, maxBackoffSeconds: 300 },
    rateLimits: { maxConcurrentDispatches: 1 },
    // Rendering two pages with React and the component library.
    memory: '512MiB',
  },
  () => publishSite(),
);
