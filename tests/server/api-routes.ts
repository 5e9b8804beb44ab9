import type { createApp } from '../../server/src/app';

export type ApiRoute = { method: string; path: string };

function routesUnder(app: ReturnType<typeof createApp>, base: string): ApiRoute[] {
  const seen = new Set<string>();
  return app.routes
    .filter((route) => route.path.startsWith(`${base}/`) && route.method !== 'ALL')
    .map((route) => ({ method: route.method, path: route.path.slice(base.length) }))
    .filter((route) => !seen.has(`${route.method} ${route.path}`) && seen.add(`${route.method} ${route.path}`));
}

/** Every route of the app's API once, its path without the API prefix (`/orders/:id`). */
export const apiRoutes = (app: ReturnType<typeof createApp>) => routesUnder(app, '/api/ecommerce');

/** Every route of the integration API once, without its prefix (`/partner`, `/operator/partners/:partnerId/tokens`). */
export const integrationApiRoutes = (app: ReturnType<typeof createApp>) => routesUnder(app, '/api/integration/v1');

/** A route's path with `id` for each of its parameters. */
export const withIds = (path: string, id: string) => path.replace(/:[A-Za-z]+/g, id);
