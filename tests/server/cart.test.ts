import { beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../src/domain/entities/cart';
import type { ProductEntry, ProductListPage } from '../../src/domain/entities/catalogue';
import { createApp } from '../../server/src/app';
import type { Db } from '../../server/src/db/client';
import { call, COMPANY, login, PERSON, useServer } from './helpers';

const s = useServer();
let token: string;
let cart: Cart;

beforeEach(async () => {
  token = await login(s.app, COMPANY);
  cart = await (await call(s.app, 'GET', '/v2/cart/1', { token })).json();
});

const putItem = (body: unknown, cartId = cart.id, who = token) => call(s.app, 'PUT', `/v2/cart/${cartId}/item`, { token: who, body });

async function findProduct(filter: string, holds: (e: ProductEntry) => boolean = () => true): Promise<ProductEntry> {
  const page: ProductListPage = await (await call(s.app, 'GET', `/purchase/search?size=1000&filter=${filter}`, { token, partner: 1 })).json();
  return page.items.find(holds)!;
}

describe('GET /v2/cart/{partnerId}', () => {
  it('creates one empty OPEN cart per partner and returns it again', async () => {
    expect(cart).toMatchObject({ partnerId: 1, status: 'OPEN', items: [], issues: [], orderNumber: null, outdatedRegistration: false });
    const again = await (await call(s.app, 'GET', '/v2/cart/1', { token })).json();
    expect(again.id).toBe(cart.id);
    const other = await (await call(s.app, 'GET', '/v2/cart/2', { token })).json();
    expect(other.id).not.toBe(cart.id);
  });

  it('answers 404 for a partner that does not serve the customer', async () => {
    const res = await call(s.app, 'GET', '/v2/cart/3', { token });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Parceiro não encontrado.' });
  });
});

describe('PUT /v2/cart/{cartId}/item', () => {
  it('adds an item at the server price and shows it on the product entry', async () => {
    const entry = await findProduct('detergente', (e) => e.product.price.promotions.length === 0);
    const pkg = entry.product.packages[0];
    const res = await putItem({ productId: entry.product.id, quantity: 2, productPackageId: pkg.id, confirmationExcessiveQuantity: false });
    expect(res.status).toBe(200);
    const body: Cart = await res.json();
    expect(body.items).toEqual([{ productId: entry.product.id, quantity: 2, price: entry.product.price.salesPrice, productPackageId: pkg.id, issues: [] }]);
    const seen: ProductEntry = await (await call(s.app, 'GET', `/purchase/product/${entry.product.id}`, { token, partner: 1 })).json();
    expect(seen.cartItem).toMatchObject({ quantity: 2, productPackageId: pkg.id });
    expect(seen.quantity).toBe(2);
  });

  it('keeps the issues of an item when its quantity changes, and shows them on the product entry', async () => {
    const entry = await findProduct('detergente', (e) => e.product.price.promotions.length === 0);
    const item = { productId: entry.product.id, quantity: 2, productPackageId: entry.product.packages[0].id, confirmationExcessiveQuantity: false };
    await putItem(item);
    const issues = [{ type: 'WARNING', description: 'O preço deste produto <b>foi atualizado</b>.' }];
    await s.db.query('UPDATE cart_items SET issues = $3 WHERE cart_id = $1 AND product_id = $2', [cart.id, entry.product.id, JSON.stringify(issues)]);
    const body: Cart = await (await putItem({ ...item, quantity: 3 })).json();
    expect(body.items).toEqual([expect.objectContaining({ productId: entry.product.id, quantity: 3, issues })]);
    const seen: ProductEntry = await (await call(s.app, 'GET', `/purchase/product/${entry.product.id}`, { token, partner: 1 })).json();
    expect(seen.cartItem).toMatchObject({ quantity: 3, issues });
  });

  it('applies the promotion tier that the measured quantity reaches', async () => {
    const entry = await findProduct('', (e) => e.product.price.promotions.length > 0 && e.product.salesUnit === 'UN');
    const pkg = entry.product.packages.find((p) => p.packageType === 'BOX')!;
    const [tier] = entry.product.price.promotions;
    const boxes = Math.ceil(tier.minQuantity / pkg.unities);
    const body: Cart = await (await putItem({ productId: entry.product.id, quantity: boxes, productPackageId: pkg.id, confirmationExcessiveQuantity: true })).json();
    expect(body.items[0].price).toBeLessThan(entry.product.price.salesPrice);
  });

  it('removes the item with quantity 0', async () => {
    const entry = await findProduct('arroz');
    const item = { productId: entry.product.id, productPackageId: entry.product.packages[0].id, confirmationExcessiveQuantity: false };
    await putItem({ ...item, quantity: 3 });
    const body: Cart = await (await putItem({ ...item, quantity: 0 })).json();
    expect(body.items).toEqual([]);
  });

  it('asks to confirm an excessive quantity, then accepts it when confirmed', async () => {
    const entry = await findProduct('sabao', (e) => e.suggestedQuantity === 0);
    const pkg = entry.product.packages[0];
    const item = { productId: entry.product.id, quantity: 21, productPackageId: pkg.id };
    const refused = await putItem({ ...item, confirmationExcessiveQuantity: false });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: `Você selecionou 21 ${pkg.label} de ${entry.product.family.name}, deseja continuar?` });
    expect((await putItem({ ...item, quantity: 20, confirmationExcessiveQuantity: false })).status).toBe(200);
    const confirmed = await putItem({ ...item, confirmationExcessiveQuantity: true });
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).items[0].quantity).toBe(21);
  });

  it('raises the excessive threshold to 5 × the suggested quantity', async () => {
    const page: ProductListPage = await (await call(s.app, 'GET', '/purchase/types/SUGGESTIONS?size=100', { token, partner: 1 })).json();
    const entry = page.items.find((e) => e.suggestedQuantity >= 5)!;
    const item = { productId: entry.product.id, productPackageId: entry.product.packages[0].id, confirmationExcessiveQuantity: false };
    expect((await putItem({ ...item, quantity: 5 * entry.suggestedQuantity })).status).toBe(200);
    expect((await putItem({ ...item, quantity: 5 * entry.suggestedQuantity + 1 })).status).toBe(400);
  });

  it('answers 400 to bad bodies and unknown packages, 404 to other partners’ products', async () => {
    const entry = await findProduct('arroz');
    const base = { productId: entry.product.id, quantity: 1, productPackageId: entry.product.packages[0].id, confirmationExcessiveQuantity: false };
    const cases: [unknown, number, string][] = [
      [{ ...base, quantity: 1000 }, 400, 'A quantidade máxima é 999.'],
      [{ ...base, quantity: -1 }, 400, 'Quantidade inválida.'],
      [{ ...base, quantity: '2' }, 400, 'Quantidade inválida.'],
      [{ ...base, productPackageId: 1 }, 400, 'Embalagem não encontrada para este produto.'],
      [{ ...base, productPackageId: undefined }, 400, 'Embalagem não selecionada.'],
      ['nada', 400, 'Corpo da requisição inválido.'],
      [{ ...base, productId: 99_999 }, 404, 'Produto não encontrado.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await putItem(body);
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ message });
    }
  });

  it('answers 404 for another customer’s cart and for unknown cart ids', async () => {
    const entry = await findProduct('arroz');
    const body = { productId: entry.product.id, quantity: 1, productPackageId: entry.product.packages[0].id, confirmationExcessiveQuantity: false };
    const intruder = await login(s.app, PERSON);
    for (const [cartId, who] of [[cart.id, intruder], [99_999, token], ['abc', token]] as const) {
      const res = await putItem(body, cartId as number, who);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Carrinho não encontrado.' });
    }
    const removal = await call(s.app, 'DELETE', `/v2/cart/${cart.id}/item/${entry.product.id}`, { token: intruder });
    expect(removal.status).toBe(404);
  });

  it('answers 423 with the issues while the cart is locked', async () => {
    await s.db.query("UPDATE carts SET status = 'LOCKED' WHERE id = $1", [cart.id]);
    await s.db.query("INSERT INTO cart_issues (cart_id, type, description) VALUES ($1, 'IMPEDITIVE', 'Pedido <b>123</b> em edição')", [cart.id]);
    const entry = await findProduct('arroz');
    const res = await putItem({ productId: entry.product.id, quantity: 1, productPackageId: entry.product.packages[0].id, confirmationExcessiveQuantity: false });
    expect(res.status).toBe(423);
    expect(await res.json()).toEqual({
      status: 'LOCKED',
      message: 'Seu carrinho está bloqueado para alterações.',
      issues: [{ type: 'IMPEDITIVE', description: 'Pedido <b>123</b> em edição' }],
    });
  });
  it('checks the cart before the body: 404 and 423 come before a bad body’s 400', async () => {
    const intruder = await login(s.app, PERSON);
    for (const body of ['nada', { productId: 'x' }]) {
      expect((await putItem(body, cart.id, intruder)).status).toBe(404);
    }
    await s.db.query("UPDATE carts SET status = 'LOCKED' WHERE id = $1", [cart.id]);
    expect((await putItem('nada')).status).toBe(423);
  });

  it('answers 404 for a deleted product and lists items oldest first with their prices', async () => {
    const [a, b] = [await findProduct('arroz'), await findProduct('feijao')];
    const item = (entry: ProductEntry, quantity: number) => ({
      productId: entry.product.id, quantity, productPackageId: entry.product.packages[0].id, confirmationExcessiveQuantity: false,
    });
    await putItem(item(b, 1));
    s.clock.advance(1000);
    await putItem(item(a, 2));
    const body: Cart = await (await putItem(item(b, 3))).json();
    expect(body.items.map((i) => [i.productId, i.quantity])).toEqual([[b.product.id, 3], [a.product.id, 2]]);
    expect((await (await call(s.app, 'GET', '/v2/cart/1', { token })).json()).items).toEqual(body.items);
    await s.db.query('UPDATE products SET deleted = true WHERE id = $1', [a.product.id]);
    expect((await putItem(item(a, 4))).status).toBe(404);
  });
});

