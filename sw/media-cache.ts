import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { LEGAL_CACHE, MEDIA_CACHE } from './cache-names';
import { fetchDeadline } from './fetch-deadline';
import { cdnUrl, isLegalDocument, isMediaRequest } from './media-rules';

declare const self: ServiceWorkerGlobalScope;

/** Product, brand and banner media: cache first, at most 600 for 30 days, fetched from the CDN. */
export function installMediaCache(cdnHost: string): void {
  const media = new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [
      {
        // The cache keeps the original address, so a CDN change does not empty it.
        requestWillFetch: async ({ request }) => {
          const target = cdnUrl(request.url, cdnHost);
          return target === request.url ? request : new Request(target, { mode: 'cors', credentials: 'omit' });
        },
      },
      fetchDeadline(),
      new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  });
  registerRoute(({ url, request }) => request.method === 'GET' && isMediaRequest(url, self.location.origin, cdnHost), media);

  // The terms shown on a first visit: fresh when online, the last copy when not.
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isLegalDocument(url, self.location.origin),
    new NetworkFirst({ cacheName: LEGAL_CACHE, networkTimeoutSeconds: 3, plugins: [fetchDeadline()] }),
  );
}
