import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCardPayment, postCardPayment } from '../../../src/api/card-payments';
import { deleteCart } from '../../../src/api/cart';
import { fetchCheckout, fetchCheckoutConditions, postCheckoutUpdate, postOrder } from '../../../src/api/checkout';
import type { ApiError } from '../../../src/api/errors';
import {
  deleteOrder, fetchCreditBalance, fetchOrder, fetchOrderSummary, fetchOrders, postRepeatOrder, putEnableEdit,
} from '../../../src/api/orders';
import { fetchPixStatus, postPixCharge } from '../../../src/api/pix';
import type { CompleteOrderRequest } from '../../../src/domain/entities/checkout';
import { DEVICE_ID, TOKEN, json, stubFetch } from './fetch-stub';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('deviceId', DEVICE_ID);
  localStorage.setItem('token', TOKEN);
  localStorage.setItem('partner', '2');
});

afterEach(() => vi.unstubAllGlobals());

const seen = (request: Request) => ({
  call: `${request.method} ${new URL(request.url).pathname.replace('/api/ecommerce', '')}${new URL(request.url).search}`,
  partner: request.headers.get('partner'),
  key: request.headers.get('Idempotency-Key'),
});

describe('ordering loop calls', () => {
  it.each([
    ['GET /v2/orders/history/1', () => fetchOrders(1), '1', null],
    ['GET /v2/orders/7', () => fetchOrder(7), '2', null],
    ['DELETE /v2/orders/7', () => deleteOrder(1, 7), '1', null],
    ['PUT /v2/orders/7/enableEdit?cleanCurrentCart=true', () => putEnableEdit(1, 7, true), '1', null],
    ['PUT /v2/orders/7/enableEdit?cleanCurrentCart=false', () => putEnableEdit(1, 7, false), '1', null],
    ['POST /v2/orders/7/repeat', () => postRepeatOrder(1, 7, 'r-1'), '1', 'r-1'],
    ['GET /v2/orders/balance/credit/7', () => fetchCreditBalance(7), '2', null],
    ['DELETE /v2/cart/10', () => deleteCart(1, 10), '1', null],
    ['GET /v2/checkout', () => fetchCheckout(1), '1', null],
    ['GET /v2/checkout/10/conditions', () => fetchCheckoutConditions(1, 10), '1', null],
    ['POST /v2/checkout/v2/10', () => postCheckoutUpdate(1, 10, {} as never), '1', null],
    ['POST /v2/orders', () => postOrder(1, { cartId: 10 } as CompleteOrderRequest, 'o-1'), '1', 'o-1'],
    ['POST /pix/cob/7', () => postPixCharge(7, 'p-1'), '2', 'p-1'],
    ['GET /pix/payment/status/7', () => fetchPixStatus(7), '2', null],
    ['POST /cardpayment', () => postCardPayment({ refererId: 7 } as never, 'c-1'), '2', 'c-1'],
    ['GET /cardpayment/7', () => fetchCardPayment(7), '2', null],
  ])('%s', async (call, send, partner, key) => {
    const { apiCalls } = stubFetch(() => json(200, {}));
    await send();
    expect(apiCalls.map(seen)).toEqual([{ call, partner, key }]);
  });

  it('sends the complete-order body as JSON', async () => {
    let body: unknown;
    stubFetch(async (request) => {
      body = await request.json();
      return json(201, { orderId: 3 });
    });
    await expect(postOrder(1, { cartId: 10, deliveryDate: '2026-05-04' } as CompleteOrderRequest, 'k')).resolves.toEqual({ orderId: 3 });
    expect(body).toEqual({ cartId: 10, deliveryDate: '2026-05-04' });
  });

  it('resolves a 204 with nothing', async () => {
    stubFetch(() => json(204, null));
    await expect(deleteOrder(1, 7)).resolves.toBeUndefined();
  });
});

describe('order summary PDF', () => {
  it('arrives as a blob through the same client and headers', async () => {
    const { apiCalls } = stubFetch(() => new Response('%PDF-1.4 resumo', { headers: { 'Content-Type': 'application/pdf' } }));
    const blob = await fetchOrderSummary(7);
    expect(await blob.text()).toBe('%PDF-1.4 resumo');
    expect(apiCalls[0].headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(new URL(apiCalls[0].url).pathname).toBe('/api/ecommerce/v2/orders/generate-order-summary/7');
  });

  it('rejects with the parsed error body', async () => {
    stubFetch(() => json(404, { message: 'Pedido 7 não encontrado.' }));
    const error = (await fetchOrderSummary(7).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 404, body: { message: 'Pedido 7 não encontrado.' } });
  });
});
