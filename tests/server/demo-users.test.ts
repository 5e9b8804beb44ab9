import { describe, expect, it } from 'vitest';
import type { Cart } from '../../src/domain/entities/cart';
import type { ProductEntry, ProductListPage } from '../../src/domain/entities/catalogue';
import { call, COMPANY, login, useServer } from './helpers';

const s = useServer();
const OUTDATED = { username: 'cadastro.antigo', code: '975310' };
const LOCKED = { username: 'carrinho.travado', code: '318274' };

async function firstProduct(token: string) {
  const page: ProductListPage = await (await call(s.app, 'GET', '/purchase/search?size=1', { token, partner: 1 })).json();
  const { product } = page.items[0];
  return { productId: product.id, quantity: 1, productPackageId: product.packages[0].id, confirmationExcessiveQuantity: false };
}

describe('outdated registration (cadastro.antigo)', () => {
  it('reads the cart in view-only mode and cannot change it or check out', async () => {
    const token = await login(s.app, OUTDATED);
    const cart: Cart = await (await call(s.app, 'GET', '/v2/cart/1', { token })).json();
    expect(cart).toMatchObject({ status: 'OPEN', outdatedRegistration: true });
    const expected = { status: 'LOCKED', message: 'Seu cadastro precisa ser atualizado para realizar compras.', issues: [] };
    const put = await call(s.app, 'PUT', `/v2/cart/${cart.id}/item`, { token, body: await firstProduct(token) });
    expect(put.status).toBe(423);
    expect(await put.json()).toEqual(expected);
    const checkout = await call(s.app, 'GET', '/v2/checkout', { token, partner: 1 });
    expect(checkout.status).toBe(423);
    expect(await checkout.json()).toEqual(expected);
  });
});

describe('locked cart (carrinho.travado)', () => {
  it('answers the LOCKED cart with its issues and refuses changes with 423', async () => {
    const token = await login(s.app, LOCKED);
    const cart: Cart = await (await call(s.app, 'GET', '/v2/cart/1', { token })).json();
    expect(cart).toMatchObject({ status: 'LOCKED', outdatedRegistration: false });
    expect(cart.items.length).toBeGreaterThan(0);
    expect(cart.issues.map((i) => i.type)).toEqual(['IMPEDITIVE', 'WARNING']);
    expect(cart.items.map((item) => item.issues)).toEqual([
      [{ type: 'IMPEDITIVE', description: '<b>Produto indisponível</b> para entrega nesta data.' }],
      [{ type: 'WARNING', description: 'O preço deste produto <b>foi atualizado</b>.' }],
    ]);
    const entry: ProductEntry = await (await call(s.app, 'GET', `/purchase/product/${cart.items[0].productId}`, { token, partner: 1 })).json();
    expect(entry.cartItem?.issues).toEqual(cart.items[0].issues);
    const put = await call(s.app, 'PUT', `/v2/cart/${cart.id}/item`, { token, body: await firstProduct(token) });
    expect(put.status).toBe(423);
    expect(await put.json()).toMatchObject({ status: 'LOCKED', issues: cart.issues });
    expect((await call(s.app, 'DELETE', `/v2/cart/${cart.id}`, { token })).status).toBe(423);
  });
});

describe('the demo company', () => {
  it('has no issues on its carts or their items', async () => {
    const token = await login(s.app, COMPANY);
    const [{ n }] = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM cart_items ci JOIN carts c ON c.id = ci.cart_id WHERE c.customer_id = 1 AND ci.issues <> '[]'::jsonb`,
    );
    expect(n).toBe(0);
    for (const partner of [1, 2]) {
      const cart: Cart = await (await call(s.app, 'GET', `/v2/cart/${partner}`, { token })).json();
      expect(cart.issues).toEqual([]);
      expect(cart.items.flatMap((item) => item.issues)).toEqual([]);
    }
  });
});
