import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { scrollPositions } from '../../../../src/db/scroll-positions';
import { expectWindowSavedAfterRest } from '../../support/scroll-rest';

vi.mock('../../../../src/sync/pulls/orders', () => ({
  refreshOrders: vi.fn(async () => undefined),
  keepRecentOrderDetails: vi.fn(async () => undefined),
}));
vi.mock('../../../../src/ui/save-file', () => ({ saveFile: vi.fn() }));
vi.mock('../../../../src/sync/actions/orders', () => ({
  cancelOrder: vi.fn(async () => undefined),
  enableOrderEdit: vi.fn(async () => undefined),
  repeatOrder: vi.fn(async () => undefined),
  orderSummary: vi.fn(async (_id: number, number: string) => ({ blob: new Blob(['%PDF']), fileName: `pedido-${number}.pdf` })),
  fetchBalance: vi.fn(async () => undefined),
}));

const { OrderHistoryScreen } = await import('../../../../src/features/orders/order-history-screen');
const orders = { ...(await import('../../../../src/sync/pulls/orders')), ...(await import('../../../../src/sync/actions/orders')) };
const { saveFile } = await import('../../../../src/ui/save-file');
const { renderPartnerScreen } = await import('../../app/render-with-router');
const { PARTNER_ID, freshDb, makeOrder } = await import('./fixtures');

type Db = Awaited<ReturnType<typeof freshDb>>;
let db: Db;

const show = () => renderPartnerScreen(OrderHistoryScreen, `/historico-pedidos?parceiro=${PARTNER_ID}`);
const card = (number: string) => screen.findByRole('article', { name: `Pedido ${number}` });
const pay = { name: 'À vista', parcels: 1, parcelValue: 100, totalPayment: 100, deliveryFee: 0 };

