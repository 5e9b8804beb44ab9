import { registerRoute } from 'workbox-routing';
import { NetworkFirst, type StrategyOptions } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { apiCacheKey, apiCacheName, apiPath, isCacheableApiGet, userOfAuthorization } from './api-rules';
import { fetchDeadline } from './fetch-deadline';

type WorkboxPlugin = NonNullable<StrategyOptions['plugins']>[number];

const NETWORK_TIMEOUT_SECONDS = 3;

const partitionByUserAndPartner: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) =>
    apiCacheKey(request.url, userOfAuthorization(request.headers.get('Authorization')), request.headers.get('partner')),
};

// Lets the data layer tell a stale answer served offline from a fresh one.
const markCachedAnswers: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set('x-balcao-cache', 'hit');
    return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

/** API GETs: network first, the last answer when the network fails or is slower than 3 s. */
export function installApiCache(apiBase: string): void {
  const strategies = new Map<string, NetworkFirst>();
  const strategyFor = (cacheName: string): NetworkFirst => {
    let strategy = strategies.get(cacheName);
    if (!strategy) {
      strategy = new NetworkFirst({
        cacheName,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [
          partitionByUserAndPartner,
          markCachedAnswers,
          fetchDeadline(),
          new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
        ],
      });
      strategies.set(cacheName, strategy);
    }
    return strategy;
  };

  registerRoute(
    ({ url, request, sameOrigin }) => sameOrigin && isCacheableApiGet(url, request.method, apiBase),
    ({ url, request, event }) => strategyFor(apiCacheName(apiPath(url, apiBase)!)).handle({ request, event }),
  );
}
