import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

vi.mock('../../../../src/sync/pulls/home', () => ({ refreshHome: vi.fn(async () => undefined) }));
vi.mock('../../../../src/sync/pulls/catalogue', () => ({ pullCatalogue: vi.fn(async () => undefined) }));
vi.mock('../../../../src/sync/pulls/cart', () => ({ refreshCart: vi.fn(async () => undefined) }));
vi.mock('../../../../src/sync/commands/cart-item', () => ({ setCartQuantity: vi.fn(async () => undefined) }));
vi.mock('../../../../src/sync/engine/flusher', () => ({ flushNow: vi.fn(async () => undefined) }));
vi.mock('../../../../src/sync/commands/favorite', () => ({ toggleFavorite: vi.fn(async () => undefined) }));

const { HomeScreen } = await import('../../../../src/features/catalogue/home-screen');
const { renderPartnerScreen } = await import('../../app/render-with-router');
const refresh = { ...(await import('../../../../src/sync/pulls/home')), ...(await import('../../../../src/sync/pulls/catalogue')) };
const { PARTNER_ID, freshDb, makeEntry, makeProduct } = await import('./fixtures');

type Db = Awaited<ReturnType<typeof freshDb>>;
const showHome = () => renderPartnerScreen(HomeScreen, `/?parceiro=${PARTNER_ID}`);
let db: Db;

const cart = (outdatedRegistration: boolean) => ({
  id: 9, partnerId: PARTNER_ID, status: 'OPEN' as const, issues: [], orderNumber: null, outdatedRegistration, fetchedAt: 0,
});

function list(listType: 'LAST_PURCHASES' | 'SUGGESTIONS' | 'PROMOTIONS' | 'FEFO', productIds: number[]) {
  return {
    partnerId: PARTNER_ID, listType, ordination: 'RELEVANCE' as const, productIds,
    lastPage: true, totalPages: 1, totalElements: productIds.length, filters: [], fetchedAt: 0,
  };
}

beforeEach(async () => {
  vi.clearAllMocks();
  localStorage.clear();
  db = await freshDb();
  await db.partners.put({ id: PARTNER_ID, name: 'Distribuidora_São_Jorge', urlImage: '', urlCatalog: '', servesCustomer: true });
});