describe('DELETE /v2/cart/{cartId}/item/{productId}', () => {
  it('removes the item and returns the whole cart', async () => {
    const [a, b] = [await findProduct('arroz'), await findProduct('feijao')];
    for (const entry of [a, b]) {
      await putItem({ productId: entry.product.id, quantity: 1, productPackageId: entry.product.packages[0].id, confirmationExcessiveQuantity: false });
    }
    const res = await call(s.app, 'DELETE', `/v2/cart/${cart.id}/item/${a.product.id}`, { token });
    expect(res.status).toBe(200);
    expect((await res.json()).items.map((i: { productId: number }) => i.productId)).toEqual([b.product.id]);
  });
});

describe('cart writes at the same moment (on PostgreSQL they run in parallel)', () => {
  it('keeps every product written at once, and one line per product written twice at once', async () => {
    const page: ProductListPage = await (await call(s.app, 'GET', '/purchase/search?size=1000&filter=a', { token, partner: 1 })).json();
    const entries = page.items.filter((e) => e.product.packages.length > 0).slice(0, 8);
    const put = (entry: ProductEntry, quantity: number) =>
      putItem({ productId: entry.product.id, quantity, productPackageId: entry.product.packages[0].id, confirmationExcessiveQuantity: false });
    const answers = await Promise.all([...entries.map((entry) => put(entry, 2)), put(entries[0], 3), put(entries[0], 4)]);
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    const final: Cart = await (await call(s.app, 'GET', '/v2/cart/1', { token })).json();
    expect(final.items.map((item) => item.productId).sort()).toEqual(entries.map((e) => e.product.id).sort());
    expect([2, 3, 4]).toContain(final.items.find((item) => item.productId === entries[0].product.id)!.quantity);
  });
});

