// The integration API describing itself: its OpenAPI 3.1 document, derived from the zod schemas its routes validate
// with, and a reference page made from that document. Neither needs a token.
import { Hono } from 'hono';
import { z } from 'zod';
import { createDocument, type oas31 } from 'zod-openapi';
import type { AppEnv } from '../../deps';
import { SCOPES } from '../../domain/partner-token';
import { documented } from '../../http/openapi/operation-parts';
import { referencePage } from '../../http/openapi/reference-page';
import { pathsOf, type RegisteredRoute } from '../../http/openapi/registered-routes';
import { PARTNER_TOKEN_SCHEME } from '../../http/partner-token-guard';
import { WEBHOOK_EVENT_OPERATIONS } from './webhook-operations';

export const OPENAPI_PATH = '/openapi.json';
export const REFERENCE_PATH = '/docs';

const DESCRIPTION =
  "A distributor's systems (its ERP) keep Balcão's catalogue and customers in step with theirs, read the orders placed with " +
  'the distributor in the order they change (`GET /orders`) and act on them, and hear of events through signed webhooks. ' +
  "The PSP's Pix notifications arrive here too. Field names are English; " +
  'every refusal is a 4xx answer `{ "message": "…" }` in Portuguese, meant to be shown to a person as it is. Batches take up to ' +
  '1,000 rows and answer each row on its own, so one wrong row never stops the others, and the same batch sent twice changes nothing.';

const TOKEN_DESCRIPTION =
  "A partner's token in `Authorization: Bearer blc_<prefix>_<secret>`, made with `npm run partner-token -- create`. It sees only " +
  `its own partner's data and has scopes, any of ${SCOPES.map((scope) => `\`${scope}\``).join(', ')}; each operation names the one it needs. ` +
  'A missing, wrong or revoked token answers 401, a missing scope 403, and after 30 wrong tokens from one network in 15 minutes ' +
  'that network gets 429 with `Retry-After`.';

/** The OpenAPI 3.1 document of `routes` (the partner's routes of the integration API), served under `serverUrl`. */
export function integrationDocument(routes: RegisteredRoute[], serverUrl: string): oas31.OpenAPIObject {
  return createDocument({
    openapi: '3.1.0',
    info: { title: 'Balcão integration API', version: '1', description: DESCRIPTION },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { [PARTNER_TOKEN_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'blc_<prefix>_<secret>', description: TOKEN_DESCRIPTION } },
    },
    paths: pathsOf(routes),
    webhooks: WEBHOOK_EVENT_OPERATIONS,
  });
}

const documentAnswer = z.looseObject({ openapi: z.literal('3.1.0'), info: z.looseObject({ title: z.string() }), paths: z.record(z.string(), z.unknown()) });

/** `GET /openapi.json` and `GET /docs`, made once from `buildDocument` at their first request. */
export function integrationReferenceRoutes(buildDocument: () => oas31.OpenAPIObject, documentUrl: string) {
  let document: oas31.OpenAPIObject | undefined;
  let page: string | undefined;
  const theDocument = () => (document ??= buildDocument());
  return new Hono<AppEnv>()
    .get(
      OPENAPI_PATH,
      documented({
        operationId: 'getOpenApiDocument',
        tags: ['Reference'],
        summary: 'This document',
        security: [],
        responses: { 200: { description: 'The OpenAPI 3.1 document of the integration API.', content: { 'application/json': { schema: documentAnswer } } } },
      }),
      (c) => c.json(theDocument()),
    )
    .get(
      REFERENCE_PATH,
      documented({
        operationId: 'getReferencePage',
        tags: ['Reference'],
        summary: 'This document as a web page',
        security: [],
        responses: { 200: { description: 'An HTML page, readable without internet.', content: { 'text/html': { schema: z.string() } } } },
      }),
      (c) => c.html((page ??= referencePage(theDocument(), documentUrl))),
    );
}