describe('HomeScreen', () => {
  it('names the partner with spaces for underscores and refreshes in the background', async () => {
    await showHome();
    expect(await screen.findByText('Você está em Distribuidora São Jorge')).toBeTruthy();
    expect(refresh.refreshHome).toHaveBeenCalledWith(PARTNER_ID);
    expect(refresh.pullCatalogue).toHaveBeenCalledWith(PARTNER_ID);
  });

  it('has exactly one level-one heading, also before the partner is known', async () => {
    await db.partners.clear();
    await showHome();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Início\u00a0']);
    await db.partners.put({ id: PARTNER_ID, name: 'Distribuidora_São_Jorge', urlImage: '', urlCatalog: '', servesCustomer: true });
    await screen.findByRole('heading', { level: 1, name: 'Você está em Distribuidora São Jorge' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('links the tab bar to the four lane anchors', async () => {
    await showHome();
    const nav = screen.getByRole('navigation', { name: 'Listas de produtos' });
    const tabs = within(nav).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Histórico', '#history'],
      ['Sugestões', '#suggestions'],
      ['Ofertas', '#promotions'],
      ['Datas Curtas', '#datas-curtas'],
    ]);
    for (const id of ['history', 'suggestions', 'promotions', 'datas-curtas']) {
      expect(document.getElementById(id)).not.toBeNull();
    }
  });

  it('shows lane products from the database, hiding cards without the required fields', async () => {
    await db.products.bulkPut([
      makeEntry(makeProduct(1)),
      makeEntry(makeProduct(2, { code: ' ' })),
      makeEntry(makeProduct(3, { price: { price: 0, salesPrice: 0, promotions: [] } })),
      makeEntry(makeProduct(4, { isFefo: true })),
    ]);
    await db.lists.bulkPut([list('LAST_PURCHASES', [1, 2, 3]), list('SUGGESTIONS', []), list('FEFO', [4])]);
    await showHome();
    const history = await screen.findByRole('region', { name: 'Histórico' });
    expect(await within(history).findByRole('heading', { name: 'Arroz Tipo 1' })).toBeTruthy();
    expect(within(history).queryByRole('heading', { name: 'Arroz Tipo 2' })).toBeNull();
    expect(within(history).queryByRole('heading', { name: 'Arroz Tipo 3' })).toBeNull();
    const suggestions = screen.getByRole('region', { name: 'Sugestões' });
    expect(within(suggestions).getByText('Nenhuma sugestão por enquanto.')).toBeTruthy();
    const promotions = screen.getByRole('region', { name: 'Ofertas' });
    expect(within(promotions).getByRole('status', { name: 'Carregando produtos' })).toBeTruthy();
    const fefo = screen.getByRole('region', { name: 'Datas Curtas' });
    expect(await within(fefo).findByText('DATA CURTA')).toBeTruthy();
  });

  it('sorts the history by relevance by default and alphabetically on request, remembered', async () => {
    await db.products.bulkPut([
      makeEntry(makeProduct(1, { family: { id: 1, name: 'Feijão' } })),
      makeEntry(makeProduct(2, { family: { id: 2, name: 'Açúcar' } })),
    ]);
    await db.lists.put(list('LAST_PURCHASES', [1, 2]));
    await showHome();
    const history = await screen.findByRole('region', { name: 'Histórico' });
    await within(history).findByRole('heading', { name: 'Feijão' });
    const sort = within(history).getByRole('combobox', { name: 'Ordenar histórico' }) as HTMLSelectElement;
    expect(sort.selectedOptions[0].textContent).toBe('Relevância');
    const names = () => within(history).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names()).toEqual(['Feijão', 'Açúcar']);
    fireEvent.change(sort, { target: { value: 'ALPHABETICAL' } });
    expect(localStorage.getItem('historyOrdering')).toBe('1');
    await within(history).findByRole('combobox', { name: 'Ordenar histórico' });
    await vi.waitFor(() => expect(names()).toEqual(['Açúcar', 'Feijão']));
  });

  it('remembers the card size choice, small by default', async () => {
    await showHome();
    fireEvent.click(screen.getByRole('button', { name: 'Cards grandes' }));
    expect(localStorage.getItem('cardViewMode')).toBe('large');
  });

  it('names the card size it switches to, visibly and in its accessible name', async () => {
    await showHome();
    const toggle = screen.getByRole('button', { name: 'Cards grandes' });
    expect(toggle.textContent).toBe('Cards grandes');
    expect(toggle.hasAttribute('aria-pressed')).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.textContent).toBe('Cards pequenos');
    expect(screen.getByRole('button', { name: 'Cards pequenos' })).toBe(toggle);
    fireEvent.click(toggle);
    expect(localStorage.getItem('cardViewMode')).toBe('small');
    expect(toggle.textContent).toBe('Cards grandes');
  });

  it('names a banner without a headline by its position', async () => {
    await db.banners.put({ partnerId: PARTNER_ID, id: 1, url: '/media/banners/1.svg', destinationLink: '' });
    await showHome();
    expect(await screen.findByRole('group', { name: 'Banner 1 de 1' })).toBeTruthy();
  });

  it('shows banners with accessible controls and category cards', async () => {
    await db.banners.bulkPut([
      { partnerId: PARTNER_ID, id: 1, url: '/media/banners/1.svg', destinationLink: '/busca?q=arroz', headline: 'Arroz com 10% off' },
      { partnerId: PARTNER_ID, id: 2, url: '/media/banners/2.mp4', destinationLink: 'https://example.com', headline: 'Bebidas geladas' },
    ]);
    await db.categories.put({ partnerId: PARTNER_ID, id: 3, name: 'Mercearia', mediaUrl: '/media/categories/3.svg' });
    await showHome();
    const first = await screen.findByRole('link', { name: 'Arroz com 10% off' });
    expect(first.getAttribute('href')).toBe('/busca?q=arroz');
    expect(screen.getByRole('button', { name: 'Próximo banner' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ir para o banner 2' }).getAttribute('aria-current')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo banner' }));
    expect(screen.getByRole('button', { name: 'Ir para o banner 2' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Bebidas geladas', hidden: true }).getAttribute('href')).toBe('https://example.com');
    const category = screen.getByRole('link', { name: 'Mercearia' });
    // it carries the partner: a partner switched in another tab cannot redirect the tap
    expect(category.getAttribute('href')).toBe(`/categoria/?parceiro=${PARTNER_ID}&id=3&name=Mercearia`);
  });

  it('asks an outdated registration to update, with a WhatsApp contact link', async () => {
    await db.carts.put(cart(true));
    await showHome();
    const banner = await screen.findByRole('complementary', { name: 'Seu cadastro precisa ser atualizado.' });
    expect(within(banner).getByRole('link', { name: 'Fale conosco' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/);
  });

  it('takes the registration banner away once the registration is up to date', async () => {
    await db.carts.put(cart(true));
    await showHome();
    await screen.findByText('Seu cadastro precisa ser atualizado.');
    await db.carts.put(cart(false));
    await waitFor(() => expect(screen.queryByText('Seu cadastro precisa ser atualizado.')).toBeNull());
  });
});