beforeEach(async () => {
  vi.clearAllMocks();
  localStorage.removeItem('scrollPositions');
  db = await freshDb();
});

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('OrderHistoryScreen', () => {
  it('says there are no orders and refreshes from the server', async () => {
    await show();
    expect(await screen.findByText('Não há pedidos cadastrados!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Histórico de pedidos' })).toBeTruthy();
    expect(orders.refreshOrders).toHaveBeenCalledWith(PARTNER_ID);
  });

  it("once the list is refreshed, keeps the newest orders' details in the background", async () => {
    let listed = () => {};
    vi.mocked(orders.refreshOrders).mockReturnValueOnce(new Promise<void>((resolve) => (listed = resolve)));
    await show();
    expect(orders.keepRecentOrderDetails).not.toHaveBeenCalled();
    listed();
    await waitFor(() => expect(orders.keepRecentOrderDetails).toHaveBeenCalledWith(PARTNER_ID));
  });

  it("says what this month's orders at the partner cost, cancelled ones and older months aside", async () => {
    const thisMonth = new Date().toISOString();
    const pay = makeOrder(1).payment;
    await db.partners.put({ id: PARTNER_ID, name: 'Distribuidora_São_Jorge', urlImage: '', urlCatalog: '', servesCustomer: true });
    await db.orders.bulkPut([
      { ...makeOrder(1, { emission: thisMonth, payment: { ...pay, totalPayment: 100.1 } }), partnerId: PARTNER_ID },
      { ...makeOrder(2, { emission: thisMonth, payment: { ...pay, totalPayment: 20 } }), partnerId: PARTNER_ID },
      { ...makeOrder(3, { emission: thisMonth, status: 'Cancelado' }), partnerId: PARTNER_ID },
      { ...makeOrder(4), partnerId: PARTNER_ID },
    ]);
    await show();
    expect(await screen.findByText(/^Gasto em \p{L}+ com Distribuidora São Jorge: R\$\s120,10 em 2 pedidos$/u)).toBeTruthy();
  });

  it('shows the four columns of an order from the device', async () => {
    await db.orders.put({ ...makeOrder(1, { status: 'Entregue' }), partnerId: PARTNER_ID });
    await show();
    const order = await card('101');
    for (const label of ['Pedido', 'Data', 'Entrega', 'Posição']) expect(within(order).getByText(label)).toBeTruthy();
    expect(within(order).getByText('11/03/2025')).toBeTruthy();
    expect(within(order).getByText('30/03/2025')).toBeTruthy();
    expect(within(order).getByText('Entregue')).toBeTruthy();
    expect(within(order).getByRole('link', { name: 'Ver pedido' }).getAttribute('href')).toContain('/detalhes-pedido?');
  });

  it("'Ver pedido' opens the order marked as opened from the list, so its back returns here", async () => {
    await db.orders.put({ ...makeOrder(1), partnerId: PARTNER_ID });
    const { router } = await show();
    fireEvent.click(within(await card('101')).getByRole('link', { name: 'Ver pedido' }));
    await screen.findByText('outra tela');
    expect(router.state.location.pathname).toBe('/detalhes-pedido');
    expect(router.state.location.state.fromOrderList).toBe(true);
  });

  it('offers cancel, edit, PIX and card only where the card rules allow', async () => {
    await db.orders.bulkPut([
      { ...makeOrder(1, { canCancel: true, canEdit: true, payment: { ...pay, canUsePix: true, canUseCreditCard: true } }), partnerId: PARTNER_ID },
      { ...makeOrder(2, { canCancel: true, canEdit: false, paid: true, payment: { ...pay, canUsePix: true, canUseCreditCard: true } }), partnerId: PARTNER_ID },
      { ...makeOrder(3, { status: 'Cancelado', canCancel: true, canEdit: true, payment: { ...pay, canUsePix: true, canUseCreditCard: true } }), partnerId: PARTNER_ID },
    ]);
    await show();
    const open = await card('101');
    for (const name of ['Cancelar pedido', 'Editar', 'Pagar com PIX', 'Pagar com cartão']) {
      expect(within(open).getByRole('button', { name })).toBeTruthy();
    }
    const paid = await card('102');
    expect(within(paid).getByRole('button', { name: 'Cancelar pedido' })).toBeTruthy();
    for (const name of ['Editar', 'Pagar com PIX', 'Pagar com cartão']) expect(within(paid).queryByRole('button', { name })).toBeNull();
    expect(within(paid).getByText('Pagamento recebido.')).toBeTruthy();
    const cancelled = await card('103');
    for (const name of ['Cancelar pedido', 'Editar', 'Pagar com PIX', 'Pagar com cartão']) {
      expect(within(cancelled).queryByRole('button', { name })).toBeNull();
    }
  });

  it('shows the payment link tag and the issue alerts by status', async () => {
    const issues = [
      { issueType: 'STOCK', message: 'Sem estoque', orderItemID: 1 },
      { issueType: 'TODAY_DEADLINE', message: 'Hoje', orderItemID: null },
    ];
    await db.orders.bulkPut([
      { ...makeOrder(1, { paymentLink: 'https://pagamento.example/1', orderIssues: issues }), partnerId: PARTNER_ID },
      { ...makeOrder(2, { status: 'Em análise', orderIssues: issues }), partnerId: PARTNER_ID },
      { ...makeOrder(3, { status: 'Em processamento', orderIssues: issues }), partnerId: PARTNER_ID },
    ]);
    await show();
    const linked = await card('101');
    expect(within(linked).getByText('Pagamento em aberto')).toBeTruthy();
    expect(within(linked).getByRole('link', { name: 'Efetuar pagamento' }).getAttribute('href')).toBe('https://pagamento.example/1');
    expect(within(linked).getByText('Este pedido possui 1 pendência.')).toBeTruthy();
    expect(within(await card('102')).getByText('Pedido sujeito à aprovação financeira e comercial.')).toBeTruthy();
    expect(within(await card('103')).queryByText(/pendência/)).toBeNull();
  });

  it('asks the question for an unpaid order and shows the policy for a paid one', async () => {
    await db.orders.bulkPut([
      { ...makeOrder(1, { canCancel: true }), partnerId: PARTNER_ID },
      { ...makeOrder(2, { canCancel: true, paid: true }), partnerId: PARTNER_ID },
    ]);
    await show();
    fireEvent.click(within(await card('101')).getByRole('button', { name: 'Cancelar pedido' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancelar pedido' });
    expect(within(dialog).getByText('Você deseja cancelar seu pedido?')).toBeTruthy();
    expect(within(dialog).queryByText(/convertido em crédito/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));

    fireEvent.click(within(await card('102')).getByRole('button', { name: 'Cancelar pedido' }));
    dialog = screen.getByRole('dialog', { name: 'Política de cancelamento' });
    expect(within(dialog).getByText(/não será estornado: ele será convertido em crédito/)).toBeTruthy();
  });

  it('downloads the PDF and says so', async () => {
    await db.orders.put({ ...makeOrder(1), partnerId: PARTNER_ID });
    await show();
    fireEvent.click(within(await card('101')).getByRole('button', { name: 'Baixar PDF do pedido 101' }));
    expect(await screen.findByText('Download finalizado com sucesso!')).toBeTruthy();
    expect(orders.orderSummary).toHaveBeenCalledWith(1, '101');
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'pedido-101.pdf');
  });

  it('goes back to its saved scroll position once its orders are there', async () => {
    await db.orders.bulkPut([1, 2, 3].map((n) => ({ ...makeOrder(n), partnerId: PARTNER_ID })));
    scrollPositions.write(`orders:${PARTNER_ID}`, { left: 0, top: 640 });
    const listShownAtScroll: boolean[] = [];
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {
      listShownAtScroll.push(screen.queryByRole('list', { name: 'Pedidos' }) !== null);
    });
    await show();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ left: 0, top: 640, behavior: 'instant' }));
    expect(listShownAtScroll[scrollTo.mock.calls.findIndex(([options]) => (options as ScrollToOptions)?.top === 640)]).toBe(true);
  });

  it('saves its scroll position once the scrolling rests, before the default 800 ms', async () => {
    await db.orders.put({ ...makeOrder(1), partnerId: PARTNER_ID });
    await show();
    await card('101');
    expectWindowSavedAfterRest(() => scrollPositions.read(`orders:${PARTNER_ID}`), 480, 20);
  });
});
