import { beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../src/domain/entities/cart';
import type { Checkout } from '../../src/domain/entities/checkout';
import { call, COMPANY, login, PERSON, useServer } from './helpers';
import { fillCart } from './ordering-helpers';

const s = useServer();
let token: string;
let cart: Cart;

beforeEach(async () => {
  token = await login(s.app, COMPANY);
  cart = await fillCart(s.app, token, 1);
});

const update = (body: Record<string, unknown>, cartId: number | string = cart.id, who = token) =>
  call(s.app, 'POST', `/v2/checkout/v2/${cartId}`, {
    token: who,
    body: { paymentPlan: 11, alternativeAddress: null, deliveryDate: null, purchaseOrder: '', observations: '', partnerId: 1, coupon: '', ...body },
  });

describe('GET /v2/checkout', () => {
  it('prices the cart on the server, lists both addresses and needs one chosen', async () => {
    const res = await call(s.app, 'GET', '/v2/checkout', { token, partner: 1 });
    expect(res.status).toBe(200);
    const checkout: Checkout = await res.json();
    expect(checkout).toMatchObject({ cartId: cart.id, partnerId: 1, orderNumber: null, paymentPlan: 11, alternativeAddress: null, deliveryDate: null, couponDTO: null });
    expect(checkout.customerAddressList.map((a) => a.alternateAddressId)).toEqual([1, 2]);
    expect(checkout.items).toHaveLength(2);
    const itemsTotal = checkout.items.reduce((sum, item) => sum + item.total, 0);
    expect(checkout.payment.totalBeforeDiscount).toBeCloseTo(itemsTotal, 2);
    expect(checkout.payment.deliveryFee).toBe(itemsTotal < 300 ? 15 : 0);
    expect(checkout.payment.totalPayment).toBeCloseTo(itemsTotal + checkout.payment.deliveryFee, 2);
    expect(checkout.validation).toEqual({ errors: [], issues: [] });
  });

  it('answers 400 for an empty cart and without the partner header', async () => {
    await call(s.app, 'DELETE', `/v2/cart/${cart.id}`, { token });
    const empty = await call(s.app, 'GET', '/v2/checkout', { token, partner: 1 });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: 'Seu carrinho está vazio.' });
    expect((await call(s.app, 'GET', '/v2/checkout', { token })).status).toBe(400);
  });

  it("gives a short-dated product's validity, and none for the others", async () => {
    const [fefo] = await s.db.query<{ id: number; validity: string; package_id: number }>(
      `SELECT id, to_char(validity, 'YYYY-MM-DD') AS validity, (packages->0->>'id')::int AS package_id
       FROM products WHERE partner_id = 1 AND is_fefo AND NOT deleted ORDER BY id LIMIT 1`,
    );
    await call(s.app, 'PUT', `/v2/cart/${cart.id}/item`, {
      token, body: { productId: fefo.id, quantity: 1, productPackageId: fefo.package_id, confirmationExcessiveQuantity: true },
    });
    const checkout: Checkout = await (await call(s.app, 'GET', '/v2/checkout', { token, partner: 1 })).json();
    expect(checkout.items.map((item) => item.validity)).toEqual([null, null, fefo.validity]);
  });

  it('preselects the only address of a customer who has one', async () => {
    const person = await login(s.app, PERSON);
    await fillCart(s.app, person, 1, 1);
    const checkout: Checkout = await (await call(s.app, 'GET', '/v2/checkout', { token: person, partner: 1 })).json();
    expect(checkout.alternativeAddress).toBe(3);
  });
});

describe('GET /v2/checkout/{cartId}/conditions', () => {
  it('lists the partner’s plans (with their parcels and whether only a card pays them) and the next 10 weekdays from tomorrow', async () => {
    const res = await call(s.app, 'GET', `/v2/checkout/${cart.id}/conditions`, { token });
    expect(await res.json()).toEqual({
      paymentPlans: [
        { id: 11, description: 'À vista (PIX ou cartão)', parcels: 1, cardOnly: false },
        { id: 12, description: 'Boleto 28 dias', parcels: 1, cardOnly: false },
        { id: 13, description: 'Cartão de crédito em 3x', parcels: 3, cardOnly: true },
      ],
      deliveryDates: ['2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06', '2025-06-09', '2025-06-10', '2025-06-11', '2025-06-12', '2025-06-13', '2025-06-16'],
      displayCoupon: true,
    });
  });

  it('answers 404 for another customer’s cart', async () => {
    const res = await call(s.app, 'GET', `/v2/checkout/${cart.id}/conditions`, { token: await login(s.app, PERSON) });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Carrinho não encontrado.' });
  });
});

