import { Hono } from 'hono';
import { canChange } from '../../../src/domain/order-card-rules';
import type { AppDeps, AppEnv } from '../deps';
import { countItems, ensureCart, itemQuantities, loadCart, setEditedOrder, upsertItem } from '../db/queries/cart';
import { clearCart, customerAddresses, saveCheckoutState } from '../db/queries/checkout';
import { orderItems, type OrderItemRow } from '../db/queries/orders';
import { orderAddressText } from '../../../src/domain/order-address';
import { lineAmount } from '../domain/cart-rules';
import { deliveryDates } from '../domain/checkout';
import { toOrder } from '../domain/order-view';
import { fail } from '../http/errors';
import { requireAuth } from '../http/guards';
import { idempotent } from '../http/idempotency';
import { assertCartOpen } from '../services/open-cart';
import { ownOrder } from '../http/own-order';
import { EDIT_REFUSED } from '../services/own-order';

const REPEAT_FAILED = 'Erro ao adicionar produtos ao carrinho.';

/** Items whose product is still sold in the package the order used, each with today's price. */
function available(items: OrderItemRow[]) {
  return items.flatMap((item) => {
    const pkg = item.packages.find((candidate) => candidate.id === item.package_id);
    return !item.deleted && pkg ? [{ item, pkg }] : [];
  });
}

/** Changing an order (enableEdit) and ordering it again (repeat): both work through the customer's cart. */
export function orderEditRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const auth = requireAuth(deps);
  return new Hono<AppEnv>()
    .put('/v2/orders/:id/enableEdit', auth, async (c) => {
      const { customerId } = c.get('auth');
      const order = await ownOrder(db, c.req.param('id'), customerId);
      const now = clock.now();
      if (!canChange(toOrder(order, now)) || order.paid_at !== null) fail(422, EDIT_REFUSED);
      const cart = await ensureCart(db, customerId, order.partner_id);
      await assertCartOpen(db, cart);
      if (cart.order_number === order.number) return c.json(await loadCart(db, cart));
      const count = await countItems(db, cart.id);
      if (count > 0 && c.req.query('cleanCurrentCart') !== 'true') {
        fail(423, `Seu carrinho já possui itens. Limpe o carrinho para alterar o pedido ${order.number} ou finalize a compra atual.`, {
          status: 'LOCKED',
          issues: [{ type: 'WARNING', description: `O carrinho tem ${count} ${count === 1 ? 'item que ainda não foi pedido' : 'itens que ainda não foram pedidos'}.` }],
        });
      }
      await db.transaction(async (tx) => {
        await clearCart(tx, cart.id);
        for (const { item, pkg } of available(await orderItems(tx, order.id, customerId))) {
          const price = lineAmount(item, pkg, item.quantity).price;
          await upsertItem(tx, cart.id, { productId: item.product_id, quantity: item.quantity, packageId: pkg.id, price }, now);
        }
        await setEditedOrder(tx, cart.id, order.number);
        // The order keeps its address as text (history is not rewritten): the customer's address that reads the same.
        const address = (await customerAddresses(tx, customerId)).find((a) => orderAddressText(a) === order.address);
        await saveCheckoutState(tx, cart.id, {
          address_id: address?.id ?? null,
          payment_plan_id: order.payment_plan_id,
          delivery_date: deliveryDates(now).includes(order.delivery_date) ? order.delivery_date : null,
          purchase_order: order.purchase_order,
          observations: order.observations,
          coupon_code: order.coupon_code,
        });
      });
      return c.json(await loadCart(db, { ...cart, order_number: order.number }));
    })
    .post('/v2/orders/:id/repeat', auth, idempotent(deps), async (c) => {
      const { customerId } = c.get('auth');
      const order = await ownOrder(db, c.req.param('id'), customerId, REPEAT_FAILED);
      const cart = await ensureCart(db, customerId, order.partner_id);
      await assertCartOpen(db, cart);
      const items = available(await orderItems(db, order.id, customerId));
      if (items.length === 0) fail(404, REPEAT_FAILED);
      const inCart = new Map((await itemQuantities(db, cart.id)).map((row) => [row.product_id, row]));
      const now = clock.now();
      await db.transaction(async (tx) => {
        for (const { item, pkg } of items) {
          const current = inCart.get(item.product_id);
          const quantity = Math.min(999, item.quantity + (current?.package_id === pkg.id ? current.quantity : 0));
          const price = lineAmount(item, pkg, quantity).price;
          await upsertItem(tx, cart.id, { productId: item.product_id, quantity, packageId: pkg.id, price }, now);
        }
      });
      return c.json(await loadCart(db, cart));
    });
}
