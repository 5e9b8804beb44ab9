import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../deps';
import { parse, readJson } from '../../http/errors';
import { requirePartnerToken, requireScope } from '../../http/partner-token-guard';
import { pathId } from '../../http/path-id';
import { DELIVERY_NOT_FOUND, listEndpointDeliveries, replayWebhookDelivery, webhookDelivery } from '../../services/webhook-deliveries';
import {
  createWebhookEndpoint, deleteWebhookEndpoint, endpointView, ENDPOINT_NOT_FOUND, listWebhookEndpoints, ownEndpoint, updateWebhookEndpoint,
} from '../../services/webhook-endpoints';
import { WEBHOOK_EVENTS } from '../../webhooks/webhook-events';

const EVENT_LIST = WEBHOOK_EVENTS.join(', ');

const fields = {
  url: z.string({ error: 'Informe a URL do webhook em "url".' }).trim(),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: `Evento desconhecido. Use: ${EVENT_LIST}.` }), { error: `Informe os eventos em "events", uma lista de: ${EVENT_LIST}.` })
    .min(1, `Informe ao menos um evento: ${EVENT_LIST}.`)
    .max(WEBHOOK_EVENTS.length, `Informe cada evento uma vez: ${EVENT_LIST}.`)
    .refine((events) => new Set(events).size === events.length, `Informe cada evento uma vez: ${EVENT_LIST}.`),
  enabled: z.boolean({ error: 'Informe "enabled" como true ou false.' }),
};

const createSchema = z.object({ ...fields, enabled: fields.enabled.default(true) }, { error: 'Corpo da requisição inválido.' });
const updateSchema = z
  .object({ url: fields.url.optional(), events: fields.events.optional(), enabled: fields.enabled.optional() }, { error: 'Corpo da requisição inválido.' })
  .refine((body) => body.url !== undefined || body.events !== undefined || body.enabled !== undefined, 'Informe o que muda: "url", "events" ou "enabled".');

const pageQuery = z.object({
  limit: z.coerce.number({ error: 'Limite inválido.' }).int('Limite inválido.').min(1, 'Limite inválido.').max(100, 'Limite inválido: até 100.').default(50),
  before: z.coerce.number({ error: 'Cursor "before" inválido.' }).int('Cursor "before" inválido.').min(1, 'Cursor "before" inválido.').max(2e9, 'Cursor "before" inválido.').nullable().default(null),
});

/** The token's partner's webhook endpoints (scope `webhooks`), their deliveries with each attempt, and replays. */
export function integrationWebhookRoutes(deps: AppDeps) {
  const endpointId = (value: string) => pathId(value, ENDPOINT_NOT_FOUND);
  const deliveryId = (value: string) => pathId(value, DELIVERY_NOT_FOUND);
  return new Hono<AppEnv>()
    // '/webhooks/*' covers '/webhooks' too
    .use('/webhooks/*', requirePartnerToken(deps), requireScope('webhooks'))
    .post('/webhooks', async (c) => {
      const input = parse(createSchema, await readJson(c));
      return c.json(await createWebhookEndpoint(deps, c.get('partnerAuth').partnerId, input), 201);
    })
    .get('/webhooks', async (c) => c.json(await listWebhookEndpoints(deps, c.get('partnerAuth').partnerId)))
    .get('/webhooks/:id', async (c) => c.json(endpointView(await ownEndpoint(deps, c.get('partnerAuth').partnerId, endpointId(c.req.param('id'))))))
    .patch('/webhooks/:id', async (c) => {
      const id = endpointId(c.req.param('id'));
      const input = parse(updateSchema, await readJson(c));
      return c.json(await updateWebhookEndpoint(deps, c.get('partnerAuth').partnerId, id, input));
    })
    .delete('/webhooks/:id', async (c) => {
      await deleteWebhookEndpoint(deps, c.get('partnerAuth').partnerId, endpointId(c.req.param('id')));
      return c.body(null, 204);
    })
    .get('/webhooks/:id/deliveries', async (c) => {
      const page = parse(pageQuery, c.req.query());
      return c.json(await listEndpointDeliveries(deps, c.get('partnerAuth').partnerId, endpointId(c.req.param('id')), page));
    })
    .get('/webhooks/:id/deliveries/:deliveryId', async (c) => {
      const { partnerId } = c.get('partnerAuth');
      return c.json(await webhookDelivery(deps, partnerId, endpointId(c.req.param('id')), deliveryId(c.req.param('deliveryId'))));
    })
    .post('/webhooks/:id/deliveries/:deliveryId/replay', async (c) => {
      const { partnerId } = c.get('partnerAuth');
      return c.json(await replayWebhookDelivery(deps, partnerId, endpointId(c.req.param('id')), deliveryId(c.req.param('deliveryId'))), 202);
    });
}
