// The integration API's OpenAPI 3.1 document (issue 30): derived from the zod schemas its routes validate with, it
// must name every route the integration app registers, be valid OpenAPI 3.1, and hold only examples that the
// routes' own schemas accept and the server answers as documented.
import { Validator } from '@seriousme/openapi-schema-validator';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isAnyZodType } from 'zod-openapi/api';
import type { oas31, ZodOpenApiContentObject, ZodOpenApiOperationObject, ZodOpenApiResponseObject } from 'zod-openapi';
import type { AppEnv } from '../../server/src/deps';
import { MAX_PRODUCTS_PER_BATCH } from '../../server/src/domain/product-row';
import { documented } from '../../server/src/http/openapi/operation-parts';
import { openApiPath, registeredRoutes } from '../../server/src/http/openapi/registered-routes';
import { requirePartnerToken, requireScope } from '../../server/src/http/partner-token-guard';
import { integrationRoutes, isOperatorRoute } from '../../server/src/routes/integration';
import { WEBHOOK_EVENT_OPERATIONS } from '../../server/src/routes/integration/webhook-operations';
import { webhookEventBodySchema } from '../../server/src/webhooks/event-payloads';
import { WEBHOOK_EVENTS, type WebhookEventType } from '../../server/src/webhooks/webhook-events';
import { useServer } from './helpers';
import { integration, PARTNER_1_TOKEN } from './integration-helpers';

const PIX_SECRET = 'c2f1e0d9b8a7f6e5d4c3b2a1f0e9d8c7';
const s = useServer({ CDN_HOST: 'https://cdn.balcao.test', PIX_WEBHOOK_SECRET: PIX_SECRET });

const integrationApp = () => integrationRoutes({ db: s.db, config: s.config, clock: s.clock });

async function documentOf(app: Hono<any>): Promise<oas31.OpenAPIObject> {
  const res = await app.request('/openapi.json');
  expect(res.status).toBe(200);
  return (await res.json()) as oas31.OpenAPIObject;
}

/** Each route `app` registers that the document lacks, as `METHOD /path` with what to do about it. */
function undocumented(app: Hono<any>, document: oas31.OpenAPIObject): string[] {
  return registeredRoutes(app)
    .filter(({ path }) => !isOperatorRoute(path))
    .filter(({ method, path }) => !document.paths?.[openApiPath(path)]?.[method.toLowerCase() as 'get'])
    .map(({ method, path }) => `${method} ${path}: not in the OpenAPI document; add documented({ summary, responses, … }) before its handler`);
}

/** Each `{param}` of a documented path that its operation does not declare as a path parameter. */
function undeclaredPathParameters(document: oas31.OpenAPIObject): string[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    (['get', 'put', 'post', 'patch', 'delete'] as const).flatMap((method) => {
      const declared = new Set((item[method]?.parameters ?? []).map((parameter) => (parameter as oas31.ParameterObject).in === 'path' && (parameter as oas31.ParameterObject).name));
      return item[method]
        ? [...path.matchAll(/\{(\w+)\}/g)]
            .filter(([, name]) => !declared.has(name))
            .map(([, name]) => `${method.toUpperCase()} ${path}: path parameter "${name}" not declared; add requestParams: { path: z.object({ ${name}: … }) }`)
        : [];
    }),
  );
}

interface Example {
  where: string;
  schema: z.ZodType;
  value: unknown;
}

function examplesIn(where: string, content: ZodOpenApiContentObject | undefined): Example[] {
  return Object.entries(content ?? {}).flatMap(([type, media]) =>
    Object.entries(media?.examples ?? {}).map(([name, example]) => {
      if (!isAnyZodType(media?.schema)) throw new Error(`${where} ${type}: an example needs the zod schema the route uses beside it`);
      return { where: `${where} ${type} example "${name}"`, schema: media.schema as unknown as z.ZodType, value: (example as oas31.ExampleObject).value };
    }),
  );
}

