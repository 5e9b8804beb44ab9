import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../deps';
import { parse, readJson } from '../../http/errors';
import { requirePartnerToken, requireScope } from '../../http/partner-token-guard';
import { pathId } from '../../http/path-id';
import { DELIVERY_NOT_FOUND, listEndpointDeliveries, replayWebhookDelivery, webhookDelivery } from '../../services/webhook-deliveries';
import {
  createWebhookEndpoint, deleteWebhookEndpoint, endpointView, ENDPOINT_NOT_FOUND, listWebhookEndpoints, ownEndpoint, updateWebhookEndpoint,
} from '../../services/webhook-endpoints';
import { WEBHOOK_OPERATIONS as DOC } from './webhook-operations';
import { createEndpointSchema, deliveryPageQuery, updateEndpointSchema } from './webhook-schemas';

/** The token's partner's webhook endpoints (scope `webhooks`), their deliveries with each attempt, and replays. */
export function integrationWebhookRoutes(deps: AppDeps) {
  const endpointId = (value: string) => pathId(value, ENDPOINT_NOT_FOUND);
  const deliveryId = (value: string) => pathId(value, DELIVERY_NOT_FOUND);
  return new Hono<AppEnv>()
    // '/webhooks/*' covers '/webhooks' too
    .use('/webhooks/*', requirePartnerToken(deps), requireScope('webhooks'))
    .post('/webhooks', DOC.create, async (c) => {
      const input = parse(createEndpointSchema, await readJson(c));
      return c.json(await createWebhookEndpoint(deps, c.get('partnerAuth').partnerId, input), 201);
    })
    .get('/webhooks', DOC.list, async (c) => c.json(await listWebhookEndpoints(deps, c.get('partnerAuth').partnerId)))
    .get('/webhooks/:id', DOC.read, async (c) => c.json(endpointView(await ownEndpoint(deps, c.get('partnerAuth').partnerId, endpointId(c.req.param('id'))))))
    .patch('/webhooks/:id', DOC.update, async (c) => {
      const id = endpointId(c.req.param('id'));
      const input = parse(updateEndpointSchema, await readJson(c));
      return c.json(await updateWebhookEndpoint(deps, c.get('partnerAuth').partnerId, id, input));
    })
    .delete('/webhooks/:id', DOC.remove, async (c) => {
      await deleteWebhookEndpoint(deps, c.get('partnerAuth').partnerId, endpointId(c.req.param('id')));
      return c.body(null, 204);
    })
    .get('/webhooks/:id/deliveries', DOC.deliveries, async (c) => {
      const page = parse(deliveryPageQuery, c.req.query());
      return c.json(await listEndpointDeliveries(deps, c.get('partnerAuth').partnerId, endpointId(c.req.param('id')), page));
    })
    .get('/webhooks/:id/deliveries/:deliveryId', DOC.delivery, async (c) => {
      const { partnerId } = c.get('partnerAuth');
      return c.json(await webhookDelivery(deps, partnerId, endpointId(c.req.param('id')), deliveryId(c.req.param('deliveryId'))));
    })
    .post('/webhooks/:id/deliveries/:deliveryId/replay', DOC.replay, async (c) => {
      const { partnerId } = c.get('partnerAuth');
      return c.json(await replayWebhookDelivery(deps, partnerId, endpointId(c.req.param('id')), deliveryId(c.req.param('deliveryId'))), 202);
    });
}
