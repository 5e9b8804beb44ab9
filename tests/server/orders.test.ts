import { beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../src/domain/entities/cart';
import type { Checkout, CompleteOrderResponse } from '../../src/domain/entities/checkout';
import type { CreditBalance, Order, OrderDetail } from '../../src/domain/entities/orders';
import { paymentTag } from '../../src/domain/order-card-rules';
import { formatBrl } from '../../src/domain/format';
import { call, COMPANY, login, PERSON, useServer } from './helpers';
import { readPdf } from './pdf-reading';
import { fillCart, history, orderBody, orderWithStatus, placeOrder } from './ordering-helpers';

const s = useServer();
let token: string;

beforeEach(async () => {
  token = await login(s.app, COMPANY);
});

describe('GET /v2/orders/history/{partnerId}', () => {
  it('lists the seeded orders newest first, with every status and the payment flags', async () => {
    const orders = await history(s.app, token);
    expect(new Set(orders.map((o) => o.status))).toEqual(
      new Set(['Em análise', 'Em processamento', 'Cancelado', 'Liberado', 'Entregue', 'Separado', 'Bloqueado', 'Pendente']),
    );
    const emissions = orders.map((o) => o.emission);
    expect(emissions).toEqual([...emissions].sort().reverse());
    expect(orders.some((o) => o.paid)).toBe(true);
    expect(orders.some((o) => o.paymentLink)).toBe(true);
    expect(orders.some((o) => o.orderIssues.some((i) => i.issueType === 'TODAY_DEADLINE'))).toBe(true);
    const analysis = orders.find((o) => o.status === 'Em análise')!;
    expect(analysis).toMatchObject({ canEdit: true, canCancel: true, paid: false, payment: { canUsePix: true, canUseCreditCard: true } });
    expect(analysis.number).toMatch(/^1\d{5}$/);
    expect(orders.find((o) => o.status === 'Cancelado')).toMatchObject({ canEdit: false, canCancel: false });
  });

  it('answers 404 for a partner that does not serve the customer', async () => {
    const res = await call(s.app, 'GET', '/v2/orders/history/3', { token });
    expect(res.status).toBe(404);
  });
});

describe('GET /v2/orders/{id}', () => {
  it('returns the detail with its items', async () => {
    const order = await orderWithStatus(s.app, token, 'Pendente');
    const res = await call(s.app, 'GET', `/v2/orders/${order.id}`, { token });
    expect(res.status).toBe(200);
    const detail: OrderDetail = await res.json();
    expect(detail).toMatchObject({ id: order.id, number: order.number, status: 'Pendente', canEdit: true, orderIssues: order.orderIssues });
    expect(detail.items.length).toBeGreaterThan(0);
    expect(detail.items[0].purchase.product.medias[0]).toMatch(/^\/media\/products\/\d+\.svg$/);
  });

  it('carries the money the order was placed with: line prices and totals, the totals, plan, delivery and purchase order', async () => {
    const cart = await fillCart(s.app, token, 1);
    const checkout: Checkout = await (await call(s.app, 'GET', '/v2/checkout', { token, partner: 1 })).json();
    const body = orderBody(cart, { purchaseOrder: '4455', couponDTO: { code: 'BALCAO10', discount: 0, description: '' } });
    const placed: CompleteOrderResponse = await (await placeOrder(s.app, token, body)).json();
    const detail: OrderDetail = await (await call(s.app, 'GET', `/v2/orders/${placed.orderId}`, { token })).json();
    const order = (await history(s.app, token)).find((o) => o.id === placed.orderId)!;
    expect(detail.items.map(({ salesPrice, salesUnit, total }) => ({ salesPrice, salesUnit, total }))).toEqual(
      checkout.items.map(({ salesPrice, salesUnit, total }) => ({ salesPrice, salesUnit, total })),
    );
    const discount = Math.round(checkout.payment.totalBeforeDiscount * 10) / 100;
    expect(detail).toMatchObject({ deliveryExpected: '2025-06-04', address: order.address, purchaseOrder: '4455', paid: false });
    expect(detail.payment).toEqual({
      name: order.payment.name, parcels: placed.payment.parcels, parcelValue: placed.payment.parcelValue,
      totalBeforeDiscount: checkout.payment.totalBeforeDiscount, discount, couponCode: 'BALCAO10',
      deliveryFee: order.payment.deliveryFee, totalMarginVariableWeight: 0, totalPayment: placed.payment.totalPayment,
      credit: 50, netTotal: Math.round((placed.payment.totalPayment - 50) * 100) / 100,
    });
    expect(detail.payment.totalPayment).toBe(order.payment.totalPayment);
  });

  it('records the credit a payment used: the detail shows it and what was paid, and the next order finds none left', async () => {
    const cart = await fillCart(s.app, token, 1);
    const first: CompleteOrderResponse = await (await placeOrder(s.app, token, orderBody(cart))).json();
    const second: CompleteOrderResponse = await (await placeOrder(s.app, token, orderBody(await fillCart(s.app, token, 1)))).json();
    expect((await call(s.app, 'POST', `/pix/cob/${first.orderId}`, { token })).status).toBeLessThan(300);
    expect((await call(s.app, 'POST', `/dev/pix/${first.orderId}/paid`, { token })).status).toBe(204);
    const paid: OrderDetail = await (await call(s.app, 'GET', `/v2/orders/${first.orderId}`, { token })).json();
    expect(paid.paid).toBe(true);
    expect(paid.payment).toMatchObject({ credit: 50, netTotal: Math.round((first.payment.totalPayment - 50) * 100) / 100 });
    const next: OrderDetail = await (await call(s.app, 'GET', `/v2/orders/${second.orderId}`, { token })).json();
    expect(next.payment).toMatchObject({ credit: 0, netTotal: second.payment.totalPayment });
  });

  it('sets no credit against a cancelled unpaid order', async () => {
    const open = await orderWithStatus(s.app, token, 'Pendente');
    expect((await call(s.app, 'DELETE', `/v2/orders/${open.id}`, { token })).status).toBe(204);
    const detail: OrderDetail = await (await call(s.app, 'GET', `/v2/orders/${open.id}`, { token })).json();
    expect(detail.payment).toMatchObject({ credit: 0, netTotal: 0, totalPayment: open.payment.totalPayment });
  });

  it('answers 404 “Pedido {id} não encontrado.” for another customer’s and unknown orders', async () => {
    const order = await orderWithStatus(s.app, token, 'Pendente');
    const intruder = await login(s.app, PERSON);
    for (const [id, who] of [[order.id, intruder], [99999, token], ['abc', token]] as const) {
      const res = await call(s.app, 'GET', `/v2/orders/${id}`, { token: who });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: `Pedido ${id} não encontrado.` });
    }
  });
});

