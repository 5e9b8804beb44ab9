import { beforeEach, describe, expect, it } from 'vitest';
import type {
  Brand, Category, Contact, Datasheet, Family, ProductEntry, ProductHistory, ProductListPage, Section,
} from '../../src/domain/entities/catalogue';
import { catalogueClient } from './catalogue-helpers';
import { COMPANY, login, PERSON, useServer } from './helpers';

const s = useServer();
let token: string;
beforeEach(async () => {
  token = await login(s.app, COMPANY);
});
const api = catalogueClient(s, () => token);
const ids = (pages: ProductListPage[]) => pages.flatMap((page) => page.items.map((e) => e.product.id));

async function catalogueSize(partner = 1): Promise<number> {
  return (await api.json<ProductListPage>('/purchase/search?size=1', partner)).totalElements;
}

describe('GET /purchase/search', () => {
  it('matches the start of every word, without accents', async () => {
    const page = await api.json<ProductListPage>('/purchase/search?filter=ACUC%20REF&size=50');
    expect(page.totalElements).toBeGreaterThan(0);
    expect(page.items.every((e) => e.product.family.name.startsWith('Açúcar Refinado'))).toBe(true);
    expect((await api.json<ProductListPage>('/purchase/search?filter=cucar')).totalElements).toBe(0);
  });

  it('ranks code matches first, then family names, then brands', async () => {
    const code = (await api.json<ProductListPage>('/purchase/search?filter=feijao&size=1')).items[0].product.code;
    const byCode = await api.json<ProductListPage>(`/purchase/search?filter=${code}`);
    expect(byCode.items[0].product.code).toBe(code);
    // 'cafe' is a family word (Café Torrado…) and a brand word (Café Morro Alto)
    const page = await api.json<ProductListPage>('/purchase/search?filter=cafe&size=100');
    const isName = page.items.map((e) => /caf[eé]/i.test(e.product.family.name));
    expect(isName).toContain(false);
    expect(isName.indexOf(false)).toBeGreaterThan(isName.lastIndexOf(true));
  });

  it('filters by GROUP (a category), BRAND and PRODUCT_SECTION', async () => {
    const group = await api.json<ProductListPage>('/purchase/search?filters=GROUP:2&size=100');
    expect(group.items.length).toBeGreaterThan(0);
    expect(group.items.every((e) => e.product.categoryId === 2)).toBe(true);
    const brandId = group.items[0].product.brand.id;
    const brand = await api.json<ProductListPage>(`/purchase/search?filters=GROUP:2,BRAND:${brandId}&size=100`);
    expect(brand.items.every((e) => e.product.brand.id === brandId)).toBe(true);
    const sectionId = group.items[0].customerProductSection!.id;
    const section = await api.json<ProductListPage>(`/purchase/search?filters=PRODUCT_SECTION:${sectionId}&size=100`);
    expect(section.items.every((e) => e.customerProductSection?.id === sectionId)).toBe(true);
  });

  it('pages a search to the last page, each product once', async () => {
    const pages = await api.allPages('/purchase/search?filter=linha&size=10');
    expect(pages.length).toBeGreaterThan(2);
    expect(new Set(ids(pages)).size).toBe(pages[0].totalElements);
  });

  it('answers 400 to a bad page, size or filter', async () => {
    await api.error('/purchase/search?page=x', 400, 'Página inválida.');
    await api.error('/purchase/search?size=-3', 400, 'Tamanho de página inválido.');
    await api.error('/purchase/search?filters=SECTION:1', 400, 'Filtro inválido.');
  });
});

