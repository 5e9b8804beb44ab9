// Orders finished offline in the history: first, with their state; in review, old and new side by side.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlaceOrderCommand } from '../../../../src/db/user-db';
import { formatBrl } from '../../../../src/domain/format';

vi.mock('../../../../src/sync/pulls/orders', () => ({
  refreshOrders: vi.fn(async () => undefined),
  keepRecentOrderDetails: vi.fn(async () => undefined),
}));

const { OrderHistoryScreen } = await import('../../../../src/features/orders/order-history-screen');
const { renderPartnerScreen } = await import('../../app/render-with-router');
const { PARTNER_ID, freshDb, makeOrder, queuedEntry: queued } = await import('./fixtures');

let db: Awaited<ReturnType<typeof freshDb>>;

beforeEach(async () => {
  db = await freshDb();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
});

afterEach(() => vi.restoreAllMocks());

describe('queued orders in the history', () => {
  it('come first, with their state, before the placed orders', async () => {
    await db.orders.put({ ...makeOrder(5), partnerId: PARTNER_ID });
    await db.outbox.add(queued('a'));
    await renderPartnerScreen(OrderHistoryScreen, `/historico-pedidos?parceiro=${PARTNER_ID}`);
    const waiting = within(await screen.findByRole('list', { name: 'Pedidos aguardando envio' })).getByRole('article');
    expect(waiting.textContent).toContain('Aguardando envio');
    expect(waiting.textContent).toContain(formatBrl(255));
    const lists = screen.getAllByRole('list');
    expect(lists.indexOf(screen.getByRole('list', { name: 'Pedidos aguardando envio' }))).toBeLessThan(lists.indexOf(screen.getByRole('list', { name: 'Pedidos' })));
  });

  it("a waiting order's card opens its detail with 'Ver pedido', marked as opened from the list", async () => {
    await db.outbox.add(queued('a'));
    const { router } = await renderPartnerScreen(OrderHistoryScreen, `/historico-pedidos?parceiro=${PARTNER_ID}`);
    const card = within(await screen.findByRole('list', { name: 'Pedidos aguardando envio' })).getByRole('article');
    fireEvent.click(within(card).getByRole('link', { name: 'Ver pedido' }));
    await screen.findByText('outra tela');
    expect(router.state.location.href).toBe(`/pedido-aguardando?id=a&parceiro=${PARTNER_ID}`);
    expect(router.state.location.state.fromOrderList).toBe(true);
  });

  it('in review, shows the order as sent beside the server’s terms, and sends it again on the new ones', async () => {
    await db.outbox.add(queued('b', {
      message: 'O pedido mudou desde a sua revisão e não foi enviado. Confira as diferenças e envie de novo.',
      differences: [{ kind: 'price', productId: 1, expected: 10, actual: 12 }, { kind: 'total', expected: 255, actual: 303 }],
    }));
    await renderPartnerScreen(OrderHistoryScreen, `/historico-pedidos?parceiro=${PARTNER_ID}`);
    const card = within(await screen.findByRole('list', { name: 'Pedidos aguardando envio' })).getByRole('article');
    expect(card.textContent).toContain('Precisa de revisão');
    const table = within(card).getByRole('table', { name: 'O que mudou' });
    expect(within(table).getByRole('row', { name: `Arroz Tipo 1 ${formatBrl(10)} ${formatBrl(12)}` })).toBeTruthy();
    expect(within(table).getByRole('row', { name: `Total ${formatBrl(255)} ${formatBrl(303)}` })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Enviar com os novos termos' }));
    await waitFor(async () => expect((await db.outbox.toArray())[0]?.status).toBe('pending'));
    const [entry] = await db.outbox.toArray();
    expect(entry!.idempotencyKey).not.toBe('key-b');
    expect((entry!.command as PlaceOrderCommand).request.expectedTerms).toMatchObject({ totalPayment: 303, items: [{ productId: 1, unitPrice: 12 }] });
    expect(await screen.findByText('Aguardando envio')).toBeTruthy();
  });

  it('in review with a choice no longer offered, sending on new terms waits for a change; discarding returns the items to the cart', async () => {
    await db.outbox.add(queued('c', {
      message: 'O pedido mudou desde a sua revisão e não foi enviado. Confira as diferenças e envie de novo.',
      differences: [{ kind: 'date', expected: '2099-07-15', actual: null }],
    }));
    await renderPartnerScreen(OrderHistoryScreen, `/historico-pedidos?parceiro=${PARTNER_ID}`);
    const card = within(await screen.findByRole('list', { name: 'Pedidos aguardando envio' })).getByRole('article');
    expect((within(card).getByRole('button', { name: 'Enviar com os novos termos' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(card).getByRole('row', { name: 'Data de entrega 15/07/2099 Não oferecido' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Descartar pedido' }));
    expect(await screen.findByText('Pedido descartado. Os itens voltaram para o carrinho.')).toBeTruthy();
    expect(await db.cartItems.toArray()).toMatchObject([{ productId: 1, quantity: 2, productPackageId: 11 }]);
    expect((await db.outbox.toArray()).map((e) => e.command.type)).toEqual(['cart-item']);
  });
});
