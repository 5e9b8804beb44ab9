// The OpenAPI operations of the webhook endpoint routes (webhooks.ts), with what a receiver gets: the events' payloads
// and how to verify their signatures.
import { z } from 'zod';
import { bodyRefusals, refusal } from '../../http/openapi/answers';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { documented } from '../../http/openapi/operation-parts';
import { INVALID_BODY } from '../../http/errors';
import { NUL_MESSAGE } from '../../http/input-guards';
import { DELIVERY_NOT_FOUND, DELIVERY_QUEUED, deliveryViewSchema, deliveryWithAttemptsSchema } from '../../services/webhook-deliveries';
import { createdEndpointSchema, ENDPOINT_NOT_FOUND, endpointViewSchema, MAX_ENDPOINTS_PER_PARTNER, TOO_MANY_ENDPOINTS } from '../../services/webhook-endpoints';
import { endpointUrlProblem } from '../../webhooks/endpoint-url';
import { webhookEventBodySchema } from '../../webhooks/event-payloads';
import { WEBHOOK_EVENTS, type WebhookEventType } from '../../webhooks/webhook-events';
import { WEBHOOK_TIMEOUT_MS } from '../../webhooks/webhook-sender';
import { WEBHOOK_EVENT_EXAMPLES } from './webhook-event-examples';
import { WEBHOOK_EXAMPLES as X } from './webhook-examples';
import { createEndpointSchema, deliveryPageQuery, updateEndpointSchema, WEBHOOK_MESSAGES as M } from './webhook-schemas';

/** What each event's `data` holds; the body of every delivery is `{ "type", "timestamp", "data" }`. */
const EVENTS =
  'Each event is POSTed as JSON `{ "type": "order.placed", "timestamp": "2026-12-07T11:32:08.412Z", "data": { … } }` ' +
  '(`timestamp`: when it happened). The order events and `payment.received` carry `data.order`, the order in short: ' +
  '`{ "id", "number", "status", "createdAt", "deliveryDate", "customer": { "id", "taxId", "name" }, "totals": { "items", ' +
  '"discount", "deliveryFee", "total", "parcels" }, "paidAt" }`; read the whole order in `GET /orders`. ' +
  '`order.placed`: a customer placed an order, `data` is `{ "order" }`. ' +
  '`order.changed`: the customer edited the order (`{ "order" }`), its status changed (`{ "order", "previousStatus" }`), ' +
  'or its invoice was set (`{ "order", "invoice": { "key", "number", "series", "danfeUrl" } }`). ' +
  '`order.cancelled`: `{ "order", "cancelledBy": "customer" }` or `{ "order", "cancelledBy": "distributor", "reason" }`. ' +
  '`payment.received`: the order was paid, `{ "order", "payment": { "method": "pix", "amount", "txid", "endToEndId" } }` ' +
  'or `{ "order", "payment": { "method": "card", "amount" } }`. ' +
  '`customer.signup_requested`: a customer signing up asks the partner to register a contact whose WhatsApp number is not ' +
  'on file, `{ "customer": { "id", "taxId", "name", "tradeName" }, "contact": { "name", "phone" } }`.';

const SIGNATURE =
  'Deliveries follow Standard Webhooks (standardwebhooks.com), so its libraries verify them. Each request carries ' +
  '`webhook-id` (the event\'s id, `msg_…`: the same on every attempt and replay, so drop one already handled), ' +
  '`webhook-timestamp` (Unix seconds when this attempt was sent: refuse one more than 5 minutes from your clock) and ' +
  '`webhook-signature`: `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>`, the body as ' +
  'received, byte for byte, keyed by the bytes of the base64 after `whsec_` in the endpoint\'s secret. Compute it and ' +
  'compare in constant time with each space-separated `v1,` signature of the header. ' +
  `Answer a 2xx within ${WEBHOOK_TIMEOUT_MS / 1000} s; anything else is tried again with exponential backoff (30 s to 1 h) for ` +
  '24 hours, then the delivery is `failed` and can be replayed. Deliveries may arrive out of order or twice.';

