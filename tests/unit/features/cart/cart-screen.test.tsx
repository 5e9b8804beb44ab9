import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Issue } from '../../../../src/domain/entities/cart';
import type { CheckoutSnapshot } from '../../../../src/sync/pulls/checkout-snapshot';

vi.mock('../../../../src/sync/pulls/cart', () => ({ refreshCart: vi.fn(async () => undefined) }));
vi.mock('../../../../src/sync/pulls/catalogue', () => ({ pullCatalogue: vi.fn(async () => undefined) }));
vi.mock('../../../../src/sync/commands/cart-item', () => ({ setCartQuantity: vi.fn(async () => undefined) }));
vi.mock('../../../../src/sync/engine/flusher', () => ({ flushNow: vi.fn(async () => undefined) }));
vi.mock('../../../../src/sync/commands/favorite', () => ({ toggleFavorite: vi.fn(async () => undefined) }));
vi.mock('../../../../src/sync/actions/orders', () => ({ discardCartChanges: vi.fn(async () => undefined) }));

const { CartScreen } = await import('../../../../src/features/cart/cart-screen');
const orders = await import('../../../../src/sync/actions/orders');
const { renderPartnerScreen } = await import('../../app/render-with-router');
const { PARTNER_ID, freshDb, makeEntry, makeProduct } = await import('../catalogue/fixtures');

type Db = Awaited<ReturnType<typeof freshDb>>;

/** The conditions a checkout opened online leaves on the device (sync/pulls/checkout-snapshot.ts). */
const keptCheckout: CheckoutSnapshot = {
  conditions: { paymentPlans: [{ id: 1, description: 'Boleto 28 dias', parcels: 1 }], deliveryDates: ['2099-01-02'], displayCoupon: true },
  addresses: [],
  choices: { paymentPlan: 1, alternativeAddress: null, deliveryDate: null, purchaseOrder: '', observations: '' },
  savedAt: 0,
};
let db: Db;

interface CartSetup {
  orderNumber?: string | null;
  status?: 'OPEN' | 'LOCKED';
  outdatedRegistration?: boolean;
  issues?: Issue[];
  items?: Array<{ productId: number; quantity: number; issues?: Issue[] }>;
}

async function storeCart({ orderNumber = null, status = 'OPEN', outdatedRegistration = false, issues = [], items = [] }: CartSetup) {
  await db.carts.put({ id: 9, partnerId: PARTNER_ID, status, issues, orderNumber, outdatedRegistration, fetchedAt: 0 });
  for (const item of items) {
    await db.products.put(makeEntry(makeProduct(item.productId)));
    await db.cartItems.put({
      partnerId: PARTNER_ID, productId: item.productId, quantity: item.quantity,
      productPackageId: 10 * item.productId + 1, price: 10, issues: item.issues ?? [],
    });
  }
}

const renderCart = () =>
  renderPartnerScreen(CartScreen, `/carrinho?parceiro=${PARTNER_ID}`);

beforeEach(async () => {
  vi.clearAllMocks();
  localStorage.clear();
  db = await freshDb();
});