describe('POST /v2/orders', () => {
  it('creates one order per Idempotency-Key, empties the cart and recomputes a tampered total', async () => {
    const cart = await fillCart(s.app, token, 1);
    const checkout: Checkout = await (await call(s.app, 'GET', '/v2/checkout', { token, partner: 1 })).json();
    const body = orderBody(cart, { payment: { totalPayment: 0.01, total: 0.01, parcelValue: 0.01, deliveryFee: 0 } });
    const first = await placeOrder(s.app, token, body, 'pedido-1');
    expect(first.status).toBe(201);
    const placed: CompleteOrderResponse = await first.json();
    expect(placed).toMatchObject({ deliveryDate: '2025-06-04', itemCount: 2, payment: { parcels: 1, totalPayment: checkout.payment.totalPayment } });
    const again = await placeOrder(s.app, token, body, 'pedido-1');
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(placed);
    const orders = await history(s.app, token);
    expect(orders.filter((o) => o.number === placed.number)).toHaveLength(1);
    expect(orders[0]).toMatchObject({ id: placed.orderId, status: 'Em análise', canEdit: true, canCancel: true, paid: false });
    expect(Number(placed.number)).toBe(Math.max(...orders.map((o) => Number(o.number))));
    const after: Cart = await (await call(s.app, 'GET', '/v2/cart/1', { token })).json();
    expect(after.items).toEqual([]);
  });

  it('answers what the plan lets the customer pay with and what is due after the credit', async () => {
    const cart = await fillCart(s.app, token, 1);
    const spot: CompleteOrderResponse = await (await placeOrder(s.app, token, orderBody(cart))).json();
    expect(spot.payment).toMatchObject({ canUsePix: true, canUseCreditCard: true });
    // The company's seed credit is R$ 50.
    expect(spot.payment.amountDue).toBeCloseTo(Math.max(0, spot.payment.totalPayment - 50), 2);
    const slip: CompleteOrderResponse = await (await placeOrder(s.app, token, orderBody(await fillCart(s.app, token, 1), { paymentPlan: 12 }))).json();
    expect(slip.payment).toMatchObject({ canUsePix: false, canUseCreditCard: false });
  });

  it('applies the coupon the request names', async () => {
    const cart = await fillCart(s.app, token, 1);
    const placed: CompleteOrderResponse = await (await placeOrder(s.app, token, orderBody(cart, { couponDTO: { code: 'FRETEGRATIS', discount: 99, description: '' } }))).json();
    const order = (await history(s.app, token)).find((o) => o.id === placed.orderId)!;
    expect(order.payment.deliveryFee).toBe(0);
  });

  it('answers 400 with field errors for a missing date and address', async () => {
    const cart = await fillCart(s.app, token, 1);
    const res = await placeOrder(s.app, token, orderBody(cart, { deliveryDate: null, alternativeAddress: null }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'O campo de data de entrega é obrigatório.',
      errors: [
        { field: 'deliveryDate', errorMessage: 'O campo de data de entrega é obrigatório.' },
        { field: 'alternativeAddress', errorMessage: 'O campo endereço de entrega é obrigatório.' },
      ],
    });
    const coupon = await placeOrder(s.app, token, orderBody(cart, { couponDTO: { code: 'NADA' } }));
    expect((await coupon.json()).errors).toEqual([{ field: 'coupon', errorMessage: 'Cupom inválido.' }]);
  });

  it('answers 400 for an empty cart or bad body and 404 for another customer’s cart', async () => {
    const cart: Cart = await (await call(s.app, 'GET', '/v2/cart/1', { token })).json();
    const empty = await placeOrder(s.app, token, orderBody(cart));
    expect(await empty.json()).toEqual({ message: 'Seu carrinho está vazio.' });
    expect((await placeOrder(s.app, token, 'x')).status).toBe(400);
    expect((await placeOrder(s.app, token, orderBody(cart, { cartId: 'x' }))).status).toBe(400);
    const filled = await fillCart(s.app, token, 1);
    const intruder = await placeOrder(s.app, await login(s.app, PERSON), orderBody(filled, { alternativeAddress: 3 }));
    expect(intruder.status).toBe(404);
    expect(await intruder.json()).toEqual({ message: 'Carrinho não encontrado.' });
  });
});

