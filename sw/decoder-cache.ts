import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { DECODER_CACHE } from './cache-names';

/**
 * The barcode decoder's wasm (about 1 MB, docs/decisions/0137-barcode-scanner-decoder-and-reading.md): not precached, since
 * most phones decode natively and never ask for it; cache first once fetched, so the scanner then
 * works offline. Its hashed name changes with each version; the old one expires.
 */
export function installDecoderCache(): void {
  registerRoute(
    ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && /^\/assets\/.+\.wasm$/.test(url.pathname),
    new CacheFirst({ cacheName: DECODER_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 2 })] }),
  );
}
