// The server's side of the ordering loop, set up and read through the real API (no mocks):
// orders placed before the browser signs in, the history as a session sees it, and the
// development route that stands in for the PIX provider.
import { expect, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { headers, type Credentials } from './cart-api';

const API = '/api/ecommerce';

export interface ServerOrder {
  id: number;
  number: string;
  status: string;
  paid: boolean;
  canEdit: boolean;
  canCancel: boolean;
  paymentLink: string | null;
  orderIssues: { issueType: string; message: string }[];
  payment: { totalPayment: number; canUsePix: boolean; canUseCreditCard: boolean };
}

interface ServerCart {
  id: number;
  items: { productId: number; quantity: number }[];
  orderNumber: string | null;
}

interface ProductRow {
  product: { id: number; code: string; family: { name: string }; packages: { id: number }[]; deleted: boolean };
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (status === 204 ? undefined : await response.json()) as T;
}

export async function getServerCart(request: APIRequestContext, credentials: Credentials, partnerId: number): Promise<ServerCart> {
  return ok<ServerCart>(await request.get(`${API}/v2/cart/${partnerId}`, { headers: headers(credentials, partnerId) }));
}

/**
 * Empties the cart, leaves any order edit and forgets the checkout's choices
 * ('CANCELAR ALTERAÇÕES' on the server: DELETE /v2/cart/{id}).
 */
export async function clearServerCart(request: APIRequestContext, credentials: Credentials, partnerId: number): Promise<void> {
  const cart = await getServerCart(request, credentials, partnerId);
  await ok(await request.delete(`${API}/v2/cart/${cart.id}`, { headers: headers(credentials, partnerId) }), 204);
  const after = await getServerCart(request, credentials, partnerId);
  expect(after.items).toEqual([]);
  expect(after.orderNumber ?? null).toBeNull();
}

/** The first `count` products of the partner's catalogue that can be bought. */
export async function someProducts(
  request: APIRequestContext,
  credentials: Credentials,
  partnerId: number,
  count: number,
): Promise<{ id: number; code: string; family: string; packageId: number }[]> {
  const page = await ok<{ items: ProductRow[] }>(
    await request.get(`${API}/purchase/search?filter=&page=0&size=40`, { headers: headers(credentials, partnerId) }),
  );
  const usable = page.items
    .map(({ product }) => product)
    .filter((product) => !product.deleted && product.packages.length > 0)
    .slice(0, count);
  expect(usable).toHaveLength(count);
  return usable.map((p) => ({ id: p.id, code: p.code, family: p.family.name, packageId: p.packages[0].id }));
}

export async function putCartItem(
  request: APIRequestContext,
  credentials: Credentials,
  partnerId: number,
  item: { productId: number; quantity: number; productPackageId: number },
): Promise<void> {
  const cart = await getServerCart(request, credentials, partnerId);
  await ok(
    await request.put(`${API}/v2/cart/${cart.id}/item`, {
      headers: headers(credentials, partnerId),
      data: { ...item, confirmationExcessiveQuantity: true },
    }),
  );
}

/**
 * Places a fresh order at the partner: empties the cart, adds `products` products, then
 * finishes with the partner's first plan (PIX and card allowed), the first delivery date
 * and the first address. The new order is 'Em análise', editable and cancellable.
 */
export async function placeOrder(
  request: APIRequestContext,
  credentials: Credentials,
  partnerId: number,
  products = 2,
): Promise<ServerOrder> {
  await clearServerCart(request, credentials, partnerId);
  for (const product of await someProducts(request, credentials, partnerId, products)) {
    await putCartItem(request, credentials, partnerId, { productId: product.id, quantity: 2, productPackageId: product.packageId });
  }
  const orderId = await finishCart(request, credentials, partnerId);
  const order = (await orderHistory(request, credentials, partnerId)).find((o) => o.id === orderId);
  expect(order, `order ${orderId} in the history`).toBeDefined();
  return order!;
}

/** Finishes the cart as it is with the partner's first plan, first delivery date and first address. */
async function finishCart(request: APIRequestContext, credentials: Credentials, partnerId: number): Promise<number> {
  const checkout = await ok<{ cartId: number; customerAddressList: { alternateAddressId: number }[] }>(
    await request.get(`${API}/v2/checkout`, { headers: headers(credentials, partnerId) }),
  );
  const conditions = await ok<{ paymentPlans: { id: number }[]; deliveryDates: string[] }>(
    await request.get(`${API}/v2/checkout/${checkout.cartId}/conditions`, { headers: headers(credentials, partnerId) }),
  );
  const placed = await ok<{ orderId: number }>(
    await request.post(`${API}/v2/orders`, {
      headers: { ...headers(credentials, partnerId), 'Idempotency-Key': randomUUID() },
      data: {
        cartId: checkout.cartId,
        partnerId,
        paymentPlan: conditions.paymentPlans[0].id,
        deliveryDate: conditions.deliveryDates[0],
        alternativeAddress: checkout.customerAddressList[0].alternateAddressId,
        purchaseOrder: '',
        observations: '',
        payment: {},
        orderIssues: [],
        couponDTO: null,
      },
    }),
    201,
  );
  return placed.orderId;
}

/** GET /v2/orders/history/{partnerId}, newest first. */
export async function orderHistory(request: APIRequestContext, credentials: Credentials, partnerId: number): Promise<ServerOrder[]> {
  return ok<ServerOrder[]>(await request.get(`${API}/v2/orders/history/${partnerId}`, { headers: headers(credentials, partnerId) }));
}

export async function serverOrder(
  request: APIRequestContext,
  credentials: Credentials,
  partnerId: number,
  orderId: number,
): Promise<ServerOrder | undefined> {
  return (await orderHistory(request, credentials, partnerId)).find((order) => order.id === orderId);
}

/** The order's items as the server keeps them: productId → packages. */
export async function orderItems(
  request: APIRequestContext,
  credentials: Credentials,
  partnerId: number,
  orderId: number,
): Promise<Record<number, number>> {
  const detail = await ok<{ items: { quantityPackages: number; purchase: { product: { id: number } } }[] }>(
    await request.get(`${API}/v2/orders/${orderId}`, { headers: headers(credentials, partnerId) }),
  );
  return Object.fromEntries(detail.items.map((item) => [item.purchase.product.id, item.quantityPackages]));
}

/** Issues the order's PIX charge through the API (the first call starts the generation). */
export async function requestPix(request: APIRequestContext, credentials: Credentials, partnerId: number, orderId: number): Promise<void> {
  await ok(
    await request.post(`${API}/pix/cob/${orderId}`, {
      headers: { ...headers(credentials, partnerId), 'Idempotency-Key': randomUUID() },
    }),
  );
}

/** The development route standing in for the PSP's webhook (README: Payments in development). */
export async function markPixPaid(request: APIRequestContext, credentials: Credentials, partnerId: number, orderId: number): Promise<void> {
  await ok(await request.post(`${API}/dev/pix/${orderId}/paid`, { headers: headers(credentials, partnerId) }), 204);
}

interface CreditBalance {
  grossTotalAmount: number;
  creditBalance: number;
  netTotalAmount: number;
}

export async function orderBalance(
  request: APIRequestContext,
  credentials: Credentials,
  partnerId: number,
  orderId: number,
): Promise<CreditBalance> {
  return ok<CreditBalance>(
    await request.get(`${API}/v2/orders/balance/credit/${orderId}`, { headers: headers(credentials, partnerId) }),
  );
}

/**
 * Places an order whose whole total is due. The customer's credit (the company's seed has
 * some, and cancelling a paid order adds more) would lower or cover what a new order asks;
 * it is spent first on a large order paid through the development PIX route.
 */
export async function placePayableOrder(request: APIRequestContext, credentials: Credentials, partnerId: number): Promise<ServerOrder> {
  const order = await placeOrder(request, credentials, partnerId);
  const balance = await orderBalance(request, credentials, partnerId, order.id);
  if (balance.creditBalance === 0) return order;

  await clearServerCart(request, credentials, partnerId);
  for (const product of await someProducts(request, credentials, partnerId, 3)) {
    await putCartItem(request, credentials, partnerId, { productId: product.id, quantity: 999, productPackageId: product.packageId });
  }
  const spender = await finishCart(request, credentials, partnerId);
  expect((await orderBalance(request, credentials, partnerId, spender)).netTotalAmount).toBeGreaterThan(0);
  await requestPix(request, credentials, partnerId, spender);
  await markPixPaid(request, credentials, partnerId, spender);
  const after = await orderBalance(request, credentials, partnerId, order.id);
  expect(after.creditBalance).toBe(0);
  expect(after.netTotalAmount).toBe(after.grossTotalAmount);
  return order;
}