describe('CartScreen', () => {
  it('titles the cart, shows its items and an estimated total, and goes to the review', async () => {
    await storeCart({ items: [{ productId: 1, quantity: 2 }] });
    const { router } = await renderCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Carrinho' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Arroz Tipo 1' })).toBeTruthy();
    // 2 boxes of 12 units at R$ 10 per unit (the line's total), and the delivery fee of an order under R$ 300,00
    expect(screen.getByText('R$ 240,00')).toBeTruthy();
    expect(screen.getByText('R$ 255,00')).toBeTruthy();
    expect(screen.getByText(/^Itens: R\$ 240,00 · Taxa de entrega: R\$ 15,00 · /)).toBeTruthy();
    expect(screen.getByText(/Total estimado/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'CANCELAR ALTERAÇÕES' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'REVISAR PEDIDO' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/finalizar-pedido'));
    expect(router.state.location.search).toEqual({ parceiro: PARTNER_ID });
  });

  it("goes 'back' to the previous screen, and to the partner's home when opened directly", async () => {
    await storeCart({});
    const { router } = await renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await vi.waitFor(() => expect(router.state.location.href).toBe(`/?parceiro=${PARTNER_ID}`));
  });

  it('names the order being edited and discards the changes with the spec text', async () => {
    await storeCart({ orderNumber: '1042', items: [{ productId: 1, quantity: 1 }] });
    await renderCart();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alterando pedido n° 1042' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'REVISAR ALTERAÇÕES' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'CANCELAR ALTERAÇÕES' }));
    const confirm = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    expect(orders.discardCartChanges).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Descartar alterações' }));
    expect(await screen.findByText('Suas alterações foram descartadas.')).toBeTruthy();
    expect(orders.discardCartChanges).toHaveBeenCalledWith(PARTNER_ID);
  });

  it('disables the review while any item issue is IMPEDITIVE, not for warnings', async () => {
    await storeCart({
      items: [
        { productId: 1, quantity: 1, issues: [{ type: 'WARNING', description: 'Preço alterado' }] },
        { productId: 2, quantity: 1, issues: [{ type: 'IMPEDITIVE', description: 'Produto <b>sem estoque</b>' }] },
      ],
    });
    await renderCart();
    await screen.findByText('sem estoque', { exact: false });
    expect(screen.getByRole('button', { name: 'REVISAR PEDIDO' }).hasAttribute('disabled')).toBe(true);
    await db.cartItems.update([PARTNER_ID, 2], { issues: [] });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'REVISAR PEDIDO' }).hasAttribute('disabled')).toBe(false));
  });

  it('says offline, before the checkout was ever opened online, that the review needs the internet, still letting the user go there', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await storeCart({ items: [{ productId: 1, quantity: 1 }] });
    await renderCart();
    expect(await screen.findByText('A revisão do pedido precisa de internet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'REVISAR PEDIDO' }).hasAttribute('disabled')).toBe(false);
    vi.restoreAllMocks();
  });

  it("says offline, with the checkout's conditions on the device, that the order waits on the device", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await storeCart({ items: [{ productId: 1, quantity: 1 }] });
    await db.meta.put({ key: `checkout-snapshot:${PARTNER_ID}`, value: keptCheckout });
    await renderCart();
    expect(await screen.findByRole('note')).toHaveProperty('textContent', 'Sem internet: o pedido fica guardado no aparelho e é enviado quando a conexão voltar.');
    expect(screen.queryByText('A revisão do pedido precisa de internet.')).toBeNull();
    vi.restoreAllMocks();
  });

  it("says offline that the review needs the internet when the device cannot price an item, even with the conditions kept", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await storeCart({ items: [{ productId: 1, quantity: 1 }] });
    await db.products.delete([PARTNER_ID, 1]);
    await db.meta.put({ key: `checkout-snapshot:${PARTNER_ID}`, value: keptCheckout });
    await renderCart();
    expect(await screen.findByText('A revisão do pedido precisa de internet.')).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('says offline that changing an order needs the internet, even with the conditions on the device', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await storeCart({ orderNumber: '1042', items: [{ productId: 1, quantity: 1 }] });
    await db.meta.put({ key: `checkout-snapshot:${PARTNER_ID}`, value: keptCheckout });
    await renderCart();
    expect(await screen.findByText('A revisão do pedido precisa de internet.')).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('shows the empty text with a way back to the products', async () => {
    await storeCart({});
    await renderCart();
    expect(await screen.findByText('Seu carrinho está vazio :(')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver produtos' }).getAttribute('href')).toBe(`/?parceiro=${PARTNER_ID}`);
    expect(screen.queryByRole('button', { name: 'REVISAR PEDIDO' })).toBeNull();
  });

  it('renders cart issues as sanitised limited HTML', async () => {
    await storeCart({
      issues: [{ type: 'WARNING', description: '<p>Pedido <strong>mínimo</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>' }],
    });
    await renderCart();
    const note = await screen.findByRole('note');
    expect(note.querySelector('strong')?.textContent).toBe('mínimo');
    expect(note.querySelector('img, script')).toBeNull();
  });

  it('opens the issues modal for a locked cart and disables its controls', async () => {
    await storeCart({
      status: 'LOCKED',
      issues: [{ type: 'IMPEDITIVE', description: 'Pedido em edição' }],
      items: [{ productId: 1, quantity: 1 }],
    });
    await renderCart();
    const dialog = await screen.findByRole('dialog', { name: 'Pendências do carrinho' });
    expect(within(dialog).getByText('Pedido em edição')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Quantidade de / }).matches(':disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog', { name: 'Pendências do carrinho' })).toBeNull();
  });
});

describe('CartScreen view-only mode', () => {
  it('explains the mode once, stores the acknowledgement time and keeps quantities read-only', async () => {
    await storeCart({ outdatedRegistration: true, items: [{ productId: 1, quantity: 1 }] });
    await renderCart();
    const dialog = await screen.findByRole('dialog', { name: 'Modo de visualização' });
    expect(within(dialog).getByText('Seu cadastro precisa ser atualizado para realizar compras.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Quantidade de / }).matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'REVISAR PEDIDO' }).hasAttribute('disabled')).toBe(true);
    const before = Date.now();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Entendi' }));
    expect(screen.queryByRole('dialog', { name: 'Modo de visualização' })).toBeNull();
    expect(Number(localStorage.getItem('lockedModalAcknowledgedAt'))).toBeGreaterThanOrEqual(before);
  });

  it('does not ask again within a day of the acknowledgement, and asks after it', async () => {
    await storeCart({ outdatedRegistration: true, items: [{ productId: 1, quantity: 1 }] });
    localStorage.setItem('lockedModalAcknowledgedAt', String(Date.now() - 60_000));
    const first = await renderCart();
    await screen.findByRole('heading', { name: 'Arroz Tipo 1' });
    expect(screen.queryByRole('dialog', { name: 'Modo de visualização' })).toBeNull();
    first.unmount();
    localStorage.setItem('lockedModalAcknowledgedAt', String(Date.now() - 25 * 60 * 60 * 1000));
    await renderCart();
    expect(await screen.findByRole('dialog', { name: 'Modo de visualização' })).toBeTruthy();
  });
});