/** Every example of the operations `app` documents, with the zod schema of the body or answer it stands for. */
function examples(app: Hono<any>): Example[] {
  return registeredRoutes(app).flatMap(({ method, path, operation }) => {
    if (!operation) return [];
    const where = `${method} ${path}`;
    const answers = Object.entries(operation.responses).flatMap(([status, response]) => examplesIn(`${where} ${status}`, (response as { content?: ZodOpenApiContentObject }).content));
    return [...examplesIn(`${where} request`, operation.requestBody?.content), ...answers];
  });
}

/** Every example of the webhook events the document describes, with the zod schema of the event's body. */
const webhookExamples = (): Example[] =>
  Object.entries(WEBHOOK_EVENT_OPERATIONS).flatMap(([type, item]) => examplesIn(`webhook ${type}`, item.post?.requestBody?.content));

/** The zod-level answer `status` of `operation`, with its schema and examples. */
const answerOf = (operation: ZodOpenApiOperationObject, status: number) =>
  operation.responses[`${status}` as `${2 | 4}${string}`] as ZodOpenApiResponseObject;

/** The status of the operation's success answer (200, 201, 202…). */
const successOf = (operation: ZodOpenApiOperationObject) => Number(Object.keys(operation.responses).find((status) => status.startsWith('2')));

const operationOf = (app: Hono<any>, method: string, path: string): ZodOpenApiOperationObject | undefined =>
  registeredRoutes(app).find((route) => route.method === method && route.path === path)?.operation;

