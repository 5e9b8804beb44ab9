import { beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../src/domain/entities/cart';
import type { CompleteOrderResponse } from '../../src/domain/entities/checkout';
import { call, login, PERSON, useServer } from './helpers';
import { fillCart, history, orderBody, placeOrder } from './ordering-helpers';

// Ana Souza without her one address: what a customer newly registered by the distributor has on file.
const s = useServer();
let token: string;
let cart: Cart;

const typed = { cep: '01310-100', street: 'Rua das Acácias', number: '45', complement: 'Loja 2', district: 'Bela Vista', city: 'São Paulo', state: 'SP' };
const withTyped = (deliveryAddress: unknown, overrides: Record<string, unknown> = {}) =>
  orderBody(cart, { alternativeAddress: null, deliveryAddress, ...overrides });

beforeEach(async () => {
  await s.db.query('DELETE FROM customer_addresses WHERE customer_id = 2');
  token = await login(s.app, PERSON);
  cart = await fillCart(s.app, token, 1);
});

describe('POST /v2/orders with an address typed at checkout', () => {
  it('places the order at the typed address, kept on the order as one line with its CEP', async () => {
    const res = await placeOrder(s.app, token, withTyped(typed));
    expect(res.status).toBe(201);
    const placed: CompleteOrderResponse = await res.json();
    const order = (await history(s.app, token)).find((o) => o.id === placed.orderId)!;
    expect(order.address).toBe('Rua das Acácias, 45 - Loja 2 - Bela Vista, São Paulo/SP - CEP 01310-100');
  });

  it('refuses a CEP that is not 8 digits with 400, under the CEP field, and places nothing', async () => {
    const before = (await history(s.app, token)).length;
    const res = await placeOrder(s.app, token, withTyped({ ...typed, cep: '0131-010' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'CEP inválido: informe os 8 números.',
      errors: [{ field: 'deliveryAddress.cep', errorMessage: 'CEP inválido: informe os 8 números.' }],
    });
    expect(await history(s.app, token)).toHaveLength(before);
  });

  it('refuses a state that is no UF and a missing street, each under its field', async () => {
    const res = await placeOrder(s.app, token, withTyped({ ...typed, street: '  ', state: 'SS' }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([
      { field: 'deliveryAddress.street', errorMessage: 'O campo rua é obrigatório.' },
      { field: 'deliveryAddress.state', errorMessage: 'Estado inválido: escolha uma das UFs.' },
    ]);
  });

  it.each([
    ['a number for the CEP', { ...typed, cep: 1310100 }],
    ['a part left out', { cep: typed.cep, street: typed.street }],
    ['a text instead of an address', 'Rua das Acácias, 45'],
    ['a part of 10,000 characters', { ...typed, city: 'x'.repeat(10_000) }],
  ])('answers 400 in Portuguese, never 500, for %s', async (_, deliveryAddress) => {
    const res = await placeOrder(s.app, token, withTyped(deliveryAddress));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Endereço de entrega inválido.' });
  });

  it('refuses a typed address sent together with an address on file', async () => {
    const res = await placeOrder(s.app, token, withTyped(typed, { alternativeAddress: 3 }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Endereço de entrega inválido.' });
  });

  it('still asks for an address when none is typed and none is on file', async () => {
    const res = await placeOrder(s.app, token, orderBody(cart, { alternativeAddress: null }));
    expect(await res.json()).toMatchObject({ errors: [{ field: 'alternativeAddress', errorMessage: 'O campo endereço de entrega é obrigatório.' }] });
  });

  it('places an order finished offline at the typed address even if one was registered meanwhile', async () => {
    const checkout = await (await call(s.app, 'GET', '/v2/checkout', { token, partner: 1 })).json();
    const expectedTerms = {
      items: checkout.items.map((i: { productId: number; productPackageId: number; quantityPackaging: number; salesPrice: number }) => ({
        productId: i.productId, productPackageId: i.productPackageId, quantity: i.quantityPackaging, unitPrice: i.salesPrice,
      })),
      totalPayment: checkout.payment.totalPayment, paymentPlan: 11, alternativeAddress: null, deliveryDate: '2025-06-04',
    };
    await s.db.query(`INSERT INTO customer_addresses (id, customer_id, street, district, city, state) VALUES (90, 2, 'Rua Nova, 1', 'Centro', 'Santos', 'SP')`);
    const res = await placeOrder(s.app, token, withTyped(typed, { expectedTerms }));
    expect(res.status).toBe(201);
    const placed: CompleteOrderResponse = await res.json();
    expect((await history(s.app, token)).find((o) => o.id === placed.orderId)!.address).toContain('CEP 01310-100');
  });
});