const endpointPath = z.object({ id: z.string().meta({ description: "The endpoint's `id`.", example: '7' }) });
const deliveryPath = endpointPath.extend({ deliveryId: z.string().meta({ description: "The delivery's `id`.", example: '5120' }) });

const endpointNotFound = refusal("No endpoint of the token's partner has this id.", [ENDPOINT_NOT_FOUND]);
const deliveryNotFound = refusal("No endpoint of the token's partner has this id, or it has no delivery with this id.", [ENDPOINT_NOT_FOUND, DELIVERY_NOT_FOUND]);

/** What the server says of a wrong URL, as it says it (production rules: https to a public host). */
const urlProblems = ['erp.distribuidora.example', 'http://erp.distribuidora.example/hooks', 'https://user:senha@erp.distribuidora.example/', 'https://192.168.0.10/hooks']
  .map((url) => endpointUrlProblem(url, false)!);

const TAGS = ['Webhooks'];
const json = <S extends z.ZodType>(schema: S, examples: Record<string, { summary: string; value: unknown }>) => ({ 'application/json': { schema, examples } });

export const WEBHOOK_OPERATIONS = {
  create: documented({
    operationId: 'createWebhookEndpoint',
    tags: TAGS,
    summary: 'Create a webhook endpoint',
    description:
      `A URL of the partner's systems that receives the events it chooses, up to ${MAX_ENDPOINTS_PER_PARTNER} endpoints per partner. ` +
      'The answer holds the signing secret, shown only then. Not idempotent: each call creates an endpoint. Events happen ' +
      "in the partner's orders and signups; a disabled endpoint gets no new event, and what was queued for it waits until it is enabled again. " +
      `${EVENTS} ${SIGNATURE}`,
    requestBody: { required: true, content: json(createEndpointSchema, X.create.request) },
    responses: {
      201: { description: 'Created: the endpoint and its secret.', content: json(createdEndpointSchema, X.create.response) },
      400: refusal('The body is not JSON or holds a NUL; a field is missing or wrong; the URL is not https to a public host.', [
        INVALID_BODY, NUL_MESSAGE, M.url, M.events, M.unknownEvent, M.noEvent, M.repeatedEvent, M.enabled, ...urlProblems,
      ]),
      409: refusal(`The partner has ${MAX_ENDPOINTS_PER_PARTNER} endpoints already.`, [TOO_MANY_ENDPOINTS]),
      413: bodyRefusals[413],
    },
  }),
  list: documented({
    operationId: 'listWebhookEndpoints',
    tags: TAGS,
    summary: "The partner's webhook endpoints",
    description: 'Every endpoint of the token\'s partner, oldest first, without their secrets.',
    responses: { 200: { description: 'The endpoints.', content: json(z.array(endpointViewSchema), X.list) } },
  }),
  read: documented({
    operationId: 'getWebhookEndpoint',
    tags: TAGS,
    summary: 'One webhook endpoint',
    requestParams: { path: endpointPath },
    responses: { 200: { description: 'The endpoint, without its secret.', content: json(endpointViewSchema, X.one) }, 404: endpointNotFound },
  }),
  update: documented({
    operationId: 'updateWebhookEndpoint',
    tags: TAGS,
    summary: "Change an endpoint's URL, events or whether it is enabled",
    description: 'Only the fields sent change; the secret stays. Idempotent. Deliveries already queued go to the new URL.',
    requestParams: { path: endpointPath },
    requestBody: { required: true, content: json(updateEndpointSchema, X.update.request) },
    responses: {
      200: { description: 'The endpoint as it is now.', content: json(endpointViewSchema, X.update.response) },
      400: refusal('The body is not JSON or holds a NUL, changes nothing, or a field is wrong.', [
        INVALID_BODY, NUL_MESSAGE, M.nothingToChange, M.url, M.events, M.unknownEvent, M.noEvent, M.repeatedEvent, M.enabled, ...urlProblems,
      ]),
      404: endpointNotFound,
      413: bodyRefusals[413],
    },
  }),
  remove: documented({
    operationId: 'deleteWebhookEndpoint',
    tags: TAGS,
    summary: 'Delete a webhook endpoint',
    description: 'The endpoint, its deliveries and their log: nothing more is sent to it, not even what was queued. Deleting it again answers 404.',
    requestParams: { path: endpointPath },
    responses: { 204: { description: 'Deleted.' }, 404: endpointNotFound },
  }),
  deliveries: documented({
    operationId: 'listWebhookDeliveries',
    tags: TAGS,
    summary: "An endpoint's deliveries, newest first",
    description: 'What was sent to the endpoint, or waits to be: one delivery per event. For the next page send the last `id` as `before`.',
    requestParams: { path: endpointPath, query: deliveryPageQuery },
    responses: {
      200: { description: 'A page of deliveries; fewer than `limit` at the end.', content: json(z.array(deliveryViewSchema), X.deliveries) },
      400: refusal('A wrong `limit` or `before`.', [M.limit, M.limitTooHigh, M.before]),
      404: endpointNotFound,
    },
  }),
  delivery: documented({
    operationId: 'getWebhookDelivery',
    tags: TAGS,
    summary: 'One delivery, with each attempt',
    requestParams: { path: deliveryPath },
    responses: { 200: { description: 'The delivery and its attempts.', content: json(deliveryWithAttemptsSchema, X.delivery) }, 404: deliveryNotFound },
  }),
  replay: documented({
    operationId: 'replayWebhookDelivery',
    tags: TAGS,
    summary: 'Send a delivery again',
    description:
      'A delivered or failed delivery goes out again now, with the same `webhook-id` and body (signed anew), and is tried again ' +
      'for 24 hours as a new one would be; its attempt log goes on. One still queued is refused (409): it goes out anyway.',
    requestParams: { path: deliveryPath },
    responses: {
      202: { description: 'Queued: the delivery as it is now.', content: json(deliveryWithAttemptsSchema, X.replay) },
      404: deliveryNotFound,
      409: refusal('The delivery is still waiting for an attempt or being sent.', [DELIVERY_QUEUED]),
    },
  }),
};

const EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'order.placed': 'A customer placed an order with the partner.',
  'order.changed':
    'The order changed: its status (`previousStatus`), its invoice (`invoice`), or the customer edited it (neither). ' +
    'An acknowledgement (`POST /orders/{id}/acknowledge`) sends none.',
  'order.cancelled': 'The order was cancelled, by the customer or by the distributor (with the reason the customer reads).',
  'payment.received': 'The order was paid, by Pix (confirmed by the PSP) or by card (approved by the acquirer).',
  'customer.signup_requested': "A customer signing up asks the partner to register a contact whose WhatsApp number is not on the customer's record.",
};

const signatureHeaders = z.object({
  'webhook-id': z.string().meta({ description: "The event's id, `msg_…`: the same on every attempt and replay.", example: 'msg_2xQbW1v9kKc3nq0m7fJt8A' }),
  'webhook-timestamp': z.string().meta({ description: 'Unix seconds when this attempt was sent.', example: '1796650328' }),
  'webhook-signature': z.string().meta({
    description: '`v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>`, keyed by the endpoint\'s secret.',
    example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  }),
});

/** The document's `webhooks`: what an endpoint subscribed to each event receives, and what it answers. */
export const WEBHOOK_EVENT_OPERATIONS: ZodOpenApiPathsObject = Object.fromEntries(
  WEBHOOK_EVENTS.map((type) => [
    type,
    {
      post: {
        operationId: `webhook-${type}`,
        tags: TAGS,
        summary: `Event \`${type}\``,
        description: `${EVENT_DESCRIPTIONS[type]} Sent to each enabled endpoint subscribed to it. ${SIGNATURE}`,
        requestParams: { header: signatureHeaders },
        requestBody: { required: true, content: json(webhookEventBodySchema(type), WEBHOOK_EVENT_EXAMPLES[type]) },
        responses: {
          '2XX': { description: 'Received: the delivery is done.' },
          default: { description: 'Anything else, or no answer in time: tried again later.' },
        },
      },
    },
  ]),
);
