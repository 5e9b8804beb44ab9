// Brands, brand, category, family and favorites screens against the real API in-process.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Brand, Family } from '../../../../src/domain/entities/catalogue';
import { validateNamedIdSearch } from '../../../../src/app/route-search';
import { BrandsScreen } from '../../../../src/features/browse/brands-screen';
import { BrandScreen } from '../../../../src/features/browse/brand-screen';
import { CategoryScreen } from '../../../../src/features/browse/category-screen';
import { FamilyScreen } from '../../../../src/features/browse/family-screen';
import { FavoritesScreen } from '../../../../src/features/browse/favorites-screen';
import { userDb } from '../../../../src/db/user-db';
import { pullCatalogue } from '../../../../src/sync/pulls/catalogue';
import { refreshHome } from '../../../../src/sync/pulls/home';
import { commandRegistry } from '../../../../src/sync/commands/registry';
import { startFlusher } from '../../../../src/sync/engine/flusher';
import { useRealApi } from '../../support/real-api';
import { renderPartnerScreen } from '../../app/render-with-router';
import { P, deviceProducts, query, someFamily } from './fixtures';

const api = useRealApi();
const named = { validateSearch: validateNamedIdSearch };

beforeEach(async () => {
  await api.signIn();
  localStorage.setItem('partner', String(P));
});

async function withCatalogue() {
  await refreshHome(P);
  await pullCatalogue(P);
}

const articlesIn = async (name: string) => {
  const articles = () => within(screen.getByRole('list', { name })).getAllByRole('article');
  await waitFor(() => expect(articles().length).toBeGreaterThan(0), { timeout: 5000 });
  return articles();
};

describe('brands screen', () => {
  it("shows the partner's brands, each linking to its brand screen", async () => {
    const brands = await api.get<Brand[]>(`/products/brands/${P}`, P);
    await renderPartnerScreen(BrandsScreen, `/marcas?parceiro=${P}`);
    expect(await screen.findByRole('heading', { name: 'Marcas' })).toBeTruthy();
    const first = await screen.findByRole('link', { name: brands[0]!.name });
    const href = new URL(first.getAttribute('href')!, 'http://x');
    expect([href.pathname, href.searchParams.get('id'), href.searchParams.get('name')]).toEqual(['/marca', String(brands[0]!.id), brands[0]!.name]);
    expect(screen.getAllByRole('link')).toHaveLength(brands.length);
  });

  it('opens offline from what the last visit stored', async () => {
    const brands = await api.get<Brand[]>(`/products/brands/${P}`, P);
    const first = await renderPartnerScreen(BrandsScreen, `/marcas?parceiro=${P}`);
    await screen.findByRole('link', { name: brands[0]!.name });
    first.unmount();
    api.setOnline(false);
    await renderPartnerScreen(BrandsScreen, `/marcas?parceiro=${P}`);
    expect(await screen.findByRole('link', { name: brands[0]!.name })).toBeTruthy();
  });

  it('shows the offline screen when never visited and offline', async () => {
    api.setOnline(false);
    await renderPartnerScreen(BrandsScreen, `/marcas?parceiro=${P}`);
    expect(await screen.findByRole('heading', { name: 'Você está offline' })).toBeTruthy();
  });
});

