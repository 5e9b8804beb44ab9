// The product detail, its similar products and the product purchase history against the real
// API in-process: what the screens show is what the server answers, kept for offline reopening.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductEntry, ProductHistory, ProductListPage } from '../../../../src/domain/entities/catalogue';
import { userDb } from '../../../../src/db/user-db';
import { storeProducts } from '../../../../src/sync/pulls/catalogue-store';
import { ProductDetailScreen, SimilarProductsScreen } from '../../../../src/features/product/product-detail-screen';
import { ProductHistoryScreen } from '../../../../src/features/product/product-history-screen';
import { cutProductTitle } from '../../../../src/domain/product-title';
import { useRealApi } from '../../support/real-api';
import { renderPartnerScreen } from '../../app/render-with-router';

const api = useRealApi();
const P = 1;
const SLOW = { timeout: 10_000 };

beforeEach(async () => {
  await api.signIn();
  localStorage.setItem('partner', String(P));
});

const showDetail = (productId: number) =>
  renderPartnerScreen(ProductDetailScreen, `/produto/${productId}?parceiro=${P}`, { routePath: '/produto/$id', context: { productId } });
const showSimilar = (productId: number) =>
  renderPartnerScreen(SimilarProductsScreen, `/produto/similares/${productId}?parceiro=${P}`, {
    routePath: '/produto/similares/$id',
    context: { productId },
  });
const showHistory = (productId: number) =>
  renderPartnerScreen(ProductHistoryScreen, `/historico/${productId}?parceiro=${P}`, { routePath: '/historico/$id', context: { productId } });

/** A product the company bought before (the purchase-history lane's first). */
async function boughtProduct(): Promise<ProductEntry> {
  const page = await api.get<ProductListPage>('/purchase/types/LAST_PURCHASES?page=0&size=13', P);
  return page.items.find((entry) => entry.hasHistoric)!;
}

/** A product whose latest purchase was of boxes of more than one unit (the tenfold the rows once hid). */
async function boughtInBoxes() {
  const page = await api.get<ProductListPage>('/purchase/types/LAST_PURCHASES?page=0&size=13', P);
  for (const entry of page.items.filter((e) => e.hasHistoric && e.product.salesUnit === 'UN')) {
    const history = await api.get<ProductHistory>(`/purchase/product/${entry.product.id}/history?page=0`, P);
    const purchase = history.history[0]!;
    const pkg = entry.product.packages.find((p) => p.id === purchase.productPackageId);
    if (pkg?.packageType === 'BOX' && pkg.unities > 1) return { entry, purchase, pkg };
  }
  throw new Error('no purchase of boxes in the seed');
}