describe('brands, categories and families', () => {
  it('GET /purchase/brand/{id} pages the brand alphabetically to the end', async () => {
    const [brand] = await api.json<Brand[]>('/products/brands/1', null);
    const pages = await api.allPages(`/purchase/brand/${brand.id}`);
    expect(pages[0].items.length).toBeLessThanOrEqual(10);
    expect(ids(pages)).toHaveLength(pages[0].totalElements);
    expect(pages.flatMap((p) => p.items).every((e) => e.product.brand.id === brand.id)).toBe(true);
  });

  it('GET /purchase/brand/{id} answers 404 for a brand the partner does not sell and 400 for a bad page', async () => {
    await api.error('/purchase/brand/99999', 404, 'Marca não encontrada.');
    await api.error('/purchase/brand/abc', 404, 'Marca não encontrada.');
    await api.error('/purchase/brand/1?page=-1', 400, 'Página inválida.');
  });

  it('GET /products/departments/{id}/families lists and searches the families of a category', async () => {
    const families = await api.json<Family[]>('/products/departments/1/families');
    expect(families.length).toBeGreaterThan(10);
    const found = await api.json<Family[]>('/products/departments/1/families?filter=arroz%20bra');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((f) => f.name.startsWith('Arroz Branco'))).toBe(true);
    expect(await api.json<Family[]>('/products/departments/2/families?filter=arroz')).toEqual([]);
    await api.error('/products/departments/999/families', 404, 'Categoria não encontrada.');
  });

  it('GET /purchase/family/{id} pages the products of a family; 404 for a family the partner does not sell', async () => {
    const [family] = await api.json<Family[]>('/products/departments/1/families?filter=arroz');
    const pages = await api.allPages(`/purchase/family/${family.id}`);
    expect(pages.flatMap((p) => p.items).every((e) => e.product.family.id === family.id)).toBe(true);
    await api.error('/purchase/family/999999', 404, 'Família não encontrada.');
    await api.error('/purchase/family/1?size=1000', 400, 'Tamanho de página inválido.');
  });

  it('reaches every product of the partner by category, by brand and by sector', async () => {
    const total = await catalogueSize();
    const departments = await api.json<Category[]>('/products/departments');
    const brands = await api.json<Brand[]>('/products/brands/1', null);
    const sections = await api.json<Section[]>('/purchase/customer/section/1', null);
    const sum = async (paths: string[]) =>
      (await Promise.all(paths.map((path) => api.json<ProductListPage>(path)))).reduce((n, page) => n + page.totalElements, 0);
    expect(await sum(departments.map((d) => `/purchase/search?size=1&filters=CATEGORY:${d.id}`))).toBe(total);
    expect(await sum(brands.map((b) => `/purchase/brand/${b.id}?size=1`))).toBe(total);
    expect(await sum(sections.map((x) => `/purchase/product-section/${x.id}?size=1`))).toBe(total);
  });
});

