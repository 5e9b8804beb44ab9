// The search screen against the real API in-process: the device's catalogue once pulled, the
// server's pages before, the chips and the remembered search.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ProductListPage } from '../../../../src/domain/entities/catalogue';
import { userDb } from '../../../../src/db/user-db';
import { validateSearchScreenSearch } from '../../../../src/app/route-search';
import { SearchScreen } from '../../../../src/features/search/search-screen';
import { useSearch, type SearchQuery } from '../../../../src/features/search/use-search';
import { queryWords } from '../../../../src/features/search/search-text';
import { readLastSearch } from '../../../../src/features/search/last-search';
import { catalogueMetaKey, pullCatalogue } from '../../../../src/sync/pulls/catalogue';
import { refreshHome } from '../../../../src/sync/pulls/home';
import { COMPANY, useRealApi } from '../../support/real-api';
import { renderPartnerScreen } from '../../app/render-with-router';

const api = useRealApi();
const P = 1;

beforeEach(async () => {
  await api.signIn();
  localStorage.setItem('partner', String(P));
});

const showSearch = (query = '') => renderPartnerScreen(SearchScreen, `/busca?parceiro=${P}${query}`, { validateSearch: validateSearchScreenSearch });

/** The family names of the cards shown, in order. */
const shownNames = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('search on the device', () => {
  beforeEach(async () => {
    await refreshHome(P);
    await pullCatalogue(P);
  });

  it('lists what the server would, in the server order, without asking it', async () => {
    const server = await api.get<ProductListPage>('/purchase/search?filter=arroz&page=0&size=10', P);
    api.sent.length = 0;
    await showSearch('&q=arroz');
    await screen.findByText(`${server.totalElements} produtos encontrados`);
    await waitFor(() => expect(shownNames().slice(0, 4)).toEqual(server.items.slice(0, 4).map((entry) => entry.product.family.name)));
    expect(api.calls().filter((call) => call.includes('/purchase/search'))).toEqual([]);
  });

  it('searches the typed text, accents and special characters ignored; a stale text is dropped', async () => {
    await showSearch('&q=cafe');
    await screen.findByText(/produtos? encontrados?/);
    const field = screen.getByRole('searchbox', { name: 'Buscar produtos' });
    fireEvent.change(field, { target: { value: 'arroz' } });
    fireEvent.change(field, { target: { value: 'FEIJÃO!!' } });
    expect((field as HTMLInputElement).value).toBe('FEIJÃO');
    await screen.findByText('12 produtos encontrados', {}, { timeout: 5000 });
    await waitFor(() => expect(shownNames().length).toBeGreaterThan(0));
    expect(shownNames().every((name) => /feij[aã]o/i.test(name ?? ''))).toBe(true);
  });

  it('with the whole catalogue on the device, measures a search from the key that typed it', async () => {
    const keyAt = performance.now() - 5;
    const { result } = renderHook(() => useSearch(P, { words: queryWords('arroz') }, { whole: true, keyAt }));
    await waitFor(() => expect(result.current.found?.startedAt).toBe(keyAt));
  });

  it('answers from the catalogue in memory while a changed catalogue is read again, then searches again', async () => {
    await showSearch('&q=arroz');
    const before = Number((await screen.findByText(/produtos encontrados/)).textContent!.split(' ')[0]);
    const db = userDb();
    const other = (await db.products.where('partnerId').equals(P).toArray()).find(
      (row) => !/arroz/i.test(row.product.family.name) && !row.product.brand.name.match(/arroz/i),
    )!;
    await db.products.put({ ...other, product: { ...other.product, family: { ...other.product.family, name: 'Arroz Recém-chegado' } } });
    const meta = (await db.meta.get(catalogueMetaKey(P)))!;
    await db.meta.put({ ...meta, value: { ...(meta.value as object), cursor: 'depois-da-mudanca' } });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'arro' } });
    expect(await screen.findByText(`${before + 1} produtos encontrados`, {}, { timeout: 5000 })).toBeTruthy();
  });

  it('says the product was not found, with the hint', async () => {
    await showSearch('&q=zzzzqqq');
    expect(await screen.findByText('Não foi possivel encontrar esse produto...')).toBeTruthy();
    expect(screen.getByText(/Confira se o nome foi digitado corretamente/)).toBeTruthy();
  });

  it('narrows by a category chip, and tapping it again clears it', async () => {
    const { router } = await showSearch('&q=arroz');
    const chips = () => within(screen.getByRole('group', { name: 'Categorias' })).getAllByRole('button');
    const total = Number((await screen.findByText(/produtos encontrados/)).textContent!.split(' ')[0]);
    fireEvent.click(chips()[0]!);
    await waitFor(() => expect(chips()[0]!.getAttribute('aria-pressed')).toBe('true'));
    expect(router.state.location.search).toMatchObject({ q: 'arroz', group: expect.any(Number) });
    fireEvent.click(screen.getAllByRole('button', { pressed: true })[0]!);
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('group'));
    expect(await screen.findByText(`${total} produtos encontrados`)).toBeTruthy();
  });

  it('remembers the last search of the user and opens with it', async () => {
    const first = await showSearch('&q=arroz');
    await screen.findByText(/produtos encontrados/);
    expect(readLastSearch(COMPANY.username)).toEqual({ q: 'arroz', group: undefined });
    first.unmount();
    const { router } = await showSearch();
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'arroz' }));
    await waitFor(() => expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('arroz'));
  });

  it('pages by 10', async () => {
    const { result } = renderHook(() => useSearch(P, { words: queryWords('arroz') }, { whole: true }));
    await waitFor(() => expect(result.current.products).toHaveLength(10));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.products).toHaveLength(20));
  });

  it('a search prepared while the text waited answers its own query only: a category chosen meanwhile is searched afresh', async () => {
    const arroz: SearchQuery = { words: queryWords('arroz') };
    const { result, rerender } = renderHook(({ query }: { query: SearchQuery }) => useSearch(P, query, { whole: true }), {
      initialProps: { query: { words: queryWords('feijao') } as SearchQuery },
    });
    await waitFor(() => expect(result.current.found).toBeDefined());
    const { result: all } = renderHook(() => useSearch(P, arroz, { whole: true }));
    await waitFor(() => expect(all.current.found).toBeDefined());
    const group = all.current.found!.categories[0]!.id;
    const inGroup = new Set((await userDb().products.where('categoryId').equals(group).toArray()).map((row) => row.id));

    act(() => result.current.prepare(arroz));
    rerender({ query: { ...arroz, group } });
    await waitFor(() => expect(result.current.found?.total).toBeLessThan(all.current.found!.total));
    expect(result.current.products!.every((row) => inGroup.has(row.id))).toBe(true);
  });

  it('a search prepared ahead, once its text is committed, lists what the server would', async () => {
    const { result, rerender } = renderHook(({ query }: { query: SearchQuery }) => useSearch(P, query, { whole: true }), { initialProps: { query: { words: queryWords('feijao') } as SearchQuery } });
    await waitFor(() => expect(result.current.found).toBeDefined());
    const arroz = { words: queryWords('arroz') };
    act(() => result.current.prepare(arroz));
    rerender({ query: arroz });
    const server = await api.get<ProductListPage>('/purchase/search?filter=arroz&page=0&size=10', P);
    await waitFor(() => expect(result.current.products?.map((row) => row.product.family.name)).toEqual(server.items.map((entry) => entry.product.family.name)));
  });
});