describe('product detail', () => {
  it("shows the product on the 'Produto' tab with its title cut as the spec says", async () => {
    const { product } = await boughtProduct();
    await showDetail(product.id);
    expect(await screen.findByRole('heading', { level: 2, name: product.family.name }, SLOW)).toBeTruthy();
    const title = cutProductTitle(product.family.name, false, product.showAdditionalInfo);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    const tabs = screen.getByRole('navigation', { name: 'Produto e similares' });
    expect(within(tabs).getByRole('link', { name: 'Produto' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Similares' }).getAttribute('href')).toBe(`/produto/similares/${product.id}?parceiro=${P}`);
  });

  it('returns home when the product does not load', async () => {
    const { router } = await showDetail(999_999);
    await screen.findByText('outra tela', undefined, SLOW);
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toEqual({ parceiro: P });
  });

  it('reopens offline from the device after one visit', async () => {
    const { product } = await boughtProduct();
    const first = await showDetail(product.id);
    await screen.findByRole('heading', { level: 2, name: product.family.name }, SLOW);
    first.unmount();
    api.setOnline(false);
    await showDetail(product.id);
    expect(await screen.findByRole('heading', { level: 2, name: product.family.name })).toBeTruthy();
  });

  it("lists similar products 5 at a time on the 'Similares' tab", async () => {
    const { product } = await boughtProduct();
    const expected = await api.get<ProductListPage>(`/purchase/product/${product.id}/others?page=0&size=5`, P);
    await showSimilar(product.id);
    const list = (await screen.findAllByRole('article', undefined, SLOW))[0]!.closest('ul')!;
    expect(within(list).getAllByRole('article')).toHaveLength(expected.items.length);
    expect(within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(expected.items.map((e) => e.product.family.name));
    expect(screen.getByRole('link', { name: 'Similares' }).getAttribute('aria-current')).toBe('page');
    if (expected.lastPage) return;
    fireEvent.click(screen.getByRole('button', { name: 'Ver mais similares' }));
    await waitFor(() => expect(within(list).getAllByRole('article').length).toBeGreaterThan(5), SLOW);
  });
});

describe('product purchase history', () => {
  it("names the package each purchase counted ('8 caixas de 10 UN'); a tap says what it put in the cart, with undo", async () => {
    const { entry, purchase, pkg } = await boughtInBoxes();
    await storeProducts(userDb(), P, [entry]);
    await showHistory(entry.product.id);
    expect(screen.getByRole('heading', { level: 1, name: 'Histórico de compra' })).toBeTruthy();
    const date = purchase.date.slice(0, 10).split('-').reverse().join('/');
    const boxes = `${purchase.quantity} ${purchase.quantity === 1 ? 'caixa' : 'caixas'} de ${pkg.unities} UN`;
    const row = await screen.findByRole('button', { name: `${date}: ${boxes}. Pôr no carrinho` }, SLOW);
    expect(within(row).getByText(boxes)).toBeTruthy();
    // Above the list, the 12 months' chart with its table for screen readers.
    expect(screen.getByRole('table', { name: 'Quantidade comprada por mês, últimos 12 meses' })).toBeTruthy();
    fireEvent.click(row);
    const said = await screen.findByText(`No carrinho: ${boxes} (${purchase.quantity * pkg.unities} UN).`);
    expect(row.closest('li')!.contains(said)).toBe(true);
    await waitFor(async () => {
      const item = await userDb().cartItems.get([P, entry.product.id]);
      expect(item && { quantity: item.quantity, productPackageId: item.productPackageId }).toEqual({
        quantity: purchase.quantity,
        productPackageId: pkg.id,
      });
    });
    fireEvent.click(within(row.closest('li')!).getByRole('button', { name: 'Desfazer' }));
    await waitFor(async () => expect(await userDb().cartItems.get([P, entry.product.id])).toBeUndefined());
    expect(screen.queryByText(/^No carrinho: /)).toBeNull();
  });

  it('reopens offline from the device after one visit', async () => {
    const { product } = await boughtProduct();
    const first = await showHistory(product.id);
    const rows = await screen.findAllByRole('button', { name: /Pôr no carrinho$/ }, SLOW);
    first.unmount();
    api.setOnline(false);
    await showHistory(product.id);
    expect(await screen.findAllByRole('button', { name: /Pôr no carrinho$/ })).toHaveLength(rows.length);
  });
});

describe('the detail title', () => {
  const name = 'Biscoito Recheado Chocolate Branco com Morango e Baunilha Tradicional Pacote Família Econômica';
  it('cuts at 75 characters above 900 px', () => {
    expect(cutProductTitle(name, true, true)).toBe(`${name.slice(0, 75).trimEnd()}...`);
  });
  it('cuts at 26 with additional info and 28 without on a phone', () => {
    expect(cutProductTitle(name, false, true)).toBe(`${name.slice(0, 26).trimEnd()}...`);
    expect(cutProductTitle(name, false, false)).toBe(`${name.slice(0, 28).trimEnd()}...`);
    expect(cutProductTitle('Arroz', false, true)).toBe('Arroz');
  });
});
