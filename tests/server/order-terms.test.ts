// POST /v2/orders with `expectedTerms`: the order is placed only if the server computes what the customer saw.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../src/domain/entities/cart';
import type { Checkout, OrderTerms, TermsRefusal } from '../../src/domain/entities/checkout';
import { createApp } from '../../server/src/app';
import { call, COMPANY, login, PRODUCTION_ENV, testConfig, useServer } from './helpers';
import { fillCart, history, orderBody, placeOrder } from './ordering-helpers';
import { setPrice, termsOf } from './terms-helpers';

const s = useServer();
const CHANGED = 'O pedido mudou desde a sua revisão e não foi enviado. Confira as diferenças e envie de novo.';
let token: string;
let cart: Cart;
let terms: OrderTerms;

beforeEach(async () => {
  token = await login(s.app, COMPANY);
  cart = await fillCart(s.app, token, 1);
  terms = await termsOf(s.app, token, orderBody(cart));
});

const send = (overrides: Record<string, unknown> = {}, key?: string) => placeOrder(s.app, token, orderBody(cart, { expectedTerms: terms, ...overrides }), key);
const serverCartItems = async () => ((await (await call(s.app, 'GET', '/v2/cart/1', { token })).json()) as Cart).items;

describe('POST /v2/orders with expectedTerms', () => {
  it('places the order when the server computes the same terms', async () => {
    const res = await send();
    expect(res.status).toBe(201);
    expect((await res.json()).payment.totalPayment).toBe(terms.totalPayment);
  });

  it('refuses a changed price with 409 and its differences, places nothing, and a reviewed send under a new key is placed', async () => {
    const before = (await history(s.app, token)).length;
    const [first] = terms.items;
    expect((await setPrice(s.app, token, first.productId, 1, first.unitPrice + 1.5)).status).toBe(204);
    const refused = await send({}, 'terms-key-1');
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as TermsRefusal;
    expect(body).toEqual({
      message: CHANGED,
      differences: [
        { kind: 'price', productId: first.productId, expected: first.unitPrice, actual: first.unitPrice + 1.5 },
        { kind: 'total', expected: terms.totalPayment, actual: expect.any(Number) },
      ],
    });
    expect(await history(s.app, token)).toHaveLength(before);
    expect(await serverCartItems()).toHaveLength(2);
    // The same send again gets the same refusal; the reviewed terms go under a new key.
    expect((await send({}, 'terms-key-1')).status).toBe(409);
    const reviewed = await termsOf(s.app, token, orderBody(cart));
    const placed = await placeOrder(s.app, token, orderBody(cart, { expectedTerms: reviewed }), 'terms-key-2');
    expect(placed.status).toBe(201);
    expect((await placed.json()).payment.totalPayment).toBe(body.differences[1].actual);
    expect(await history(s.app, token)).toHaveLength(before + 1);
  });

  it('names an item removed from the catalogue, another quantity, and an item the customer did not see', async () => {
    const [first, second] = terms.items;
    await s.db.query('UPDATE products SET deleted = true WHERE id = $1', [first.productId]);
    const changed = { ...terms, items: [{ ...second, quantity: second.quantity + 1 }] };
    const res = await send({ expectedTerms: { ...changed, items: [...changed.items, first] } });
    expect(res.status).toBe(409);
    expect((await res.json()).differences).toEqual([
      { kind: 'quantity', productId: second.productId, expected: second.quantity + 1, actual: second.quantity },
      { kind: 'unavailable', productId: first.productId, expected: first.quantity, actual: null },
      { kind: 'total', expected: terms.totalPayment, actual: expect.any(Number) },
    ]);
    const unseen = await send({ expectedTerms: { ...terms, items: [first] } });
    expect((await unseen.json()).differences).toContainEqual({ kind: 'quantity', productId: second.productId, expected: 0, actual: second.quantity });
  });

  it('names a date, a plan and an address no longer offered', async () => {
    const saturday = '2025-06-07';
    const res = await send({ deliveryDate: saturday, paymentPlan: 21, alternativeAddress: 3, expectedTerms: { ...terms, deliveryDate: saturday, paymentPlan: 21, alternativeAddress: 3 } });
    expect(res.status).toBe(409);
    expect((await res.json()).differences).toEqual([
      { kind: 'plan', expected: 21, actual: null },
      { kind: 'address', expected: 3, actual: null },
      { kind: 'date', expected: saturday, actual: null },
    ]);
  });

  it('names terms that disagree with the choices sent', async () => {
    const res = await send({ expectedTerms: { ...terms, deliveryDate: '2025-06-05', paymentPlan: 12 } });
    expect((await res.json()).differences).toEqual([
      { kind: 'plan', expected: 12, actual: 11 },
      { kind: 'date', expected: '2025-06-05', actual: '2025-06-04' },
    ]);
  });

  it('compares money in whole cents', async () => {
    const [first, second] = terms.items;
    const nearly = { ...terms, totalPayment: terms.totalPayment + 0.004, items: [{ ...first, unitPrice: first.unitPrice - 0.004 }, second] };
    expect((await send({ expectedTerms: nearly })).status).toBe(201);
  });

  it('still refuses an empty cart with its message before comparing', async () => {
    await send();
    const res = await send();
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Seu carrinho está vazio.' });
  });

  it.each<[string, (t: OrderTerms) => unknown]>([
    ['no items', (t) => ({ ...t, items: [] })],
    ['a repeated product', (t) => ({ ...t, items: [t.items[0], t.items[0]] })],
    ['a fractional quantity', (t) => ({ ...t, items: [{ ...t.items[0], quantity: 1.5 }] })],
    ['a negative total', (t) => ({ ...t, totalPayment: -1 })],
    ['a date that is not one', (t) => ({ ...t, deliveryDate: 'amanhã' })],
    ['a missing plan', (t) => ({ ...t, paymentPlan: undefined })],
    ['a list instead of terms', (t) => [t]],
  ])('answers 400 in Portuguese to terms with %s', async (_, change) => {
    const res = await send({ expectedTerms: change(terms) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Os termos do pedido são inválidos.' });
  });
});

describe('POST /dev/products/{productId}/price', () => {
  it("sets the product's sales price; its packages, list price and promotions follow", async () => {
    const [{ id }] = await s.db.query<{ id: number }>('SELECT id FROM products WHERE partner_id = 1 AND promotions <> \'[]\'::jsonb AND NOT deleted ORDER BY id LIMIT 1');
    const read = async () => (await (await call(s.app, 'GET', `/purchase/product/${id}`, { token, partner: 1 })).json()).product;
    const before = await read();
    const res = await setPrice(s.app, token, id, 1, before.price.salesPrice * 2);
    expect(res.status).toBe(204);
    const after = await read();
    expect(after.price.salesPrice).toBe(before.price.salesPrice * 2);
    expect(after.price.price).toBeCloseTo(before.price.price * 2, 2);
    expect(after.price.promotions.map((tier: { price: number }) => tier.price)).toEqual(
      before.price.promotions.map((tier: { price: number }) => Math.round(tier.price * 200) / 100),
    );
    expect(after.packages).toEqual(before.packages);
  });

  it('prices the cart and the checkout from the new price', async () => {
    const [first] = terms.items;
    await setPrice(s.app, token, first.productId, 1, 12.34);
    const checkout: Checkout = await (await call(s.app, 'GET', '/v2/checkout', { token, partner: 1 })).json();
    expect(checkout.items.find((item) => item.productId === first.productId)?.salesPrice).toBe(12.34);
  });

  it('gives the product a new catalogue change number, so devices pull it', async () => {
    const changes = async (since = '') => (await call(s.app, 'GET', `/purchase/catalogue/changes${since && `?since=${since}`}`, { token, partner: 1 })).json();
    const { cursor } = await changes();
    const [first] = terms.items;
    await setPrice(s.app, token, first.productId, 1, 12.34);
    const answer = await changes(cursor);
    expect(answer.items.map((entry: { product: { id: number } }) => entry.product.id)).toEqual([first.productId]);
  });

  it.each([
    ['a price of zero', { partnerId: 1, price: 0 }, 400, 'Preço inválido: informe um valor maior que zero, em reais com até dois centavos.'],
    ['a fraction of a cent', { partnerId: 1, price: 10.005 }, 400, 'Preço inválido: informe um valor maior que zero, em reais com até dois centavos.'],
    ['a price as text', { partnerId: 1, price: '10' }, 400, 'Preço inválido: informe um valor maior que zero, em reais com até dois centavos.'],
    ['no partner', { price: 10 }, 400, 'Parceiro inválido.'],
    ['a partner that does not serve the customer', { partnerId: 99, price: 10 }, 404, 'Parceiro não encontrado.'],
    ['a product of another partner', { partnerId: 2, price: 10 }, 404, 'Produto não encontrado.'],
  ])('refuses %s', async (_, body, status, message) => {
    const res = await call(s.app, 'POST', `/dev/products/${terms.items[0].productId}/price`, { token, body });
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ message });
  });

  it('refuses an unknown product and one without a session', async () => {
    expect(await (await setPrice(s.app, token, 999999, 1, 10)).json()).toEqual({ message: 'Produto não encontrado.' });
    expect((await call(s.app, 'POST', '/dev/products/1/price', { body: { partnerId: 1, price: 10 } })).status).toBe(401);
  });

  it.each([
    ['without DEV_ROUTES', { DEV_ROUTES: '' }],
    ['in production, even when enabled', PRODUCTION_ENV],
  ])('does not exist %s', async (_, env) => {
    const app = createApp({ db: s.db, config: testConfig(env), clock: s.clock });
    const res = await setPrice(app, await login(app, COMPANY), terms.items[0].productId, 1, 10);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Recurso não encontrado.' });
  });
});
