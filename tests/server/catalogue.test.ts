import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductEntry, ProductListPage } from '../../src/domain/entities/catalogue';
import { createApp } from '../../server/src/app';
import { call, COMPANY, login, PERSON, testConfig, useServer } from './helpers';

const s = useServer();
let token: string;
beforeEach(async () => {
  token = await login(s.app, COMPANY);
});

async function getJson<T>(path: string, partner: number | null = 1, who = token): Promise<T> {
  const res = await call(s.app, 'GET', path, { token: who, partner: partner ?? undefined });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json() as Promise<T>;
}

async function expectError(path: string, status: number, message: string, partner: number | string | null = 1) {
  const res = await call(s.app, 'GET', path, { token, partner: partner ?? undefined });
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ message });
}

describe('partners', () => {
  it('GET /partner/customer lists all partners with servesCustomer, no partner header needed', async () => {
    const partners = await getJson<{ id: number; name: string; servesCustomer: boolean; urlImage: string }[]>('/partner/customer', null);
    expect(partners.map((p) => [p.name, p.servesCustomer])).toEqual([
      ['Distribuidora_São_Jorge', true],
      ['Atacadão_Central', true],
      ['Mega_Foods', false],
    ]);
    expect(partners[0].urlImage).toBe('/media/partners/1.svg');
    const person = await getJson<{ servesCustomer: boolean }[]>('/partner/customer', null, await login(s.app, PERSON));
    expect(person.filter((p) => p.servesCustomer)).toHaveLength(1);
  });

  it('needs a partner header that serves the customer on partner-scoped calls', async () => {
    await expectError('/purchase/banners', 400, 'Parceiro não informado.', null);
    await expectError('/purchase/banners', 404, 'Parceiro não encontrado.', 3);
    await expectError('/purchase/banners', 404, 'Parceiro não encontrado.', 'abc');
    const person = await call(s.app, 'GET', '/purchase/banners', { token: await login(s.app, PERSON), partner: 2 });
    expect(person.status).toBe(404);
  });
});

describe('GET /purchase/types/{listType}', () => {
  const check: Record<string, (entry: ProductEntry) => boolean> = {
    LAST_PURCHASES: (e) => e.hasHistoric && e.lastOrder !== null && /^\d\d\/\d\d\/\d{4}$/.test(e.lastOrder.date),
    SUGGESTIONS: (e) => e.suggestedQuantity > 0,
    PROMOTIONS: (e) => e.product.price.promotions.length > 0,
    FAVORITES: (e) => e.favorite,
    FEFO: (e) => e.product.isFefo && /^\d\d\/\d\d\/\d{4}$/.test(e.product.validity),
  };
  for (const [listType, holds] of Object.entries(check)) {
    it(`${listType}: pages of 13 whose products belong to the list`, async () => {
      const page = await getJson<ProductListPage>(`/purchase/types/${listType}?page=0`);
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.length).toBeLessThanOrEqual(13);
      expect(page.items.every(holds)).toBe(true);
      expect(page.totalPages).toBe(Math.ceil(page.totalElements / 13));
      expect(page.lastPage).toBe(page.totalPages <= 1);
      expect(page.filters.length).toBeGreaterThan(0);
      expect(page.filters[0].type).toBe('CATEGORY');
    });
  }

  it('walks the pages of a list to the last one', async () => {
    const first = await getJson<ProductListPage>('/purchase/types/LAST_PURCHASES?page=0&size=13');
    expect(first.lastPage).toBe(false);
    const last = await getJson<ProductListPage>(`/purchase/types/LAST_PURCHASES?page=${first.totalPages - 1}&size=13`);
    expect(last.lastPage).toBe(true);
    expect(last.items.length).toBe(first.totalElements - 13 * (first.totalPages - 1));
  });

  it('sorts alphabetically on request and filters by category', async () => {
    const page = await getJson<ProductListPage>('/purchase/types/LAST_PURCHASES?size=50&ordination=ALPHABETICAL');
    const names = page.items.map((e) => e.product.family.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }) || 0));
    const category = page.filters[0].id;
    const filtered = await getJson<ProductListPage>(`/purchase/types/LAST_PURCHASES?size=50&filters=CATEGORY:${category}`);
    expect(filtered.items.length).toBeGreaterThan(0);
    expect(filtered.items.every((e) => e.product.categoryId === category)).toBe(true);
    expect(filtered.filters).toEqual(page.filters);
  });

  it('answers 400 to a bad list type, filter, page or size', async () => {
    await expectError('/purchase/types/TUDO', 400, 'Tipo de lista inválido.');
    await expectError('/purchase/types/FEFO?filters=COR:1', 400, 'Filtro inválido.');
    await expectError('/purchase/types/FEFO?page=-1', 400, 'Página inválida.');
    await expectError('/purchase/types/FEFO?size=0', 400, 'Tamanho de página inválido.');
    await expectError('/purchase/types/FEFO?ordination=PRECO', 400, 'Ordenação inválida.');
  });
});

