import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { fetchDeadline } from './fetch-deadline';

// The version check must see the server's current build, never a cached one.
export function installVersionFiles(): void {
  registerRoute(({ url, sameOrigin }) => sameOrigin && /^\/version(_v2)?\.json$/.test(url.pathname), new NetworkOnly({ plugins: [fetchDeadline()] }));
}