describe('brand screen', () => {
  it("lists the brand's products from the device without asking the server for them", async () => {
    await withCatalogue();
    const brand = (await deviceProducts())[0]!.product.brand;
    const before = api.calls().length;
    await renderPartnerScreen(BrandScreen, `/marca?${query({ id: brand.id, name: brand.name })}`, named);
    expect(await screen.findByRole('heading', { name: brand.name })).toBeTruthy();
    for (const article of await articlesIn(`Produtos de ${brand.name}`)) expect(article.textContent).toContain(brand.name);
    expect(api.calls().slice(before).filter((call) => call.includes('/purchase/brand/'))).toEqual([]);
  });

  it('offers a tag per family of the brand; the chosen tag narrows the list and, chosen again, clears', async () => {
    await withCatalogue();
    const rows = await deviceProducts();
    const counts = new Map<number, Set<number>>();
    for (const row of rows) counts.set(row.product.brand.id, (counts.get(row.product.brand.id) ?? new Set()).add(row.product.family.id));
    const [brandId, families] = [...counts.entries()].sort((a, b) => b[1].size - a[1].size)[0]!;
    expect(families.size).toBeGreaterThan(1);
    const name = rows.find((row) => row.product.brand.id === brandId)!.product.brand.name;
    await renderPartnerScreen(BrandScreen, `/marca?${query({ id: brandId, name })}`, named);
    const all = (await articlesIn(`Produtos de ${name}`)).length;
    const tags = within(screen.getByRole('group', { name: 'Filtros' })).getAllByRole('button');
    expect(tags).toHaveLength(families.size);
    fireEvent.click(tags[0]!);
    expect(tags[0]!.getAttribute('aria-pressed')).toBe('true');
    for (const article of await articlesIn(`Produtos de ${name}`)) expect(article.textContent).toContain(tags[0]!.textContent);
    expect((await articlesIn(`Produtos de ${name}`)).length).toBeLessThan(all);
    fireEvent.click(tags[0]!);
    expect(tags[0]!.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(all));
  });

  it("before the catalogue is on the device, asks the server for the brand's pages and keeps them for an offline visit", async () => {
    api.fail(/^\/purchase\/catalogue\/changes$/, 404, 100); // not retried: nothing runs on into the next test
    const brand = (await api.get<Brand[]>(`/products/brands/${P}`, P))[0]!;
    const path = `/marca?${query({ id: brand.id, name: brand.name })}`;
    const first = await renderPartnerScreen(BrandScreen, path, named);
    await articlesIn(`Produtos de ${brand.name}`);
    expect(api.calls()).toContain(`GET /purchase/brand/${brand.id}`);
    first.unmount();
    api.setOnline(false);
    await renderPartnerScreen(BrandScreen, path, named);
    expect((await articlesIn(`Produtos de ${brand.name}`)).length).toBeGreaterThan(0);
  });
});

describe('category screen', () => {
  it("lists the category's families as the server does, each opening its products", async () => {
    await withCatalogue();
    const category = (await userDb().categories.where('partnerId').equals(P).first())!;
    const families = await api.get<Family[]>(`/products/departments/${category.id}/families?filter=`, P);
    await renderPartnerScreen(CategoryScreen, `/categoria/?${query({ id: category.id, name: category.name })}`, named);
    const list = await screen.findByRole('list', { name: category.name });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(families.map((family) => family.name));
    const href = new URL(links[0]!.getAttribute('href')!, 'http://x');
    expect([href.pathname, href.searchParams.get('id')]).toEqual(['/detalhes-categoria', String(families[0]!.id)]);
  });

  it('searches the families 1 s after typing stops, as the server matches them', async () => {
    await withCatalogue();
    const category = (await userDb().categories.where('partnerId').equals(P).first())!;
    const all = await api.get<Family[]>(`/products/departments/${category.id}/families?filter=`, P);
    const word = all[all.length - 1]!.name.split(' ')[0]!.slice(0, 3);
    const expected = await api.get<Family[]>(`/products/departments/${category.id}/families?filter=${encodeURIComponent(word)}`, P);
    expect(expected.length).toBeLessThan(all.length);
    await renderPartnerScreen(CategoryScreen, `/categoria/?${query({ id: category.id, name: category.name })}`, named);
    await screen.findByRole('list', { name: category.name });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar na categoria' }), { target: { value: word } });
    const shown = () => within(screen.getByRole('list', { name: category.name })).getAllByRole('link').map((link) => link.textContent);
    expect(shown()).toHaveLength(all.length);
    await waitFor(() => expect(shown()).toEqual(expected.map((family) => family.name)), { timeout: 3000 });
  });
});

describe('family screen', () => {
  it("lists the family's products", async () => {
    await withCatalogue();
    const family = await someFamily();
    await renderPartnerScreen(FamilyScreen, `/detalhes-categoria?${query({ id: family.id, name: family.name })}`, named);
    for (const article of await articlesIn(`Produtos de ${family.name}`)) expect(article.textContent).toContain(family.name);
  });
});

describe('favorites screen', () => {
  let stopFlusher = () => {};
  beforeEach(() => {
    stopFlusher = startFlusher(commandRegistry);
  });
  afterEach(() => stopFlusher());

  it('lists the favorite products and keeps one unfavorited here until the screen is left', async () => {
    await withCatalogue();
    const favorites = (await deviceProducts()).filter((row) => row.favorite);
    expect(favorites.length).toBeGreaterThan(0);
    await renderPartnerScreen(FavoritesScreen, `/favoritos?parceiro=${P}`);
    const [first] = await articlesIn('Produtos de Favoritos');
    const remove = within(first!).getByRole('button', { name: /dos favoritos$/ });
    fireEvent.click(remove);
    await waitFor(() => expect(api.calls().some((call) => call.startsWith('DELETE /products/favorites/'))).toBe(true));
    expect((await within(first!).findByRole('button', { name: /^Favoritar / }, { timeout: 5000 })).getAttribute('aria-pressed')).toBe('false');
  });
});