describe('POST /v2/checkout/v2/{cartId}', () => {
  it('stores the choices and applies BALCAO10 to the items', async () => {
    const before: Checkout = await (await update({})).json();
    const res = await update({ alternativeAddress: 2, deliveryDate: '2025-06-05', purchaseOrder: '12345', observations: 'Portão azul', coupon: 'balcao10' });
    expect(res.status).toBe(200);
    const checkout: Checkout = await res.json();
    expect(checkout).toMatchObject({ alternativeAddress: 2, deliveryDate: '2025-06-05', purchaseOrder: '12345', observations: 'Portão azul' });
    const discount = Math.round(before.payment.totalBeforeDiscount * 10) / 100;
    expect(checkout.couponDTO).toEqual({ code: 'BALCAO10', discount, description: '10% de desconto nos itens' });
    expect(checkout.payment.total).toBeCloseTo(before.payment.totalBeforeDiscount - discount, 2);
    const again: Checkout = await (await call(s.app, 'GET', '/v2/checkout', { token, partner: 1 })).json();
    expect(again).toMatchObject({ alternativeAddress: 2, deliveryDate: '2025-06-05', couponDTO: { code: 'BALCAO10' } });
  });

  it('waives the delivery fee with FRETEGRATIS', async () => {
    const checkout: Checkout = await (await update({ coupon: 'FRETEGRATIS' })).json();
    expect(checkout.payment.deliveryFee).toBe(0);
    expect(checkout.couponDTO).toMatchObject({ code: 'FRETEGRATIS', description: 'Frete grátis' });
  });

  it('reports an unknown coupon and a date not offered as field errors', async () => {
    const checkout: Checkout = await (await update({ coupon: 'NAOEXISTE', deliveryDate: '2025-06-07' })).json();
    expect(checkout.validation.errors).toEqual([
      { field: 'deliveryDate', errorMessage: 'Data de entrega indisponível.' },
      { field: 'coupon', errorMessage: 'Cupom inválido.' },
    ]);
    expect(checkout.couponDTO).toBeNull();
    expect(checkout.deliveryDate).toBeNull();
  });

  it('answers 400 to bad bodies and 404 to other customers’ carts', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ purchaseOrder: '12e4' }, 'O pedido de compra deve ter apenas números, até 15 dígitos.'],
      [{ purchaseOrder: '1234567890123456' }, 'O pedido de compra deve ter apenas números, até 15 dígitos.'],
      [{ coupon: 'X'.repeat(16) }, 'Cupom inválido.'],
      [{ paymentPlan: 'um' }, 'Plano de pagamento inválido.'],
      [{ partnerId: undefined }, 'Parceiro inválido.'],
    ];
    for (const [body, message] of cases) {
      const res = await update(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
    const intruder = await update({}, cart.id, await login(s.app, PERSON));
    expect(intruder.status).toBe(404);
  });
});

describe('DELETE /v2/cart/{id}', () => {
  it('clears the items and the order being edited; 404 for another customer', async () => {
    expect((await call(s.app, 'DELETE', `/v2/cart/${cart.id}`, { token: await login(s.app, PERSON) })).status).toBe(404);
    await s.db.query("UPDATE carts SET order_number = '100999' WHERE id = $1", [cart.id]);
    expect((await call(s.app, 'DELETE', `/v2/cart/${cart.id}`, { token })).status).toBe(204);
    const after: Cart = await (await call(s.app, 'GET', '/v2/cart/1', { token })).json();
    expect(after).toMatchObject({ id: cart.id, items: [], orderNumber: null });
  });
});
