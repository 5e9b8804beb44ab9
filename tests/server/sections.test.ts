import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductEntry, ProductListPage, Section } from '../../src/domain/entities/catalogue';
import { catalogueClient } from './catalogue-helpers';
import { call, COMPANY, login, PERSON, useServer } from './helpers';

const s = useServer();
let token: string;
beforeEach(async () => {
  token = await login(s.app, COMPANY);
});
const api = catalogueClient(s, () => token);

const send = (method: 'PUT' | 'DELETE', sectionId: number, familyId: number, who = token, partner = 1) =>
  call(s.app, method, `/purchase/customer/section/${sectionId}/product-family/${familyId}`, { token: who, partner });

async function aProduct(): Promise<ProductEntry> {
  return (await api.json<ProductListPage>('/purchase/search?filter=arroz&size=1')).items[0];
}

const sectionOf = async (productId: number, who = token) => {
  const res = await call(s.app, 'GET', `/purchase/product/${productId}`, { token: who, partner: 1 });
  return ((await res.json()) as ProductEntry).customerProductSection;
};

describe('sectors of a partner', () => {
  it('GET /purchase/customer/section/{partnerId} lists the partner’s sectors', async () => {
    const sections = await api.json<Section[]>('/purchase/customer/section/1', null);
    expect(sections.length).toBeGreaterThan(1);
    expect(sections[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect((await api.json<Section[]>('/purchase/customer/section/2', null)).length).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 for a partner that does not serve the customer', async () => {
    await api.error('/purchase/customer/section/3', 404, 'Parceiro não encontrado.', null);
    await api.error('/purchase/customer/section/x/with-product', 404, 'Parceiro não encontrado.', null);
  });

  it('/with-product lists only the sectors the customer filed families in', async () => {
    const all = await api.json<Section[]>('/purchase/customer/section/1', null);
    const used = await api.json<Section[]>('/purchase/customer/section/1/with-product', null);
    expect(used).toEqual(all);
    await s.db.query('DELETE FROM customer_family_sections WHERE customer_id = 1 AND section_id = $1', [all[0].id]);
    expect(await api.json<Section[]>('/purchase/customer/section/1/with-product', null)).toEqual(all.slice(1));
  });
});

describe('filing a family in a sector', () => {
  it('PUT moves the family (every product of it) to the sector, and again changes nothing', async () => {
    const entry = await aProduct();
    const sections = await api.json<Section[]>('/purchase/customer/section/1', null);
    const target = sections.find((x) => x.id !== entry.customerProductSection?.id)!;
    expect((await send('PUT', target.id, entry.product.family.id)).status).toBe(204);
    expect((await send('PUT', target.id, entry.product.family.id)).status).toBe(204);
    expect(await sectionOf(entry.product.id)).toEqual(target);
    const page = await api.json<ProductListPage>(`/purchase/product-section/${target.id}?size=100&filters=PARTNER:1`);
    expect(page.items.filter((e) => e.product.family.id === entry.product.family.id).length).toBeGreaterThan(0);
  });

  it('DELETE takes the family out of that sector only, and again changes nothing', async () => {
    const entry = await aProduct();
    const current = entry.customerProductSection!;
    const other = (await api.json<Section[]>('/purchase/customer/section/1', null)).find((x) => x.id !== current.id)!;
    expect((await send('DELETE', other.id, entry.product.family.id)).status).toBe(204);
    expect(await sectionOf(entry.product.id)).toEqual(current);
    expect((await send('DELETE', current.id, entry.product.family.id)).status).toBe(204);
    expect((await send('DELETE', current.id, entry.product.family.id)).status).toBe(204);
    expect(await sectionOf(entry.product.id)).toBeNull();
  });

  it("is the customer's own: another customer's filing does not change", async () => {
    const entry = await aProduct();
    const person = await login(s.app, PERSON);
    const before = await sectionOf(entry.product.id, person);
    await send('DELETE', entry.customerProductSection!.id, entry.product.family.id);
    expect(await sectionOf(entry.product.id, person)).toEqual(before);
  });

  it("answers 404 for another partner's sector, an unknown family and a partner not serving the customer", async () => {
    const entry = await aProduct();
    const [partnerTwoSector] = await api.json<Section[]>('/purchase/customer/section/2', null);
    await api.error(`/purchase/customer/section/${partnerTwoSector.id}/product-family/${entry.product.family.id}`, 404, 'Setor não encontrado.', 1, 'PUT');
    await api.error('/purchase/customer/section/1/product-family/999999', 404, 'Família não encontrada.', 1, 'PUT');
    await api.error('/purchase/customer/section/abc/product-family/1', 404, 'Setor não encontrado.', 1, 'DELETE');
    await api.error('/purchase/customer/section/1/product-family/1', 404, 'Parceiro não encontrado.', 3, 'PUT');
  });

  it('answers each of many assignments and removals at once, and ends in one consistent state', async () => {
    const entry = await aProduct();
    const sections = await api.json<Section[]>('/purchase/customer/section/1', null);
    const family = entry.product.family.id;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => send(i % 3 === 2 ? 'DELETE' : 'PUT', sections[i % sections.length].id, family)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(204));
    const rows = await s.db.query('SELECT section_id FROM customer_family_sections WHERE customer_id = 1 AND partner_id = 1 AND family_id = $1', [family]);
    expect(rows.length).toBeLessThanOrEqual(1);
    const section = await sectionOf(entry.product.id);
    expect(section?.id ?? null).toBe((rows[0] as { section_id: number } | undefined)?.section_id ?? null);
  });
});

describe('GET /purchase/product-section/{sectionId}', () => {
  it('pages the products of the sector to the end, 10 at a time', async () => {
    const [section] = await api.json<Section[]>('/purchase/customer/section/1', null);
    const pages = await api.allPages(`/purchase/product-section/${section.id}?filters=PARTNER:1`);
    expect(pages[0].items).toHaveLength(10);
    const items = pages.flatMap((p) => p.items);
    expect(items).toHaveLength(pages[0].totalElements);
    expect(items.every((e) => e.customerProductSection?.id === section.id)).toBe(true);
  });

  it('filters by GROUP', async () => {
    const [section] = await api.json<Section[]>('/purchase/customer/section/1', null);
    const page = await api.json<ProductListPage>(`/purchase/product-section/${section.id}?filters=PARTNER:1,GROUP:1&size=100`);
    expect(page.items.every((e) => e.product.categoryId === 1)).toBe(true);
  });

  it("answers 404 for another partner's sector and 400 for a bad filter", async () => {
    const [partnerTwoSector] = await api.json<Section[]>('/purchase/customer/section/2', null);
    await api.error(`/purchase/product-section/${partnerTwoSector.id}`, 404, 'Setor não encontrado.');
    await api.error('/purchase/product-section/1?filters=PARTNER:x', 400, 'Filtro inválido.');
  });
});
