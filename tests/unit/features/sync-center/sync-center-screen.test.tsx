// The sync center against the real API in-process: what waits in the outbox, each change's state,
// its actions, and what the server holds afterwards.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Cart } from '../../../../src/domain/entities/cart';
import type { Order } from '../../../../src/domain/entities/orders';
import { userDb } from '../../../../src/db/user-db';
import { SyncCenterScreen } from '../../../../src/features/sync-center/sync-center-screen';
import { completeOrderRequest, initialValues } from '../../../../src/features/checkout/checkout-values';
import { loadCheckout } from '../../../../src/sync/actions/checkout';
import { loadOfflineCheckout } from '../../../../src/sync/actions/offline-checkout';
import { setCartQuantity } from '../../../../src/sync/commands/cart-item';
import { queueOrder } from '../../../../src/sync/commands/place-order';
import { toggleFavorite } from '../../../../src/sync/commands/favorite';
import { commandRegistry } from '../../../../src/sync/commands/registry';
import { onSyncEvent, type SyncEvent } from '../../../../src/sync/engine/events';
import { flushNow, startFlusher } from '../../../../src/sync/engine/flusher';
import { refreshCart } from '../../../../src/sync/pulls/cart';
import { pullCatalogue } from '../../../../src/sync/pulls/catalogue';
import { refreshPartners } from '../../../../src/sync/pulls/partners';
import { useRealApi } from '../../support/real-api';
import { renderPartnerScreen } from '../../app/render-with-router';

const api = useRealApi();

/** 'Finalizar pedido' offline, with the conditions kept by the checkout opened online: 'Boleto 28 dias', the first address and date. */
async function finishOffline(): Promise<void> {
  const offline = (await loadOfflineCheckout(P, api.server.clock.now()))!;
  const values = {
    ...initialValues(offline.checkout), paymentPlan: 12,
    alternativeAddress: offline.checkout.customerAddressList[0]!.alternateAddressId, deliveryDate: offline.conditions.deliveryDates[0]!,
  };
  const request = completeOrderRequest(P, offline.checkout, offline.conditions, values);
  await queueOrder({ partnerId: P, request, items: offline.checkout.items, payment: offline.checkout.payment });
}
const P = 1;
const PATH = '/sincronizacao?parceiro=1';
let stopFlusher = () => {};
let events: SyncEvent[] = [];
let stopEvents = () => {};

const product = async (id: number) => (await userDb().products.get([P, id]))!;
const title = async (id: number) => {
  const { product: p } = await product(id);
  return `${p.family.name}, cód. ${p.code}`;
};
const serverOrders = () => api.get<Order[]>(`/v2/orders/history/${P}`, P);
const serverCartItems = async () => (await api.get<Cart>(`/v2/cart/${P}`, P)).items;
const serverQuantity = async (productId: number) =>
  (await api.get<Cart>(`/v2/cart/${P}`, P)).items.find((item) => item.productId === productId)?.quantity ?? 0;
const rowOf = async (text: string) => {
  const list = await screen.findByRole('list', { name: /^Alterações de / });
  return (await within(list).findByText(text)).closest('li')!;
};

const persist = vi.fn(async () => true);

beforeEach(async () => {
  localStorage.setItem('partner', '1');
  persist.mockClear();
  Object.defineProperty(navigator, 'storage', { configurable: true, value: { persisted: async () => false, persist } });
  await api.signIn();
  await refreshPartners();
  await pullCatalogue(P);
  await refreshCart(P);
  stopFlusher = startFlusher(commandRegistry);
  events = [];
  stopEvents = onSyncEvent((event) => events.push(event));
});

afterEach(() => {
  stopFlusher();
  stopEvents();
  Reflect.deleteProperty(navigator, 'storage');
});

