// Each integration route carries its own OpenAPI operation, next to its handler: `documented({...})` placed before
// the handler, plus what its guards add (the token and scope they demand, the answers they give). The document is
// built from the routes Hono registered (integration-document.ts), so a path or method is never written twice.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../deps';
import type { ZodOpenApiOperationObject } from 'zod-openapi';

export type OperationPart = Partial<ZodOpenApiOperationObject>;

const PART = Symbol('OpenAPI operation part');
const OWN = Symbol('OpenAPI operation of the route itself');

type Marked = { [PART]?: OperationPart; [OWN]?: true };

/** `middleware`, unchanged for requests, telling the document what it adds to every route that uses it. */
export function withOperationPart<M extends MiddlewareHandler<AppEnv>>(middleware: M, part: OperationPart): M {
  return Object.assign(middleware, { [PART]: part });
}

/** The route's own documentation: `.post('/path', documented({ summary, requestBody, responses }), guards…, handler)`. */
export function documented(operation: ZodOpenApiOperationObject): MiddlewareHandler<AppEnv> {
  const passThrough: MiddlewareHandler<AppEnv> = (_c, next) => next();
  return Object.assign(passThrough, { [PART]: operation, [OWN]: true as const });
}

export function operationPartOf(handler: unknown): { part: OperationPart; own: boolean } | undefined {
  const part = (handler as Marked)[PART];
  return part && { part, own: (handler as Marked)[OWN] === true };
}

/** Parts in the order the route runs them: answers add up, the later security (a scope) replaces the earlier. */
export function mergeParts(parts: OperationPart[]): OperationPart {
  return parts.reduce<OperationPart>(
    (merged, part) => ({ ...merged, ...part, responses: { ...merged.responses, ...part.responses } }),
    {},
  );
}