describe('product detail calls', () => {
  async function firstProduct(partner = 1): Promise<ProductEntry> {
    return (await api.json<ProductListPage>('/purchase/search?size=1', partner)).items[0];
  }

  it('GET /purchase/product/{id}/others: 5 similar products of the category, the same family first', async () => {
    const entry = await firstProduct();
    const page = await api.json<ProductListPage>(`/purchase/product/${entry.product.id}/others?filters=PARTNER:1`);
    expect(page.items).toHaveLength(5);
    expect(page.items.every((e) => e.product.categoryId === entry.product.categoryId && e.product.id !== entry.product.id)).toBe(true);
    const sameFamily = page.items.map((e) => e.product.family.id === entry.product.family.id);
    expect(sameFamily.indexOf(false) === -1 || sameFamily.lastIndexOf(true) < sameFamily.indexOf(false)).toBe(true);
    await api.error(`/purchase/product/${entry.product.id}/others`, 404, 'Produto não encontrado.', 2);
  });

  it("GET /purchase/product/{id}/history pages the customer's purchases, newest first", async () => {
    const [deep] = await s.db.query<{ product_id: number }>(
      `SELECT h.product_id FROM purchase_history h JOIN products p ON p.id = h.product_id
       WHERE h.customer_id = 1 AND p.partner_id = 1 GROUP BY h.product_id ORDER BY count(*) DESC, h.product_id LIMIT 1`,
    );
    const first = await api.json<ProductHistory>(`/purchase/product/${deep.product_id}/history?size=10`);
    expect(first.totalElements).toBeGreaterThan(30);
    expect(first.product.id).toBe(deep.product_id);
    expect(first.history[0]).toMatchObject({ date: expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/), unitType: first.product.salesUnit });
    expect(first.history[0].packaging).not.toBe('');
    const pages = [first];
    for (let page = 1; !pages[pages.length - 1].lastPage; page += 1) {
      pages.push(await api.json<ProductHistory>(`/purchase/product/${deep.product_id}/history?size=10&page=${page}`));
    }
    const dates = pages.flatMap((p) => p.history.map((h) => h.date.split('/').reverse().join('')));
    expect(dates).toHaveLength(first.totalElements);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('GET /purchase/product/{id}/history is the signed-in customer’s own; 404 for another partner’s product', async () => {
    const [mine] = await s.db.query<{ product_id: number }>(
      `SELECT h.product_id FROM purchase_history h WHERE h.customer_id = 1 AND h.product_id NOT IN
         (SELECT product_id FROM purchase_history WHERE customer_id = 2) AND h.product_id < 1000 LIMIT 1`,
    );
    const otherPartner = await firstProduct(2);
    await api.error(`/purchase/product/${otherPartner.product.id}/history`, 404, 'Produto não encontrado.');
    await api.error('/purchase/product/1/history?size=0', 400, 'Tamanho de página inválido.');
    token = await login(s.app, PERSON);
    const theirs = await api.json<ProductHistory>(`/purchase/product/${mine.product_id}/history`);
    expect(theirs).toMatchObject({ history: [], totalElements: 0, lastPage: true });
  });

  it('GET /products/{id}/datasheet answers the barcode, technical info and attributes', async () => {
    const entry = await firstProduct();
    const sheet = await api.json<Datasheet>(`/products/${entry.product.id}/datasheet`);
    expect(sheet.barcode).toBe(entry.product.barcode);
    expect(sheet.technicalInfo).toContain(entry.product.family.name);
    expect(sheet.attributes.map((a) => a.name)).toContain('Conservação');
    await api.error(`/products/${entry.product.id}/datasheet`, 404, 'Produto não encontrado.', 2);
  });

  it('GET /products/{id}/images lists several images, each served by the media route', async () => {
    const entry = await firstProduct();
    const images = await api.json<string[]>(`/products/${entry.product.id}/images`);
    expect(images.length).toBeGreaterThanOrEqual(2);
    expect(images[0]).toBe(entry.product.medias[0]);
    for (const url of images) {
      const res = await s.app.request(url);
      expect(res.status, url).toBe(200);
      expect(await res.text()).toMatch(/^<svg /);
    }
    expect((await s.app.request(`/media/products/${entry.product.id}-9.svg`)).status).toBe(404);
    expect((await s.app.request('/media/brands/1-2.svg')).status).toBe(404);
    await api.error(`/products/${entry.product.id}/images`, 404, 'Produto não encontrado.', 2);
  });
});

describe('GET /partner/contact', () => {
  it("lists the partner's contacts with name, description and phone number", async () => {
    const contacts = await api.json<Contact[]>('/partner/contact');
    expect(contacts.length).toBeGreaterThanOrEqual(2);
    expect(contacts[0]).toEqual({ name: expect.any(String), description: expect.any(String), phoneNumber: expect.stringMatching(/^\d{10,11}$/) });
    expect(await api.json<Contact[]>('/partner/contact', 2)).not.toEqual(contacts);
  });

  it('needs a partner that serves the customer', async () => {
    await api.error('/partner/contact', 400, 'Parceiro não informado.', null);
    await api.error('/partner/contact', 404, 'Parceiro não encontrado.', 3);
  });
});
