import type { Cart } from '../../src/domain/entities/cart';
import type { Order } from '../../src/domain/entities/orders';
import type { ProductListPage } from '../../src/domain/entities/catalogue';
import { call, type TestResponse } from './helpers';

type App = Parameters<typeof call>[0];

/** Puts `count` products of the partner (the first of the search without promotions) in the customer's cart. */
export async function fillCart(app: App, token: string, partnerId: number, count = 2, filter = ''): Promise<Cart> {
  const cart: Cart = await (await call(app, 'GET', `/v2/cart/${partnerId}`, { token })).json();
  const page: ProductListPage = await (await call(app, 'GET', `/purchase/search?size=100&filter=${filter}`, { token, partner: partnerId })).json();
  const entries = page.items.filter((e) => e.product.price.promotions.length === 0 && !e.product.variableWeight).slice(0, count);
  let body = cart;
  for (const entry of entries) {
    const res = await call(app, 'PUT', `/v2/cart/${cart.id}/item`, {
      token,
      body: { productId: entry.product.id, quantity: 2, productPackageId: entry.product.packages[0].id, confirmationExcessiveQuantity: true },
    });
    body = await res.json();
  }
  return body;
}

export function orderBody(cart: Pick<Cart, 'id' | 'partnerId'>, overrides: Record<string, unknown> = {}) {
  return {
    cartId: cart.id, deliveryDate: '2025-06-04', observations: '', partnerId: cart.partnerId, paymentPlan: cart.partnerId === 1 ? 11 : 21,
    purchaseOrder: '', alternativeAddress: 1, payment: {}, orderIssues: [], couponDTO: null, ...overrides,
  };
}

export function placeOrder(app: App, token: string, body: unknown, key: string = crypto.randomUUID()): Promise<TestResponse> {
  return call(app, 'POST', '/v2/orders', { token, body, headers: { 'Idempotency-Key': key } });
}

export async function history(app: App, token: string, partnerId = 1): Promise<Order[]> {
  return (await call(app, 'GET', `/v2/orders/history/${partnerId}`, { token })).json();
}

export async function orderWithStatus(app: App, token: string, status: Order['status'], partnerId = 1): Promise<Order> {
  return (await history(app, token, partnerId)).find((o) => o.status === status)!;
}