describe('SyncCenterScreen', () => {
  it('the first whole catalogue on the device asks for persistent storage', async () => {
    await waitFor(() => expect(persist).toHaveBeenCalledOnce());
  });

  it('says nothing waits, with the last sync per partner and the storage state', async () => {
    await setCartQuantity(P, 1, 2, 11);
    await flushNow();
    const estimate = vi.fn(async () => ({ usage: 5 * 1024 * 1024, quota: 2 * 1024 * 1024 * 1024 }));
    Object.defineProperty(navigator, 'storage', { configurable: true, value: { persisted: async () => true, estimate } });
    await renderPartnerScreen(SyncCenterScreen, PATH);
    expect(screen.getByRole('heading', { name: 'Sincronização' })).toBeTruthy();
    expect(await screen.findByText('Nada aguardando envio: tudo o que você fez neste aparelho já chegou ao servidor.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar agora' })).toBeNull();
    // The flush emptied partner 1's changes: its last sync is now; the others never synced on this device.
    expect(screen.getByText(/^Última sincronização: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeTruthy();
    expect(screen.getAllByText('Ainda não sincronizado neste aparelho.').length).toBeGreaterThan(0);
    expect(await screen.findByText(/^Os dados estão guardados de forma persistente/)).toBeTruthy();
    expect(screen.getByText('Espaço em uso: 5,0 MB de 2,0 GB disponíveis.')).toBeTruthy();
  });

  it('lists cart lines and favorites waiting offline, and sends them with Enviar agora', async () => {
    api.setOnline(false);
    await setCartQuantity(P, 1, 3, 11);
    await setCartQuantity(P, 2, 0, 21);
    const favorite = (await product(3)).favorite;
    await toggleFavorite(P, 3);
    await renderPartnerScreen(SyncCenterScreen, PATH);
    expect(await screen.findByText('3 alterações aguardando envio ao servidor.')).toBeTruthy();
    const cartRow = await rowOf(await title(1));
    expect(within(cartRow).getByText(/^Carrinho: 3 /)).toBeTruthy();
    expect(within(cartRow).getByText('Aguardando envio')).toBeTruthy();
    expect(within(await rowOf(await title(3))).getByText(favorite ? 'Favoritos: remover' : 'Favoritos: adicionar')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Enviar agora' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Sem conexão: as alterações serão enviadas quando a conexão voltar.')).toBeTruthy();

    api.setOnline(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar agora' }));
    expect(await screen.findByText(/^Nada aguardando envio/, {}, { timeout: 3000 })).toBeTruthy();
    expect(await serverQuantity(1)).toBe(3);
  });

  it('lists an order finished offline in place of the cart lines it carries, and sends them all', async () => {
    const before = (await serverOrders()).length;
    await setCartQuantity(P, 1, 2, 11);
    await loadCheckout(P);
    api.setOnline(false);
    await setCartQuantity(P, 1, 3, 11);
    await setCartQuantity(P, 2, 1, 21);
    await finishOffline();
    await renderPartnerScreen(SyncCenterScreen, PATH);
    expect(await screen.findByText('1 alteração aguardando envio ao servidor.')).toBeTruthy();
    const list = await screen.findByRole('list', { name: /^Alterações de / });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Pedido finalizado sem conexão')).toBeTruthy();
    expect(within(list).queryByText(/^Carrinho: /)).toBeNull();

    // The server places the order from its cart: the lines still reach it first.
    api.setOnline(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText(/^Nada aguardando envio/, {}, { timeout: 3000 })).toBeTruthy();
    const [placed] = await serverOrders();
    expect(await serverOrders()).toHaveLength(before + 1);
    expect(placed!.payment.totalPayment).toBeGreaterThan(0);
    expect(await serverCartItems()).toEqual([]);
  });

  it("shows the partner's last sync changing on reconnecting, with nothing waiting", async () => {
    await userDb().meta.put({ key: `last-sync:${P}`, value: Date.UTC(2026, 0, 5, 13, 0) });
    api.setOnline(false);
    await renderPartnerScreen(SyncCenterScreen, PATH);
    const section = (await screen.findByRole('heading', { name: 'Distribuidora São Jorge' })).closest('section')!;
    expect(within(section).getByText('Última sincronização: 05/01/2026 10:00')).toBeTruthy();

    api.setOnline(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(within(section).queryByText('Última sincronização: 05/01/2026 10:00')).toBeNull());
    expect(within(section).getByText(/^Última sincronização: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeTruthy();
  });

  it('shows the change in flight as Enviando… and lets no one discard it', async () => {
    await renderPartnerScreen(SyncCenterScreen, PATH);
    const held = api.hold(/^\/v2\/cart\/\d+\/item$/);
    await setCartQuantity(P, 1, 4, 11);
    const sent = flushNow();
    await held.answered;
    const row = await rowOf(await title(1));
    expect(await within(row).findByText('Enviando…')).toBeTruthy();
    expect((within(row).getByRole('button', { name: /^Descartar: / }) as HTMLButtonElement).disabled).toBe(true);
    held.release();
    await sent;
  });

  it('discarding a cart change, once confirmed, puts the server value back and sends nothing', async () => {
    await setCartQuantity(P, 1, 2, 11);
    await flushNow();
    api.setOnline(false);
    await setCartQuantity(P, 1, 7, 11);
    await renderPartnerScreen(SyncCenterScreen, PATH);
    const row = await rowOf(await title(1));
    fireEvent.click(within(row).getByRole('button', { name: /^Descartar: / }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar esta alteração?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(await userDb().outbox.count()).toBe(1);

    fireEvent.click(within(row).getByRole('button', { name: /^Descartar: / }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Descartar alteração' }));
    expect(await screen.findByText(/^Nada aguardando envio/)).toBeTruthy();
    expect((await userDb().cartItems.get([P, 1]))?.quantity).toBe(2);
    api.setOnline(true);
    await flushNow();
    expect(await serverQuantity(1)).toBe(2);
  });

  it('discarding a favorite toggle puts the favorite back', async () => {
    api.setOnline(false);
    const before = (await product(3)).favorite;
    await toggleFavorite(P, 3);
    await renderPartnerScreen(SyncCenterScreen, PATH);
    fireEvent.click(within(await rowOf(await title(3))).getByRole('button', { name: /^Descartar: / }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Descartar alteração' }));
    await waitFor(async () => expect((await product(3)).favorite).toBe(before));
    expect(await userDb().outbox.count()).toBe(0);
  });

  it('an excessive quantity needs an answer: Responder asks the question again', async () => {
    await setCartQuantity(P, 1, 30, 11);
    await flushNow();
    events = [];
    await renderPartnerScreen(SyncCenterScreen, PATH);
    const row = await rowOf(await title(1));
    expect(within(row).getByText(/^Precisa de resposta: Você selecionou 30 .*, deseja continuar\?$/)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /^Responder: / }));
    await waitFor(() => expect(events).toEqual([expect.objectContaining({ type: 'excessive', partnerId: P, productId: 1 })]));
  });

  it('a refused change shows the server reason until dismissed', async () => {
    await setCartQuantity(P, 2, 6, 99); // a package the product does not have
    await flushNow();
    await renderPartnerScreen(SyncCenterScreen, PATH);
    const row = await rowOf(await title(2));
    expect(within(row).getByText('Recusada pelo servidor: Embalagem não encontrada para este produto.')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /^Dispensar aviso: / }));
    await waitFor(() => expect(screen.queryByRole('list', { name: /^Alterações de / })).toBeNull());
  });
});