describe('a session that ended (the cart calls check it in their own statement)', () => {
  const ended = {
    'signed out': () => call(s.app, 'DELETE', '/authentication/session', { token }),
    'its user blocked': () => s.db.query("UPDATE users SET active = false WHERE username = $1", [COMPANY.username]),
  };

  for (const [how, end] of Object.entries(ended)) {
    it(`answers 401 when ${how}, before a 404 or a bad body's 400, and writes nothing`, async () => {
      const entry = await findProduct('arroz');
      const body = { productId: entry.product.id, quantity: 2, productPackageId: entry.product.packages[0].id, confirmationExcessiveQuantity: false };
      await end();
      for (const partner of ['1', '3', 'abc']) expect((await call(s.app, 'GET', `/v2/cart/${partner}`, { token })).status).toBe(401);
      for (const [cartId, sent] of [[cart.id, body], [99_999, body], ['abc', body], [cart.id, { quantity: -1 }]] as const) {
        const res = await putItem(sent, cartId as number);
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ message: 'Sessão expirada. Entre novamente.' });
      }
      const [{ count }] = await s.db.query<{ count: number }>('SELECT count(*)::int AS count FROM cart_items WHERE cart_id = $1', [cart.id]);
      expect(count).toBe(0);
    });
  }
});

// The API load budget: docs/decisions/0041-the-cart-under-load-fewer-prepared-statements-and-a-cheaper.md
describe('statements per cart request (the API load budget)', () => {
  it('reads an existing cart in 1 statement and writes an item in 2, the session check included', async () => {
    let statements = 0;
    const counting: Db = { ...s.db, query: (sql, params) => (statements++, s.db.query(sql, params)) };
    const app = createApp({ db: counting, config: s.config, clock: s.clock });
    const entry = await findProduct('arroz');
    const body = { productId: entry.product.id, quantity: 2, productPackageId: entry.product.packages[0].id, confirmationExcessiveQuantity: false };
    const counted = async (run: () => Promise<Response>) => {
      statements = 0;
      expect((await run()).status).toBe(200);
      return statements;
    };
    expect(await counted(() => call(app, 'GET', '/v2/cart/1', { token }))).toBe(1);
    expect(await counted(() => call(app, 'PUT', `/v2/cart/${cart.id}/item`, { token, body }))).toBe(2);
    expect(await counted(() => call(app, 'PUT', `/v2/cart/${cart.id}/item`, { token, body: { ...body, quantity: 3 } }))).toBe(2);
  });
});