describe('GET /purchase/search', () => {
  it('matches family, brand and code without accents', async () => {
    const page = await getJson<ProductListPage>('/purchase/search?filter=acucar&page=0&size=10');
    expect(page.totalElements).toBeGreaterThan(0);
    expect(page.items.every((e) => e.product.family.name.startsWith('Açúcar'))).toBe(true);
    const code = page.items[0].product.code;
    const byCode = await getJson<ProductListPage>(`/purchase/search?filter=${code}`);
    expect(byCode.items.map((e) => e.product.id)).toEqual([page.items[0].product.id]);
  });

  it('pulls the whole catalogue in pages of up to 1000', async () => {
    const page = await getJson<ProductListPage>('/purchase/search?page=0&size=1000');
    expect(page.totalElements).toBeGreaterThanOrEqual(400);
    expect(page.items).toHaveLength(page.totalElements);
    expect(page.lastPage).toBe(true);
    expect(new Set(page.items.map((e) => e.product.categoryId)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(page.items.map((e) => e.product.brand.id)).size).toBeGreaterThanOrEqual(30);
    expect(page.items.some((e) => e.product.salesUnit === 'KG' && e.product.variableWeight)).toBe(true);
    await expectError('/purchase/search?size=1001', 400, 'Tamanho de página inválido.');
  });
});

describe('product, banners, brands, departments', () => {
  it('GET /purchase/product/{id} answers the entry of a product of the partner only', async () => {
    const entry = await getJson<ProductEntry>('/purchase/product/1');
    expect(entry.product.id).toBe(1);
    expect(entry.product.medias).toEqual(['/media/products/1.svg']);
    await expectError('/purchase/product/1', 404, 'Produto não encontrado.', 2);
    await expectError('/purchase/product/abc', 404, 'Produto não encontrado.');
  });

  it('GET /purchase/banners, /products/brands/{partnerId} and /products/departments', async () => {
    const banners = await getJson<{ url: string; destinationLink: string; headline?: string }[]>('/purchase/banners');
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners[0].headline).toBe('Ofertas da semana na Mercearia');
    expect(banners.some((b) => b.destinationLink === '/marcas')).toBe(true);
    expect(banners.some((b) => b.destinationLink.startsWith('https://'))).toBe(true);
    const brands = await getJson<{ mediaUrl: string }[]>('/products/brands/1', null);
    expect(brands.length).toBeGreaterThanOrEqual(30);
    expect(brands[0].mediaUrl).toMatch(/^\/media\/brands\/\d+\.svg$/);
    await expectError('/products/brands/3', 404, 'Parceiro não encontrado.', null);
    const departments = await getJson<{ name: string; mediaUrl: string }[]>('/products/departments');
    expect(departments.map((d) => d.name)).toEqual(expect.arrayContaining(['Mercearia', 'Bebidas', 'Frios e Laticínios', 'Limpeza', 'Higiene']));
  });

  it('prefixes media addresses with CDN_HOST when set', async () => {
    const app = createApp({ db: s.db, config: testConfig({ CDN_HOST: 'https://cdn.balcao.example' }), clock: s.clock });
    const res = await call(app, 'GET', '/purchase/banners', { token, partner: 1 });
    const [banner] = await res.json();
    expect(banner.url).toMatch(/^https:\/\/cdn\.balcao\.example\/media\/banners\/\d+\.svg$/);
    expect(res.headers.get('Content-Security-Policy')).toContain('img-src \'self\' data: blob: https://cdn.balcao.example');
  });
});

describe('favorites', () => {
  it('POST adds and DELETE removes a favorite', async () => {
    const id = (await getJson<ProductListPage>('/purchase/search?filter=detergente')).items[0].product.id;
    expect((await call(s.app, 'POST', `/products/favorites/${id}`, { token, partner: 1 })).status).toBe(204);
    expect((await getJson<ProductEntry>(`/purchase/product/${id}`)).favorite).toBe(true);
    const favorites = await getJson<ProductListPage>('/purchase/types/FAVORITES?size=100');
    expect(favorites.items.map((e) => e.product.id)).toContain(id);
    expect((await call(s.app, 'DELETE', `/products/favorites/${id}`, { token, partner: 1 })).status).toBe(204);
    expect((await getJson<ProductEntry>(`/purchase/product/${id}`)).favorite).toBe(false);
  });

  it('answers 404 for a product of another partner', async () => {
    const res = await call(s.app, 'POST', '/products/favorites/1', { token, partner: 2 });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Produto não encontrado.' });
  });
});

describe('media', () => {
  it('serves generated SVGs with long cache headers', async () => {
    for (const path of ['/media/products/1.svg', '/media/brands/1.svg', '/media/partners/1.svg', '/media/categories/1.svg', '/media/banners/1.svg']) {
      const res = await s.app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers.get('Cache-Control')).toMatch(/max-age=\d{6,}/);
      expect(await res.text()).toMatch(/^<svg /);
    }
    const banner = await (await s.app.request('/media/banners/1.svg')).text();
    expect(banner).toContain('viewBox="0 0 1280 720"');
  });

  it('answers 404 for unknown media', async () => {
    for (const path of ['/media/products/999999.svg', '/media/products/x.svg', '/media/fotos/1.svg', '/media/legal/outro.md']) {
      const res = await s.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: 'Recurso não encontrado.' });
    }
  });

  it('serves the cookie and privacy policies as markdown', async () => {
    const cookies = await s.app.request('/media/legal/cookies.md');
    expect(cookies.headers.get('Content-Type')).toBe('text/markdown; charset=utf-8');
    expect(await cookies.text()).toMatch(/^# Política de Cookies do Balcão/);
    expect(await (await s.app.request('/media/legal/privacy.md')).text()).toContain('LGPD');
  });

  it('answers 404 with a message for an unknown API path', async () => {
    const res = await call(s.app, 'GET', '/nao/existe', { token });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Recurso não encontrado.' });
  });
});
