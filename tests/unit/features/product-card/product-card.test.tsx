import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';

vi.mock('../../../../src/sync/commands/user-commands', () => ({
  setCartQuantity: vi.fn(async () => undefined),
  toggleFavorite: vi.fn(async () => undefined),
  flushNow: vi.fn(async () => undefined),
  startSync: vi.fn(),
}));

const { ProductCard } = await import('../../../../src/features/product-card/product-card');
const { ToastHost } = await import('../../../../src/ui/toast');
const commands = await import('../../../../src/sync/commands/user-commands');
// The card's calls run once the commands' chunk is in: awaited after them, every one has run.
const { loadCommands } = await import('../../../../src/sync/commands/load-commands');
const { PARTNER_ID, freshDb, makeEntry, makeProduct } = await import('../catalogue/fixtures');

type Db = Awaited<ReturnType<typeof freshDb>>;
let db: Db;

beforeEach(async () => {
  vi.clearAllMocks();
  db = await freshDb();
});

const addButton = (family: string) => screen.getByRole('button', { name: `Adicionar ${family} ao carrinho` });

describe('ProductCard', () => {
  it('shows the product fields, a brand link and the DATA CURTA label', () => {
    const product = makeProduct(1, { isFefo: true, validity: '30/06/2026' });
    render(<ProductCard partnerId={PARTNER_ID} entry={makeEntry(product)} size="small" />);
    expect(screen.getByRole('heading', { name: 'Arroz Tipo 1' })).toBeTruthy();
    expect(screen.getByText('Cód. P1')).toBeTruthy();
    expect(screen.getByText('Validade: 30/06/2026')).toBeTruthy();
    expect(screen.getByText('DATA CURTA')).toBeTruthy();
    const brand = screen.getByRole('link', { name: 'Tio João' });
    // it carries the card's partner: a partner switched in another tab cannot redirect the tap
    expect(brand.getAttribute('href')).toBe(`/marca?parceiro=${PARTNER_ID}&id=7&name=Tio+Jo%C3%A3o`);
  });

  it("names the package the last purchase counted: 'Última compra: 8 caixas de 12 em …'", () => {
    const product = makeProduct(5);
    const lastOrder = { quantity: 8, packaging: 'CX 12', date: '2026-03-12', unitType: 'UN' };
    render(<ProductCard partnerId={PARTNER_ID} entry={makeEntry(product, { hasHistoric: true, lastOrder })} size="small" />);
    expect(screen.getByText('Última compra: 8 caixas de 12 em 12/03/2026')).toBeTruthy();
  });

  it('adds the chosen quantity and packaging to the cart', async () => {
    const product = makeProduct(2);
    render(<ProductCard partnerId={PARTNER_ID} entry={makeEntry(product)} size="small" />);
    fireEvent.click(screen.getByRole('button', { name: 'UN' }));
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar uma unidade de Arroz Tipo 2' }));
    fireEvent.click(addButton('Arroz Tipo 2'));
    await loadCommands();
    expect(commands.setCartQuantity).toHaveBeenCalledWith(PARTNER_ID, 2, 2, 22);
  });

  it('disables the add button at 0', () => {
    const product = makeProduct(3);
    render(<ProductCard partnerId={PARTNER_ID} entry={makeEntry(product)} size="small" />);
    expect(addButton('Arroz Tipo 3').hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Remover uma caixa de Arroz Tipo 3' }));
    expect(addButton('Arroz Tipo 3').hasAttribute('disabled')).toBe(true);
  });

  it('says no packaging is selected when the product offers none', async () => {
    const product = makeProduct(4, { packages: [] });
    render(
      <>
        <ProductCard partnerId={PARTNER_ID} entry={makeEntry(product)} size="small" />
        <ToastHost />
      </>,
    );
    fireEvent.click(addButton('Arroz Tipo 4'));
    expect(screen.getByText('Não há embalagem selecionada...')).toBeTruthy();
    await loadCommands();
    expect(commands.setCartQuantity).not.toHaveBeenCalled();
  });

  it('sends every change of an item in the cart, and a packaging change', async () => {
    const product = makeProduct(5);
    await db.cartItems.put({ partnerId: PARTNER_ID, productId: 5, quantity: 3, price: 10, productPackageId: 51, issues: [] });
    render(<ProductCard partnerId={PARTNER_ID} entry={makeEntry(product)} size="small" />);
    await screen.findByText('No carrinho');
    expect((screen.getByRole('textbox', { name: 'Quantidade de Arroz Tipo 5' }) as HTMLInputElement).value).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar uma caixa de Arroz Tipo 5' }));
    await loadCommands();
    expect(commands.setCartQuantity).toHaveBeenLastCalledWith(PARTNER_ID, 5, 4, 51);
    fireEvent.click(screen.getByRole('button', { name: 'UN' }));
    await loadCommands();
    expect(commands.setCartQuantity).toHaveBeenLastCalledWith(PARTNER_ID, 5, 3, 52);
    fireEvent.blur(screen.getByRole('textbox', { name: 'Quantidade de Arroz Tipo 5' }));
    await loadCommands();
    expect(commands.flushNow).toHaveBeenCalled();
  });

  it('prices the quantity at the matching promotion tier', async () => {
    const product = makeProduct(6, {
      price: { price: 12, salesPrice: 10, promotions: [{ minQuantity: 24, maxQuantity: 999, price: 8.5 }] },
    });
    await db.cartItems.put({ partnerId: PARTNER_ID, productId: 6, quantity: 2, price: 8.5, productPackageId: 61, issues: [] });
    render(<ProductCard partnerId={PARTNER_ID} entry={makeEntry(product)} size="small" />);
    await screen.findByText('No carrinho');
    expect(screen.getByText('R$ 8,50/UN a partir de 24 UN')).toBeTruthy();
    // 2 boxes of 12 = 24 units: the tier applies.
    expect(screen.getByText('R$ 8,50/UN')).toBeTruthy();
    expect(screen.getByText(/Total: R\$ 204,00/)).toBeTruthy();
    expect(screen.getByText(/24 unidades/)).toBeTruthy();
  });

  it('toggles the favorite with a pressed state', async () => {
    const product = makeProduct(7);
    const { rerender } = render(<ProductCard partnerId={PARTNER_ID} entry={makeEntry(product)} size="small" />);
    const button = screen.getByRole('button', { name: 'Favoritar Arroz Tipo 7' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await loadCommands();
    expect(commands.toggleFavorite).toHaveBeenCalledWith(PARTNER_ID, 7);
    rerender(<ProductCard partnerId={PARTNER_ID} entry={makeEntry(product, { favorite: true })} size="small" />);
    expect(screen.getByRole('button', { name: 'Remover Arroz Tipo 7 dos favoritos' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('maximizes the card of an item with an IMPEDITIVE issue', async () => {
    const product = makeProduct(8);
    await db.cartItems.put({
      partnerId: PARTNER_ID, productId: 8, quantity: 1, price: 10, productPackageId: 81,
      issues: [{ type: 'IMPEDITIVE', description: '<b>Produto indisponível</b>' }],
    });
    render(<ProductCard partnerId={PARTNER_ID} entry={makeEntry(product)} size="small" />);
    await screen.findByText('Produto indisponível');
    // Characteristics appear only on the maximized card.
    await waitFor(() => expect(screen.getByText('Branco · 5 kg')).toBeTruthy());
  });

  it('asks to confirm the preselected package of a product with several, and adds only on Confirmar', async () => {
    const product = makeProduct(10);
    render(<ProductCard partnerId={PARTNER_ID} entry={makeEntry(product)} size="small" />);
    fireEvent.click(addButton('Arroz Tipo 10'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirme a embalagem selecionada:' });
    expect(within(dialog).getByText('CX 12 · Caixa com 12')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog', { name: 'Confirme a embalagem selecionada:' })).toBeNull();
    await loadCommands();
    expect(commands.setCartQuantity).not.toHaveBeenCalled();

    fireEvent.click(addButton('Arroz Tipo 10'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    await loadCommands();
    expect(commands.setCartQuantity).toHaveBeenCalledWith(PARTNER_ID, 10, 1, 101);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adds at once when the product has one package', async () => {
    const product = makeProduct(11);
    render(<ProductCard partnerId={PARTNER_ID} entry={makeEntry({ ...product, packages: product.packages.slice(0, 1) })} size="small" />);
    fireEvent.click(addButton('Arroz Tipo 11'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await loadCommands();
    expect(commands.setCartQuantity).toHaveBeenCalledWith(PARTNER_ID, 11, 1, 111);
  });

  it.each([
    [{ status: 'LOCKED' as const, outdatedRegistration: false }, 'Seu carrinho está bloqueado para alterações.'],
    [{ status: 'LOCKED' as const, outdatedRegistration: true }, 'Seu cadastro precisa ser atualizado para realizar compras.'],
  ])('disables every purchase control of a read-only cart (%j), saying why', async (restriction, why) => {
    await db.carts.put({ id: 1, partnerId: PARTNER_ID, issues: [], orderNumber: null, fetchedAt: 0, ...restriction });
    const product = makeProduct(12);
    render(<ProductCard partnerId={PARTNER_ID} entry={makeEntry(product)} size="small" />);
    await waitFor(() => expect(addButton('Arroz Tipo 12').hasAttribute('disabled')).toBe(true));
    const describedBy = addButton('Arroz Tipo 12').getAttribute('aria-describedby');
    expect(document.getElementById(describedBy ?? '')?.textContent).toBe(why);
    expect(addButton('Arroz Tipo 12').getAttribute('title')).toBe(why);
    expect(screen.getByRole('textbox', { name: 'Quantidade de Arroz Tipo 12' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Adicionar uma caixa de Arroz Tipo 12' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'UN' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(addButton('Arroz Tipo 12'));
    await loadCommands();
    expect(commands.setCartQuantity).not.toHaveBeenCalled();
  });

  it("shows 'Erro' for an unknown card mode", () => {
    render(<ProductCard partnerId={PARTNER_ID} entry={makeEntry(makeProduct(9))} size={null} />);
    expect(screen.getByText('Erro')).toBeTruthy();
  });
});
