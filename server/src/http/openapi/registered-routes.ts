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

/** Every route `app` registered (a `use` middleware is not a route), with the operation its handlers carry. */
export function registeredRoutes(app: Hono<any, any, any>): RegisteredRoute[] {
  const routes = new Map<string, { method: string; path: string; parts: OperationPart[]; own: boolean }>();
  for (const { method, path, handler } of app.routes) {
    if (method === 'ALL') continue;
    const key = `${method} ${path}`;
    const route = routes.get(key) ?? { method, path, parts: [], own: false };
    routes.set(key, route);
    const marked = operationPartOf(handler);
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