describe('the integration API OpenAPI document', () => {
  it('is served without a token and is valid OpenAPI 3.1', async () => {
    const res = await integration(s.app, 'GET', '/openapi.json');
    expect(res.status).toBe(200);
    const document = await res.json();
    expect(document.openapi).toBe('3.1.0');
    const { valid, errors } = await new Validator().validate(document);
    expect(errors ?? [], JSON.stringify(errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('has every route the integration app registers, with its method', async () => {
    const app = integrationApp();
    const document = await documentOf(app);
    expect(registeredRoutes(app).filter(({ path }) => !isOperatorRoute(path)).length).toBeGreaterThanOrEqual(5);
    expect(undocumented(app, document)).toEqual([]);
  });

  it('names a route added without documentation, so this test fails for it', async () => {
    const app = integrationApp().get('/shipments', (c) => c.json([]));
    expect(undocumented(app, await documentOf(app))).toEqual([
      'GET /shipments: not in the OpenAPI document; add documented({ summary, responses, … }) before its handler',
    ]);
  });

  it('declares every path parameter, and names one left undeclared', async () => {
    expect(undeclaredPathParameters(await documentOf(integrationApp()))).toEqual([]);
    const app = integrationApp()
      .get('/orders/:id', documented({ summary: 'One order', responses: { 200: { description: 'The order.' } } }), (c) => c.json({}))
      .get('/orders/:id/lines', documented({ summary: 'Its lines', requestParams: { path: z.object({ id: z.string() }) }, responses: { 200: { description: 'The lines.' } } }), (c) => c.json([]));
    expect(undeclaredPathParameters(await documentOf(app))).toEqual([
      'GET /orders/{id}: path parameter "id" not declared; add requestParams: { path: z.object({ id: … }) }',
    ]);
  });

  it('states the token and scope of guards set with use() on a path, as for the routes guarded inline', async () => {
    const deps = { db: s.db, config: s.config, clock: s.clock };
    const shipments = new Hono<AppEnv>()
      .use('/shipments/*', requirePartnerToken(deps), requireScope('orders'))
      .get('/shipments', documented({ summary: 'The shipments', responses: { 200: { description: 'Shipments.' } } }), (c) => c.json([]));
    const { paths } = await documentOf(integrationApp().route('/', shipments));
    expect(paths?.['/shipments']?.get?.security).toEqual([{ partnerToken: ['orders'] }]);
    expect(Object.keys(paths?.['/shipments']?.get?.responses ?? {}).sort()).toEqual(['200', '401', '403', '429']);
  });

  it('leaves out the operator routes of the partner, partner-token and import commands', async () => {
    const app = integrationApp();
    const operatorRoutes = registeredRoutes(app).filter(({ path }) => isOperatorRoute(path));
    expect(operatorRoutes.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      'DELETE /operator/partners/:partnerId/tokens/:id',
      'GET /operator/partners',
      'GET /operator/partners/:partnerId/tokens',
      'POST /operator/partners',
      'POST /operator/partners/:partnerId/customers/batch',
      'POST /operator/partners/:partnerId/payment-plans',
      'POST /operator/partners/:partnerId/products/batch',
      'POST /operator/partners/:partnerId/tokens',
    ]);
    expect(Object.keys((await documentOf(app)).paths ?? {}).filter(isOperatorRoute)).toEqual([]);
  });

  it('asks for the token and scope each route guard demands, and for none on the reference', async () => {
    const { paths } = await documentOf(integrationApp());
    expect(paths?.['/products/batch']?.post?.security).toEqual([{ partnerToken: ['catalogue'] }]);
    expect(paths?.['/customers/batch']?.post?.security).toEqual([{ partnerToken: ['customers'] }]);
    expect(paths?.['/partner']?.get?.security).toEqual([{ partnerToken: [] }]);
    expect(paths?.['/openapi.json']?.get?.security).toEqual([]);
    expect(paths?.['/orders']?.get?.security).toEqual([{ partnerToken: ['orders'] }]);
    expect(paths?.['/orders/{id}/cancel']?.post?.security).toEqual([{ partnerToken: ['orders'] }]);
    expect(paths?.['/webhooks']?.post?.security).toEqual([{ partnerToken: ['webhooks'] }]);
    expect(paths?.['/webhooks/{id}/deliveries/{deliveryId}/replay']?.post?.security).toEqual([{ partnerToken: ['webhooks'] }]);
    expect(paths?.['/webhook/{secret}/pix']?.post?.security).toEqual([]);
    expect(Object.keys(paths?.['/orders/{id}/acknowledge']?.post?.responses ?? {}).sort()).toEqual(['200', '400', '401', '403', '404', '409', '413', '429']);
    expect(Object.keys(paths?.['/webhook/{secret}/pix']?.post?.responses ?? {}).sort()).toEqual(['200', '400', '401', '404', '413', '429']);
    expect(Object.keys(paths?.['/products/batch']?.post?.responses ?? {}).sort()).toEqual(['200', '400', '401', '403', '413', '429']);
  });

  it('documents the batch rows with the same schemas that check them, one row at a time', async () => {
    const { paths, components } = await documentOf(integrationApp());
    const items = (path: string, key: string) =>
      ((paths?.[path]?.post?.requestBody as oas31.RequestBodyObject).content['application/json'].schema as oas31.SchemaObject).properties?.[key];
    expect(items('/products/batch', 'products')).toMatchObject({ type: 'array', items: { $ref: '#/components/schemas/ProductRow' } });
    expect(items('/customers/batch', 'customers')).toMatchObject({ type: 'array', items: { $ref: '#/components/schemas/CustomerRow' } });
    const productRow = components?.schemas?.ProductRow as oas31.SchemaObject;
    expect(productRow.required?.sort()).toEqual(['brand', 'code', 'department', 'family', 'name', 'packages', 'prices']);
    expect(productRow.properties?.salesUnit).toMatchObject({ enum: ['UN', 'KG'], default: 'UN' });
  });

  it('holds only examples that the zod schema of their body or answer accepts', () => {
    const all = [...examples(integrationApp()), ...webhookExamples()];
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(new Set(webhookExamples().map(({ where }) => where.split(' ')[1]))).toEqual(new Set(WEBHOOK_EVENTS));
    const rejected = all.flatMap(({ where, schema, value }) => {
      const parsed = schema.safeParse(value);
      return parsed.success ? [] : [`${where}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`];
    });
    expect(rejected).toEqual([]);
  });

  it('has request examples the server answers as documented, with no row in error', async () => {
    const app = integrationApp();
    // The path's ids name things of partner 1: an order it has to act on, and a webhook endpoint of its own.
    const feed = await (await integration(s.app, 'GET', '/orders?limit=500', { token: PARTNER_1_TOKEN })).json();
    const order = feed.orders.find((row: { status: string; payment: { state: string } }) => row.status === 'Em análise' && row.payment.state === 'awaiting');
    const endpoint = await (await integration(s.app, 'POST', '/webhooks', { token: PARTNER_1_TOKEN, body: { url: 'https://erp.parceiro.example/hooks', events: WEBHOOK_EVENTS } })).json();
    const ids: Record<string, string> = { orders: String(order.id), webhooks: String(endpoint.id), webhook: PIX_SECRET };
    const sent = [];
    for (const { method, path, operation } of registeredRoutes(app).filter((route) => route.operation?.requestBody)) {
      const url = path.replace(/:\w+/g, () => ids[path.split('/')[1]]);
      for (const [name, example] of Object.entries(operation!.requestBody!.content['application/json']?.examples ?? {})) {
        const res = await integration(s.app, method, url, { token: PARTNER_1_TOKEN, body: (example as oas31.ExampleObject).value });
        const answer = await res.json();
        const status = successOf(operation!);
        expect(res.status, `${method} ${path} example "${name}": ${JSON.stringify(answer)}`).toBe(status);
        const schema = answerOf(operation!, status).content!['application/json']!.schema as unknown as z.ZodType;
        expect(schema.safeParse(answer).error?.issues ?? []).toEqual([]);
        expect((answer.results ?? []).filter((row: { status: string }) => row.status === 'error')).toEqual([]);
        sent.push(`${method} ${path} ${name}`);
      }
    }
    expect(sent.length).toBeGreaterThanOrEqual(12);
    // What the order actions queued for the endpoint is what the document's webhooks describe.
    const events = await s.db.query<{ type: WebhookEventType; body: string }>('SELECT type, body FROM webhook_events WHERE partner_id = 1');
    expect(new Set(events.map(({ type }) => type))).toEqual(new Set(['order.changed', 'order.cancelled']));
    for (const { type, body } of events) expect(webhookEventBodySchema(type).safeParse(JSON.parse(body)).error?.issues ?? [], body).toEqual([]);
  });

  it('gives as examples of the orders, webhook and PIX routes\' refusals the messages the server answers', async () => {
    const app = integrationApp();
    const endpoint = await (await integration(s.app, 'POST', '/webhooks', { token: PARTNER_1_TOKEN, body: { url: 'https://erp.parceiro.example/hooks', events: ['order.placed'] } })).json();
    const cases: [method: string, route: string, url: string, body?: unknown][] = [
      ['GET', '/orders', '/orders?limit=0'],
      ['GET', '/orders', '/orders?changedAfter=ontem'],
      ['GET', '/orders', '/orders?changedAfter=2026-12-01T00:00:00Z&cursor=abc'],
      ['GET', '/orders', '/orders?cursor=abc'],
      ['POST', '/orders/:id/acknowledge', '/orders/1042/acknowledge', { erpNumber: '' }],
      ['POST', '/orders/:id/status', '/orders/1042/status', { status: 'Cancelado' }],
      ['PUT', '/orders/:id/invoice', '/orders/1042/invoice', { key: '1'.repeat(44), number: '1', series: '1', danfeUrl: 'https://nfe.example/1.pdf' }],
      ['POST', '/orders/:id/cancel', '/orders/1042/cancel', {}],
      ['POST', '/orders/:id/cancel', '/orders/1042/cancel', { reason: 'x'.repeat(70 * 1024) }],
      ['POST', '/webhooks', '/webhooks', { url: 'http://erp.parceiro.example/hooks', events: ['order.placed'] }],
      ['POST', '/webhooks', '/webhooks', { url: 'https://erp.parceiro.example/hooks', events: ['order.shipped'] }],
      ['PATCH', '/webhooks/:id', `/webhooks/${endpoint.id}`, {}],
      ['GET', '/webhooks/:id', '/webhooks/999999'],
      ['GET', '/webhooks/:id/deliveries', `/webhooks/${endpoint.id}/deliveries?limit=101`],
      ['GET', '/webhooks/:id/deliveries/:deliveryId', `/webhooks/${endpoint.id}/deliveries/999999`],
      ['POST', '/webhooks/:id/deliveries/:deliveryId/replay', '/webhooks/999999/deliveries/1/replay'],
      ['POST', '/webhook/:secret/pix', '/webhook/errado/pix', { pix: [] }],
      ['POST', '/webhook/:secret/pix', `/webhook/${PIX_SECRET}/pix`, { pix: [] }],
      ['POST', '/webhook/:secret/pix', `/webhook/${PIX_SECRET}/pix`, { pix: [{ endToEndId: 'E1', valor: '1.00', horario: '2026-12-07T14:32:05Z' }] }],
    ];
    const undocumentedAnswers = [];
    for (const [method, route, url, body] of cases) {
      const res = await integration(s.app, method, url, { token: PARTNER_1_TOKEN, body });
      const answer = await res.json();
      const documentedAnswer = answerOf(operationOf(app, method, route)!, res.status);
      const messages = Object.values(documentedAnswer?.content?.['application/json']?.examples ?? {}).map((example) => (example as oas31.ExampleObject).value.message);
      if (res.status < 400 || !messages.includes(answer.message)) undocumentedAnswers.push(`${method} ${url}: ${res.status} ${answer.message}`);
    }
    expect(undocumentedAnswers).toEqual([]);
  });

  it('gives as examples of a refusal the message the server answers', async () => {
    const res = await integration(s.app, 'POST', '/products/batch', { token: PARTNER_1_TOKEN, body: { products: Array.from({ length: MAX_PRODUCTS_PER_BATCH + 1 }, () => ({})) } });
    expect(res.status).toBe(413);
    const tooMany = answerOf(operationOf(integrationApp(), 'POST', '/products/batch')!, 413).content!['application/json']!.examples!;
    expect(Object.values(tooMany).map((example) => (example as oas31.ExampleObject).value)).toContainEqual(await res.json());
  });
});

describe('the integration API reference page', () => {
  it('shows, without a token, each operation with its scope, fields and examples', async () => {
    const res = await integration(s.app, 'GET', '/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const page = await res.text();
    for (const operation of ['POST</span> <code>/products/batch', 'POST</span> <code>/customers/batch', 'GET</span> <code>/partner']) expect(page).toContain(operation);
    expect(page).toContain('scope <code>catalogue</code>');
    expect(page).toContain('<code>Authorization: Bearer blc_&#60;prefix&#62;_&#60;secret&#62;</code>');
    expect(page).toContain('<h3>ProductRow</h3>');
    expect(page).toContain('&#34;code&#34;: &#34;ARZ-5&#34;');
    expect(page).toContain('Lote grande demais');
    expect(page).toContain('href="/api/integration/v1/openapi.json"');
    expect(page).toContain('POST</span> <code>order.placed');
    expect(page).toContain('scope <code>webhooks</code>');
  });

  it('loads nothing from another host and runs no script', async () => {
    const page = await (await integration(s.app, 'GET', '/docs')).text();
    expect(page).not.toMatch(/<script|src=|@import|url\(/i);
    expect([...page.matchAll(/href="([^"#]*)"/g)].map(([, href]) => href)).toEqual(['/icons/favicon-32.png', '/api/integration/v1/openapi.json']);
  });
});