describe('editing an order', () => {
  it('loads the order into the cart and finishing updates the same order', async () => {
    const order = await orderWithStatus(s.app, token, 'Pendente');
    const detail: OrderDetail = await (await call(s.app, 'GET', `/v2/orders/${order.id}`, { token })).json();
    const res = await call(s.app, 'PUT', `/v2/orders/${order.id}/enableEdit`, { token });
    expect(res.status).toBe(200);
    const cart: Cart = await res.json();
    expect(cart.orderNumber).toBe(order.number);
    expect(cart.items.map((i) => i.productId).sort()).toEqual(detail.items.map((i) => i.purchase.product.id).sort());
    const [removed] = cart.items;
    await call(s.app, 'DELETE', `/v2/cart/${cart.id}/item/${removed.productId}`, { token });
    const placed: CompleteOrderResponse = await (await placeOrder(s.app, token, orderBody(cart))).json();
    expect(placed).toMatchObject({ orderId: order.id, number: order.number, itemCount: cart.items.length - 1 });
    const after: OrderDetail = await (await call(s.app, 'GET', `/v2/orders/${order.id}`, { token })).json();
    expect(after.items.map((i) => i.purchase.product.id)).not.toContain(removed.productId);
    expect((await history(s.app, token)).filter((o) => o.number === order.number)).toHaveLength(1);
  });

  it("preselects the order's own address, plan, date, purchase order and notes at checkout", async () => {
    const cart = await fillCart(s.app, token, 1);
    const body = orderBody(cart, { alternativeAddress: 2, paymentPlan: 13, purchaseOrder: '4455', observations: 'Portão azul' });
    const placed: CompleteOrderResponse = await (await placeOrder(s.app, token, body)).json();
    expect((await call(s.app, 'PUT', `/v2/orders/${placed.orderId}/enableEdit`, { token })).status).toBe(200);
    const checkout: Checkout = await (await call(s.app, 'GET', '/v2/checkout', { token, partner: 1 })).json();
    expect(checkout).toMatchObject({
      orderNumber: placed.number, alternativeAddress: 2, paymentPlan: 13, deliveryDate: '2025-06-04', purchaseOrder: '4455', observations: 'Portão azul',
    });
  });

  it('answers 423 when the cart holds items, and loads it with cleanCurrentCart=true', async () => {
    await fillCart(s.app, token, 1, 1);
    const order = await orderWithStatus(s.app, token, 'Em análise');
    const res = await call(s.app, 'PUT', `/v2/orders/${order.id}/enableEdit`, { token });
    expect(res.status).toBe(423);
    expect(await res.json()).toMatchObject({ status: 'LOCKED', message: expect.stringContaining(order.number), issues: [{ type: 'WARNING' }] });
    const clean = await call(s.app, 'PUT', `/v2/orders/${order.id}/enableEdit?cleanCurrentCart=true`, { token });
    expect(clean.status).toBe(200);
    expect((await clean.json()).orderNumber).toBe(order.number);
  });

  it('answers 422 for an order that cannot be edited and 404 for another customer’s', async () => {
    const order = await orderWithStatus(s.app, token, 'Entregue');
    const res = await call(s.app, 'PUT', `/v2/orders/${order.id}/enableEdit`, { token });
    expect(res.status).toBe(422);
    expect((await res.json()).message).toMatch(/^Não é possível realizar a edição de pedidos/);
    const other = await call(s.app, 'PUT', `/v2/orders/${order.id}/enableEdit`, { token: await login(s.app, PERSON) });
    expect(other.status).toBe(404);
  });
});

