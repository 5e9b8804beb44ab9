import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../deps';
import { deleteItem, ensureCart, findCartAndProduct, loadCart, saveItem, servedCart } from '../db/queries/cart';
import { clearCart } from '../db/queries/checkout';
import { excessiveMessage, excessiveThreshold } from '../../../src/domain/excessive-quantity';
import { unitPrice } from '../domain/cart-rules';
import { fail, parse, readJson } from '../http/errors';
import { assertLive, requireAuth, requireToken, servedPartner } from '../http/guards';
import { openCart } from '../http/open-cart';
import { assertCartOpen, CART_NOT_FOUND } from '../services/open-cart';
import { pathId, pathNumber } from '../http/path-id';

const itemSchema = z.object({
  productId: z.number({ error: 'Produto inválido.' }).int('Produto inválido.').positive('Produto inválido.').max(2e9, 'Produto inválido.'),
  quantity: z.number({ error: 'Quantidade inválida.' }).int('Quantidade inválida.').min(0, 'Quantidade inválida.').max(999, 'A quantidade máxima é 999.'),
  productPackageId: z.number({ error: 'Embalagem não selecionada.' }).int('Embalagem inválida.').positive('Embalagem inválida.').max(2e10, 'Embalagem inválida.'),
  confirmationExcessiveQuantity: z.boolean({ error: 'Confirmação inválida.' }).default(false),
});

export function cartRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const auth = requireAuth(deps);
  const token = requireToken(deps);
  return new Hono<AppEnv>()
    .get('/v2/cart/:partnerId', token, async (c) => {
      const session = c.get('tokenAuth');
      const value = c.req.param('partnerId');
      // The usual case, a live session and a cart that exists at a partner serving the customer, is one statement.
      const served = await servedCart(db, session, session.customerId, pathNumber(value), clock.now());
      assertLive(served.live);
      if (served.cart) return c.json(served.cart);
      const partnerId = await servedPartner(db, session.customerId, value);
      return c.json(await loadCart(db, await ensureCart(db, session.customerId, partnerId)));
    })
    .put('/v2/cart/:cartId/item', token, async (c) => {
      const session = c.get('tokenAuth');
      // The body is read before the cart (one statement checks the session and finds both), but its errors still come after the 401 and the cart's 404 and 423.
      const update = await readJson(c)
        .then((body) => parse(itemSchema, body))
        .then((item) => ({ item }), (error: unknown) => ({ error }));
      const productId = 'item' in update ? update.item.productId : null;
      const { live, found } = await findCartAndProduct(db, session, pathNumber(c.req.param('cartId')), session.customerId, productId, clock.now());
      assertLive(live);
      if (!found) fail(404, CART_NOT_FOUND);
      const { cart, product } = found;
      await assertCartOpen(db, cart);
      if ('error' in update) throw update.error;
      if (!product) fail(404, 'Produto não encontrado.');
      const { item } = update;
      if (item.quantity === 0) {
        await deleteItem(db, cart.id, product.id);
        return c.json(await loadCart(db, cart));
      }
      const pkg = product.packages.find((candidate) => candidate.id === item.productPackageId);
      if (!pkg) fail(400, 'Embalagem não encontrada para este produto.');
      const excessive = item.quantity > excessiveThreshold(product.suggested_quantity ?? 0);
      if (excessive && !item.confirmationExcessiveQuantity) fail(400, excessiveMessage(item.quantity, pkg, product.family_name));
      const price = unitPrice(product, pkg, item.quantity);
      return c.json(await saveItem(db, cart, { productId: product.id, quantity: item.quantity, packageId: pkg.id, price }, clock.now()));
    })
    .delete('/v2/cart/:cartId/item/:productId', auth, async (c) => {
      const cart = await openCart(db, c.req.param('cartId'), c.get('auth').customerId);
      await deleteItem(db, cart.id, pathId(c.req.param('productId'), 'Produto não encontrado.'));
      return c.json(await loadCart(db, cart));
    })
    .delete('/v2/cart/:cartId', auth, async (c) => {
      const cart = await openCart(db, c.req.param('cartId'), c.get('auth').customerId);
      await clearCart(db, cart.id);
      return c.body(null, 204);
    });
}
