import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../deps';
import { decodeFeedCursor, encodeFeedCursor } from '../../domain/order-feed-cursor';
import { fail, parse, readJson } from '../../http/errors';
import { requirePartnerToken, requireScope } from '../../http/partner-token-guard';
import { pathId } from '../../http/path-id';
import { acknowledgeOrder } from '../../services/acknowledge-order';
import { cancelOrder } from '../../services/cancel-order';
import { changeOrderStatus } from '../../services/change-order-status';
import { orderNotFound } from '../../services/own-order';
import { readOrderFeed } from '../../services/read-order-feed';
import { setOrderInvoice } from '../../services/set-order-invoice';
import { ORDER_OPERATIONS as DOC } from './order-operations';
import { acknowledgeSchema, cancelSchema, feedQuerySchema, invoiceSchema, ORDER_MESSAGES, statusSchema } from './order-schemas';

/**
 * The partner's orders: the feed of what changed (`GET /orders`), and what its ERP does to one of them. Another
 * partner's order is not found (404), never forbidden: its existence is not revealed.
 */
export function integrationOrderRoutes(deps: AppDeps) {
  const { db } = deps;
  const orderId = (value: string) => pathId(value, orderNotFound(value));
  return new Hono<AppEnv>()
    .use('/orders', requirePartnerToken(deps), requireScope('orders'))
    .use('/orders/*', requirePartnerToken(deps), requireScope('orders'))
    .get('/orders', DOC.feed, async (c) => {
      const query = parse(feedQuerySchema, c.req.query());
      const position = query.cursor === undefined
        ? { after: 0, changedAfter: query.changedAfter ? new Date(query.changedAfter) : null }
        : (decodeFeedCursor(query.cursor) ?? fail(400, ORDER_MESSAGES.badCursor));
      const { orders, next } = await readOrderFeed(db, c.get('partnerAuth').partnerId, position, query.limit);
      return c.json({ orders, nextCursor: encodeFeedCursor(next) });
    })
    .post('/orders/:id/acknowledge', DOC.acknowledge, async (c) => {
      const { erpNumber } = parse(acknowledgeSchema, await readJson(c));
      const partnerId = c.get('partnerAuth').partnerId;
      return c.json({ result: await acknowledgeOrder(deps, { orderId: orderId(c.req.param('id')), partnerId, erpNumber }) });
    })
    .post('/orders/:id/status', DOC.status, async (c) => {
      const { status, observation } = parse(statusSchema, await readJson(c));
      const owner = { partnerId: c.get('partnerAuth').partnerId };
      return c.json({ result: await changeOrderStatus(deps, { orderId: orderId(c.req.param('id')), owner, status, observation }) });
    })
    .put('/orders/:id/invoice', DOC.invoice, async (c) => {
      const invoice = parse(invoiceSchema, await readJson(c));
      const partnerId = c.get('partnerAuth').partnerId;
      return c.json({ result: await setOrderInvoice(deps, { orderId: orderId(c.req.param('id')), partnerId, invoice }) });
    })
    .post('/orders/:id/cancel', DOC.cancel, async (c) => {
      const { reason } = parse(cancelSchema, await readJson(c));
      const by = { partnerId: c.get('partnerAuth').partnerId, reason };
      return c.json({ result: await cancelOrder(deps, { orderId: orderId(c.req.param('id')), by }) });
    });
}