describe('search before the catalogue is on the device', () => {
  it('keeps the 650 ms pause: a typed text goes to the server only once the pause ends', async () => {
    const { router } = await showSearch();
    api.sent.length = 0;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar produtos' }), { target: { value: 'arroz' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.sent.filter((request) => request.path === '/purchase/search')).toEqual([]);
    await screen.findByText(/produtos encontrados/, {}, { timeout: 5000 });
    expect(router.state.location.search).toMatchObject({ q: 'arroz' });
  });

  it('asks the server, page by page, and stores what it answered', async () => {
    await showSearch('&q=arroz');
    await screen.findByText(/produtos encontrados/, {}, { timeout: 5000 });
    // The list may already have asked for the next page (its end is in view in jsdom): pages come in order, 10 each.
    const searches = api.sent.filter((request) => request.path === '/purchase/search');
    expect(searches.map((request) => [request.search.get('filter'), request.search.get('page'), request.search.get('size')])).toEqual(
      searches.map((_, page) => ['arroz', String(page), '10']),
    );
    await waitFor(async () => expect(await userDb().products.where('partnerId').equals(P).count()).toBe(10 * searches.length));
  });
});

describe('search screen ways out', () => {
  it("has a back button ('Voltar'): opened directly, it goes to the home", async () => {
    const { router } = await showSearch('&q=arroz');
    expect(screen.getByRole('heading', { level: 1, name: 'Buscar' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
