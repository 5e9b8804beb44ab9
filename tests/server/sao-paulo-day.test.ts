import { describe, expect, it } from 'vitest';
import type { Cart } from '../../src/domain/entities/cart';
import type { CheckoutConditions, CompleteOrderResponse } from '../../src/domain/entities/checkout';
import type { Order } from '../../src/domain/entities/orders';
import { deliveryDates } from '../../server/src/domain/checkout';
import { addDays, saoPauloCalendar, saoPauloDate, weekday } from '../../server/src/domain/sao-paulo-day';
import { call, COMPANY, login, useServer } from './helpers';
import { readPdf } from './pdf-reading';
import { fillCart, orderBody, placeOrder } from './ordering-helpers';

/** Monday 2 June 2025, 23:30 in São Paulo: already Tuesday in UTC. */
const LATE_MONDAY = new Date('2025-06-03T02:30:00Z');

describe('São Paulo days', () => {
  it('reads the calendar date in São Paulo, not in UTC', () => {
    expect(saoPauloDate(LATE_MONDAY)).toBe('2025-06-02');
    expect(saoPauloDate(new Date('2025-06-03T03:00:00Z'))).toBe('2025-06-03');
    expect(saoPauloDate(new Date('2025-01-01T02:59:59Z'))).toBe('2024-12-31');
    const calendar = saoPauloCalendar(LATE_MONDAY);
    expect([calendar.getFullYear(), calendar.getMonth() + 1, calendar.getDate()]).toEqual([2025, 6, 2]);
  });

  it('counts calendar days across months and years', () => {
    expect(addDays('2025-06-30', 1)).toBe('2025-07-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect([weekday('2025-06-02'), weekday('2025-06-07'), weekday('2025-06-08')]).toEqual([1, 6, 0]);
  });

  it('offers delivery from São Paulo’s tomorrow late in the evening', () => {
    const dates = ['2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06', '2025-06-09', '2025-06-10', '2025-06-11', '2025-06-12', '2025-06-13', '2025-06-16'];
    expect(deliveryDates(LATE_MONDAY)).toEqual(dates);
    expect(deliveryDates(new Date('2025-06-02T03:00:00Z'))).toEqual(dates);
    // Friday 23:30 in São Paulo: the weekend is skipped from Saturday, São Paulo's tomorrow.
    expect(deliveryDates(new Date('2025-06-07T02:30:00Z'), 2)).toEqual(['2025-06-09', '2025-06-10']);
  });
});

describe('the API at 23:30 in São Paulo', () => {
  const s = useServer();

  it('offers tomorrow in the conditions and accepts it for an order emitted at that instant', async () => {
    s.clock.current = LATE_MONDAY;
    const token = await login(s.app, COMPANY);
    const cart: Cart = await fillCart(s.app, token, 1);
    const conditions: CheckoutConditions = await (await call(s.app, 'GET', `/v2/checkout/${cart.id}/conditions`, { token })).json();
    expect(conditions.deliveryDates[0]).toBe('2025-06-03');
    const res = await placeOrder(s.app, token, orderBody(cart, { deliveryDate: '2025-06-03' }));
    expect(res.status).toBe(201);
    const placed: CompleteOrderResponse = await res.json();
    const orders: Order[] = await (await call(s.app, 'GET', '/v2/orders/history/1', { token })).json();
    expect(orders.find((o) => o.id === placed.orderId)).toMatchObject({ emission: '2025-06-03T02:30:00.000Z', deliveryExpected: '2025-06-03' });
    const summary = await call(s.app, 'GET', `/v2/orders/generate-order-summary/${placed.orderId}`, { token });
    const { texts } = await readPdf(new Uint8Array(await summary.arrayBuffer()));
    expect(texts).toContain('02/06/2025');
    expect(texts.some((text) => text.startsWith('Gerado em 02/06/2025'))).toBe(true);
  });

  it('accepts a card that expires in São Paulo’s current month on its last evening', async () => {
    s.clock.current = new Date('2025-07-01T02:30:00Z');
    const token = await login(s.app, COMPANY);
    const orders: Order[] = await (await call(s.app, 'GET', '/v2/orders/history/1', { token })).json();
    const order = orders.find((o) => o.status === 'Pendente')!;
    const res = await call(s.app, 'POST', '/cardpayment', {
      token,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: { cardNumber: '4111 1111 1111 1111', holder: 'Ana Souza', expirationDate: '06/2025', securityCode: '123', refererId: order.id },
    });
    expect(res.status).toBe(202);
  });
});
