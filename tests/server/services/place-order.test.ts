import { beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../../src/domain/entities/cart';
import { placeOrder, type PlaceOrderInput } from '../../../server/src/services/place-order';
import { COMPANY, login, useServer } from '../helpers';
import { refusalOf } from './refusal-of';
import { fillCart, history } from '../ordering-helpers';
import { termsOf } from '../terms-helpers';

const s = useServer();
const COMPANY_CUSTOMER = 1;
let token: string;
let cart: Cart;

beforeEach(async () => {
  token = await login(s.app, COMPANY);
  cart = await fillCart(s.app, token, 1);
});

const deps = () => ({ db: s.db, config: s.config, clock: s.clock });

function input(overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    customerId: COMPANY_CUSTOMER, cartId: cart.id, partnerId: 1, paymentPlan: 11, alternativeAddress: 1, deliveryAddress: null,
    deliveryDate: '2025-06-04', couponCode: null, purchaseOrder: '', observations: '', ...overrides,
  };
}

const cartLineCount = async () =>
  (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cart_items WHERE cart_id = $1', [cart.id]))[0].n;

describe('placeOrder', () => {
  it("turns the customer's cart into an order 'Em análise' and empties the cart", async () => {
    const placed = await placeOrder(deps(), input({ purchaseOrder: '123', observations: 'Entregar pela manhã' }));
    expect(placed).toMatchObject({ deliveryDate: '2025-06-04', itemCount: 2, payment: { parcels: expect.any(Number), canUsePix: expect.any(Boolean) } });
    const order = (await history(s.app, token)).find((o) => o.id === placed.orderId);
    expect(order).toMatchObject({ number: placed.number, status: 'Em análise' });
    expect(await cartLineCount()).toBe(0);
  });

  it("refuses another partner's cart as invalid and places nothing", async () => {
    const before = (await history(s.app, token)).length;
    const refusal = await refusalOf(placeOrder(deps(), input({ partnerId: 2, paymentPlan: 21 })));
    expect(refusal).toMatchObject({ kind: 'invalid', message: 'Este carrinho não é deste parceiro.' });
    expect((await history(s.app, token)).length).toBe(before);
    expect(await cartLineCount()).toBe(2);
  });

  it('refuses terms that changed as a conflict listing the differences, and keeps the cart', async () => {
    const terms = await termsOf(s.app, token, { partnerId: 1, paymentPlan: 11, alternativeAddress: 1, deliveryDate: '2025-06-04' });
    const seen = { ...terms, items: terms.items.map((item, i) => (i === 0 ? { ...item, unitPrice: item.unitPrice + 1 } : item)) };
    const refusal = await refusalOf(placeOrder(deps(), input({ expectedTerms: seen })));
    expect(refusal.kind).toBe('conflict');
    expect(refusal.details.differences).toEqual([expect.objectContaining({ productId: terms.items[0].productId })]);
    expect(await cartLineCount()).toBe(2);
  });

  it('refuses a plan the partner does not offer as invalid, with the field in error', async () => {
    const refusal = await refusalOf(placeOrder(deps(), input({ paymentPlan: 21 })));
    expect(refusal.kind).toBe('invalid');
    expect(refusal.details.errors).toEqual([expect.objectContaining({ field: 'paymentPlan' })]);
  });

  it("refuses another customer's cart as not found", async () => {
    const refusal = await refusalOf(placeOrder(deps(), input({ customerId: COMPANY_CUSTOMER + 1 })));
    expect(refusal).toMatchObject({ kind: 'not-found', message: 'Carrinho não encontrado.' });
  });
});
