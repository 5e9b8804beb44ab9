// 'Última compra' (the entry's lastOrder) follows the orders placed in the app.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../src/domain/entities/cart';
import type { ProductEntry, ProductListPage } from '../../src/domain/entities/catalogue';
import type { CompleteOrderResponse } from '../../src/domain/entities/checkout';
import { call, COMPANY, login, PERSON, useServer } from './helpers';
import { orderBody, placeOrder } from './ordering-helpers';

const s = useServer();
let token: string;

beforeEach(async () => {
  token = await login(s.app, COMPANY);
});

async function entry(productId: number, who = token, partner = 1): Promise<ProductEntry> {
  const res = await call(s.app, 'GET', `/purchase/product/${productId}`, { token: who, partner });
  expect(res.status).toBe(200);
  return res.json();
}

async function order(cart: Cart): Promise<CompleteOrderResponse> {
  const res = await placeOrder(s.app, token, orderBody(cart));
  expect(res.status).toBe(201);
  return res.json();
}

/** A product of partner 1 (by default one this customer never bought), put in the cart with `quantity` of its first package. */
async function cartWithNewProduct(
  quantity: number,
  pick: (entry: ProductEntry) => boolean = (e) => e.lastOrder === null,
): Promise<{ cart: Cart; productId: number; label: string; before: ProductEntry }> {
  const page: ProductListPage = await (await call(s.app, 'GET', '/purchase/search?size=200&filter=', { token, partner: 1 })).json();
  const fresh = page.items.find((e) => pick(e) && e.product.price.promotions.length === 0)!;
  const cart: Cart = await (await call(s.app, 'GET', '/v2/cart/1', { token })).json();
  const pkg = fresh.product.packages[0];
  const res = await call(s.app, 'PUT', `/v2/cart/${cart.id}/item`, {
    token, body: { productId: fresh.product.id, quantity, productPackageId: pkg.id, confirmationExcessiveQuantity: true },
  });
  return { cart: await res.json(), productId: fresh.product.id, label: pkg.label, before: fresh };
}

describe("'Última compra' after ordering in the app", () => {
  it('is the placed order: its quantity, package and São Paulo date; the product joins the purchase history lane', async () => {
    const lane = async (): Promise<ProductListPage> => (await call(s.app, 'GET', '/purchase/types/LAST_PURCHASES?size=1', { token, partner: 1 })).json();
    const bought = (await lane()).totalElements;
    const { cart, productId, label } = await cartWithNewProduct(7);
    await order(cart);
    expect(await entry(productId)).toMatchObject({
      hasHistoric: true,
      lastOrder: { quantity: 7, packaging: label, date: '02/06/2025' },
    });
    expect((await lane()).totalElements).toBe(bought + 1);
  });

  it('follows a finished edit of that order', async () => {
    const { cart, productId } = await cartWithNewProduct(7);
    const placed = await order(cart);
    const edit: Cart = await (await call(s.app, 'PUT', `/v2/orders/${placed.orderId}/enableEdit`, { token })).json();
    const item = edit.items.find((i) => i.productId === productId)!;
    await call(s.app, 'PUT', `/v2/cart/${edit.id}/item`, { token, body: { productId, quantity: 9, productPackageId: item.productPackageId, confirmationExcessiveQuantity: true } });
    await order(edit);
    expect((await entry(productId)).lastOrder).toMatchObject({ quantity: 9 });
  });

  it('is gone again when the order is cancelled', async () => {
    const { cart, productId } = await cartWithNewProduct(7);
    const placed = await order(cart);
    expect((await call(s.app, 'DELETE', `/v2/orders/${placed.orderId}`, { token })).status).toBe(204);
    expect(await entry(productId)).toMatchObject({ hasHistoric: false, lastOrder: null });
  });

  it('replaces an earlier purchase of the product, which comes back when the order is cancelled', async () => {
    const { cart, productId, before } = await cartWithNewProduct(7, (e) => e.lastOrder !== null && e.lastOrder.quantity !== 7);
    const placed = await order(cart);
    expect((await entry(productId)).lastOrder).toMatchObject({ quantity: 7, date: '02/06/2025' });
    await call(s.app, 'DELETE', `/v2/orders/${placed.orderId}`, { token });
    expect((await entry(productId)).lastOrder).toEqual(before.lastOrder);
  });

  it("leaves other customers' last purchases alone", async () => {
    const { cart, productId } = await cartWithNewProduct(7);
    await order(cart);
    const other = await login(s.app, PERSON);
    const res = await call(s.app, 'GET', `/purchase/product/${productId}`, { token: other, partner: 1 });
    if (res.status === 200) expect(((await res.json()) as ProductEntry).lastOrder?.quantity).not.toBe(7);
    else expect(res.status).toBe(404);
  });
});
