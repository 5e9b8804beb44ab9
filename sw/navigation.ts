import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { navigationDenylist } from './navigation-rules';

/** Every app address opens the precached shell, online or not; the router takes it from there. */
export function installNavigationFallback(apiBase: string): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: navigationDenylist(apiBase) }));
}
