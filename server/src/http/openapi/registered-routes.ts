import type { Hono } from 'hono';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';
import { mergeParts, operationPartOf, type OperationPart } from './operation-parts';

export interface RegisteredRoute {
  /** upper case, as Hono keeps it */
  method: string;
  /** Hono's form: `/orders/:id` */
  path: string;
  /** absent when the route has no `documented(…)` of its own */
  operation?: ZodOpenApiOperationObject;
}

/** Hono's `/orders/:id` (or `:id{[0-9]+}`) as OpenAPI's `/orders/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
}

/** Whether a `use` middleware on `pattern` runs for a route on `path` (as Hono matches: `/x/*` covers `/x` too). */
function covers(pattern: string, path: string): boolean {
  const source = pattern
    .split('*')
    .map((literal) => literal.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source.replace(/\/\.\*$/, '(?:/.*)?')}$`).test(path);
}

/**
 * Every route `app` registered, with the operation its handlers carry and the parts of the `use` middleware
 * registered before it on a path that covers it (a guard on `/orders/*` states its security for each order route).
 */
export function registeredRoutes(app: Hono<any, any, any>): RegisteredRoute[] {
  const middleware: { pattern: string; part: OperationPart }[] = [];
  const routes = new Map<string, { method: string; path: string; parts: OperationPart[]; own: boolean }>();
  for (const { method, path, handler } of app.routes) {
    const marked = operationPartOf(handler);
    if (method === 'ALL') {
      if (marked) middleware.push({ pattern: path, part: marked.part });
      continue;
    }
    const key = `${method} ${path}`;
    let route = routes.get(key);
    if (!route) {
      route = { method, path, parts: middleware.filter(({ pattern }) => covers(pattern, path)).map(({ part }) => part), own: false };
      routes.set(key, route);
    }
    if (marked) {
      route.parts.push(marked.part);
      route.own ||= marked.own;
    }
  }
  return [...routes.values()].map(({ method, path, parts, own }) => ({
    method,
    path,
    operation: own ? (mergeParts(parts) as ZodOpenApiOperationObject) : undefined,
  }));
}

/** The documented routes as OpenAPI paths; an undocumented one is left out (the OpenAPI test names it). */
export function pathsOf(routes: RegisteredRoute[]): ZodOpenApiPathsObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const { method, path, operation } of routes) {
    if (operation) paths[openApiPath(path)] = { ...paths[openApiPath(path)], [method.toLowerCase()]: operation };
  }
  return paths;
}