describe('DELETE /v2/orders/{id}', () => {
  it('cancels an unpaid order: Cancelado, no edit, no cancel', async () => {
    const order = await orderWithStatus(s.app, token, 'Pendente');
    expect((await call(s.app, 'DELETE', `/v2/orders/${order.id}`, { token })).status).toBe(204);
    const after = (await history(s.app, token)).find((o) => o.id === order.id)!;
    expect(after).toMatchObject({ status: 'Cancelado', canEdit: false, canCancel: false });
    const again = await call(s.app, 'DELETE', `/v2/orders/${order.id}`, { token });
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({ message: 'Não foi possível cancelar o pedido selecionado.' });
  });

  it('drops the payment link, so a cancelled order never shows “Pagamento em aberto”', async () => {
    const blocked = await orderWithStatus(s.app, token, 'Bloqueado');
    expect(paymentTag(blocked)).toMatchObject({ kind: 'open', text: 'Pagamento em aberto' });
    expect((await call(s.app, 'DELETE', `/v2/orders/${blocked.id}`, { token })).status).toBe(204);
    const after = (await history(s.app, token)).find((o) => o.id === blocked.id)!;
    expect(after).toMatchObject({ status: 'Cancelado', paymentLink: null });
    expect(paymentTag(after)).toBeNull();
    const cancelled = (await history(s.app, token)).filter((o) => o.status === 'Cancelado');
    expect(cancelled.every((o) => paymentTag(o) === null)).toBe(true);
  });

  it('turns a cancelled paid order into credit', async () => {
    const paid = (await history(s.app, token)).find((o) => o.paid && o.canCancel)!;
    const open = await orderWithStatus(s.app, token, 'Pendente');
    const before: CreditBalance = await (await call(s.app, 'GET', `/v2/orders/balance/credit/${open.id}`, { token })).json();
    expect((await call(s.app, 'DELETE', `/v2/orders/${paid.id}`, { token })).status).toBe(204);
    const after: CreditBalance = await (await call(s.app, 'GET', `/v2/orders/balance/credit/${open.id}`, { token })).json();
    expect(after.creditBalance).toBeCloseTo(before.creditBalance + paid.payment.totalPayment, 2);
  });

  it('refuses orders that are not cancellable and other customers’ orders', async () => {
    const delivered = await orderWithStatus(s.app, token, 'Entregue');
    expect((await call(s.app, 'DELETE', `/v2/orders/${delivered.id}`, { token })).status).toBe(422);
    const open = await orderWithStatus(s.app, token, 'Pendente');
    expect((await call(s.app, 'DELETE', `/v2/orders/${open.id}`, { token: await login(s.app, PERSON) })).status).toBe(404);
  });
});

