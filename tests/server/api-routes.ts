import type { createApp } from '../../server/src/app';

export type ApiRoute = { method: string; path: string };

/** Every route of the app's API once, its path without the API prefix (`/orders/:id`). */
export function apiRoutes(app: ReturnType<typeof createApp>): ApiRoute[] {
  const seen = new Set<string>();
  return app.routes
    .filter((route) => route.path.startsWith('/api/ecommerce/') && route.method !== 'ALL')
    .map((route) => ({ method: route.method, path: route.path.slice('/api/ecommerce'.length) }))
    .filter((route) => !seen.has(`${route.method} ${route.path}`) && seen.add(`${route.method} ${route.path}`));
}

/** A route's path with `id` for each of its parameters. */
export const withIds = (path: string, id: string) => path.replace(/:[A-Za-z]+/g, id);
