import { createHandlerBoundToURL, getCacheKeyForURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import { navigationDenylist, prerenderedPage } from './navigation-rules';

/**
 * Every app address opens a precached page, online or not: a public screen's pre-rendered
 * page when the build made one (`/hub` → /hub.html), else the shell; the router takes it
 * from there.
 */
export function installNavigationFallback(apiBase: string): void {
  const shell = createHandlerBoundToURL('/index.html');
  const handler = (options: RouteHandlerCallbackOptions) => {
    const page = prerenderedPage(options.url.pathname);
    return page && getCacheKeyForURL(page) ? createHandlerBoundToURL(page)(options) : shell(options);
  };
  registerRoute(new NavigationRoute(handler, { denylist: navigationDenylist(apiBase) }));
}