describe('POST /v2/orders/{id}/repeat', () => {
  it('adds the order’s products to the cart', async () => {
    const order = await orderWithStatus(s.app, token, 'Entregue');
    const detail: OrderDetail = await (await call(s.app, 'GET', `/v2/orders/${order.id}`, { token })).json();
    const res = await call(s.app, 'POST', `/v2/orders/${order.id}/repeat`, { token });
    expect(res.status).toBe(200);
    const cart: Cart = await res.json();
    expect(cart.items.map((i) => i.productId).sort()).toEqual(detail.items.map((i) => i.purchase.product.id).sort());
    expect(cart.orderNumber).toBeNull();
  });

  it('answers 404 “Erro ao adicionar produtos ao carrinho.” for other customers’ or unknown orders', async () => {
    const order = await orderWithStatus(s.app, token, 'Entregue');
    for (const [id, who] of [[order.id, await login(s.app, PERSON)], ['99999', token]] as const) {
      const res = await call(s.app, 'POST', `/v2/orders/${id}/repeat`, { token: who });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Erro ao adicionar produtos ao carrinho.' });
    }
  });
});

describe('GET /v2/orders/generate-order-summary/{id}', () => {
  it('answers a PDF named with the order number that contains it', async () => {
    const order = await orderWithStatus(s.app, token, 'Liberado');
    const res = await call(s.app, 'GET', `/v2/orders/generate-order-summary/${order.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="pedido-${order.number}.pdf"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await readPdf(bytes);
    expect(pdf.title).toBe(`Pedido ${order.number}`);
    expect(pdf.texts).toContain('Balcão — Resumo do pedido');
    expect(pdf.texts).toContain(`Pedido n° ${order.number}`);
    expect(pdf.texts.some((text) => text.startsWith(formatBrl(order.payment.totalPayment)))).toBe(true);
    expect(pdf.texts.at(-1)).toBe(`Gerado em 02/06/2025 · página ${pdf.pageCount} de ${pdf.pageCount}`);
  });

  it('answers 404 for another customer’s order', async () => {
    const order = await orderWithStatus(s.app, token, 'Liberado');
    const res = await call(s.app, 'GET', `/v2/orders/generate-order-summary/${order.id}`, { token: await login(s.app, PERSON) });
    expect(res.status).toBe(404);
  });
});

describe('GET /v2/orders/balance/credit/{orderId}', () => {
  it('subtracts the customer’s credit from an unpaid order and leaves nothing for a paid one', async () => {
    const orders: Order[] = await history(s.app, token);
    const open = orders.find((o) => o.status === 'Pendente')!;
    const balance: CreditBalance = await (await call(s.app, 'GET', `/v2/orders/balance/credit/${open.id}`, { token })).json();
    expect(balance).toMatchObject({ grossTotalAmount: open.payment.totalPayment, creditBalance: 50, availableCredits: 50 });
    expect(balance.netTotalAmount).toBeCloseTo(open.payment.totalPayment - 50, 2);
    const paid = orders.find((o) => o.paid)!;
    const settled: CreditBalance = await (await call(s.app, 'GET', `/v2/orders/balance/credit/${paid.id}`, { token })).json();
    expect(settled.netTotalAmount).toBeLessThan(0.01);
  });

  it('answers 404 for another customer’s order', async () => {
    const open = await orderWithStatus(s.app, token, 'Pendente');
    expect((await call(s.app, 'GET', `/v2/orders/balance/credit/${open.id}`, { token: await login(s.app, PERSON) })).status).toBe(404);
  });
});
