// Changing an order against the real API in-process: the banner that names it, the one
// dialog when the cart holds other items, and 'CANCELAR ALTERAÇÕES' confirmed first.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Cart } from '../../../../src/domain/entities/cart';
import { CartScreen } from '../../../../src/features/cart/cart-screen';
import { EditingOrderBanner } from '../../../../src/features/checkout/editing-order-banner';
import { OrderDetailScreen } from '../../../../src/features/orders/order-detail-screen';
import { validateOrderDetailSearch } from '../../../../src/app/route-search';
import { setCartQuantity } from '../../../../src/sync/commands/cart-item';
import { commandRegistry } from '../../../../src/sync/commands/registry';
import { flushNow, startFlusher } from '../../../../src/sync/engine/flusher';
import { enableOrderEdit } from '../../../../src/sync/actions/orders';
import { refreshCart } from '../../../../src/sync/pulls/cart';
import { usePartnerId } from '../../../../src/features/partners/use-partner-id';
import { renderPartnerScreen } from '../../app/render-with-router';
import { useRealApi } from '../../support/real-api';

const api = useRealApi();
const P = 1;
// The company's demo order of partner 1 that is 'Em análise': editable.
const IN_ANALYSIS = 12;
let stopFlusher = () => {};

const serverCart = () => api.get<Cart>(`/v2/cart/${P}`, P);
const orderNumber = async () => (await api.get<{ number: string }[]>(`/v2/orders/history/${P}`, P).then((all) => all.find((o) => (o as { id?: number }).id === IN_ANALYSIS)))!.number;

function HomeBanner() {
  return <EditingOrderBanner partnerId={usePartnerId()} linkToCart />;
}

beforeEach(async () => {
  await api.signIn();
  localStorage.setItem('partner', String(P));
  await refreshCart(P);
  stopFlusher = startFlusher(commandRegistry);
});

afterEach(() => stopFlusher());

describe('the banner of the order being changed', () => {
  it('names the order on the cart, and away from it links to the cart', async () => {
    const number = await orderNumber();
    await enableOrderEdit(P, IN_ANALYSIS, false);
    const cart = await renderPartnerScreen(CartScreen, `/carrinho?parceiro=${P}`);
    const banner = await screen.findByRole('complementary', { name: `Alterando pedido n° ${number}` });
    expect(banner.textContent).toContain(`Você está alterando o pedido n° ${number}.`);
    expect(within(banner).queryByRole('link')).toBeNull();
    cart.unmount();

    await renderPartnerScreen(HomeBanner, `/?parceiro=${P}`);
    const home = await screen.findByRole('complementary', { name: `Alterando pedido n° ${number}` });
    expect(within(home).getByRole('link', { name: 'Ver alterações' }).getAttribute('href')).toBe(`/carrinho?parceiro=${P}`);
  });

  it('is not shown when no order is being changed', async () => {
    await renderPartnerScreen(CartScreen, `/carrinho?parceiro=${P}`);
    await screen.findByText('Seu carrinho está vazio :(');
    expect(screen.queryByRole('complementary', { name: /Alterando pedido/ })).toBeNull();
  });
});

describe("'CANCELAR ALTERAÇÕES'", () => {
  it('asks first: keeping on changes nothing, confirming discards on the server', async () => {
    const number = await orderNumber();
    await enableOrderEdit(P, IN_ANALYSIS, false);
    await renderPartnerScreen(CartScreen, `/carrinho?parceiro=${P}`);
    fireEvent.click(await screen.findByRole('button', { name: 'CANCELAR ALTERAÇÕES' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    expect(await within(dialog).findByText(`As mudanças feitas no pedido n° ${number} serão perdidas e o pedido continua como estava.`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar alterando' }));
    expect(screen.queryByRole('dialog', { name: 'Descartar alterações?' })).toBeNull();
    expect(api.calls().filter((call) => call.startsWith('DELETE'))).toEqual([]);
    expect((await serverCart()).orderNumber).toBe(number);

    fireEvent.click(screen.getByRole('button', { name: 'CANCELAR ALTERAÇÕES' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Descartar alterações?' })).getByRole('button', { name: 'Descartar alterações' }));
    expect(await screen.findByText('Suas alterações foram descartadas.', undefined, { timeout: 5000 })).toBeTruthy();
    expect((await serverCart()).orderNumber ?? null).toBeNull();
    expect(await screen.findByText('Seu carrinho está vazio :(')).toBeTruthy();
  });
});

describe('starting a change with items in the cart', () => {
  it("shows one dialog, 'Carrinho com itens', with the cart's issue inside; 'Limpar carrinho' starts the change", async () => {
    await setCartQuantity(P, 3, 1, 31);
    await flushNow();
    const { router } = await renderPartnerScreen(OrderDetailScreen, `/detalhes-pedido?parceiro=${P}&id=${IN_ANALYSIS}&order=1`, {
      context: { orderId: IN_ANALYSIS },
      validateSearch: validateOrderDetailSearch,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'ALTERAR O PEDIDO' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Carrinho com itens' });
    expect(within(dialog).getByText('O carrinho tem 1 item que ainda não foi pedido.')).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: /Pendências/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Limpar carrinho' }));
    await expect.poll(() => router.state.location.pathname).toBe('/carrinho');
    expect((await serverCart()).orderNumber).toBe(await orderNumber());
  });
});
