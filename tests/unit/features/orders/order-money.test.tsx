// The order screens' money against the real API in-process: what the screen shows is the server's number.
import { describe, expect, it, beforeEach } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CreditBalance, Order, OrderDetail } from '../../../../src/domain/entities/orders';
import { formatBrl } from '../../../../src/domain/format';
import { OrderDetailScreen } from '../../../../src/features/orders/order-detail-screen';
import { OrderHistoryScreen } from '../../../../src/features/orders/order-history-screen';
import { validateOrderDetailSearch } from '../../../../src/app/route-search';
import { refreshOrderDetail } from '../../../../src/sync/pulls/orders';
import { brlText } from '../../support/money';
import { useRealApi } from '../../support/real-api';
import { renderPartnerScreen } from '../../app/render-with-router';

const api = useRealApi();
const P = 1;
// The company's demo orders for partner 1.
const IN_ANALYSIS = 12;

beforeEach(async () => {
  await api.signIn();
  localStorage.setItem('partner', String(P));
});

const showDetail = (orderId: number) =>
  renderPartnerScreen(OrderDetailScreen, `/detalhes-pedido?parceiro=${P}&id=${orderId}`, {
    context: { orderId },
    validateSearch: validateOrderDetailSearch,
  });

/** The value beside the term `label` in a description list inside `scope`. */
function valueOf(scope: HTMLElement, label: string): string {
  const term = within(scope).getByText(label, { selector: 'dt' });
  return term.nextElementSibling!.textContent!;
}

async function totalsSection(): Promise<HTMLElement> {
  // The first answer of the in-process server can take seconds on a busy machine.
  return (await screen.findByRole('heading', { name: 'Resumo do pedido' }, { timeout: 10_000 })).closest('section')!;
}

describe('order detail money', () => {
  it("shows each line's price and total as the server sent them", async () => {
    await showDetail(IN_ANALYSIS);
    await totalsSection();
    const detail = await api.get<OrderDetail>(`/v2/orders/${IN_ANALYSIS}`);
    for (const item of detail.items) {
      const row = screen.getByRole('heading', { name: item.purchase.product.family.name }).closest('li')!;
      expect(within(row).getByText(`${brlText(item.salesPrice)}/${item.salesUnit}`)).toBeTruthy();
      expect(within(row).getByText(brlText(item.total)).parentElement!.textContent).toBe(`Total do item: ${formatBrl(item.total)}`);
    }
  });

  it("shows the order's totals, plan, credit and amount due equal to the server's", async () => {
    await showDetail(IN_ANALYSIS);
    const totals = await totalsSection();
    const { payment } = await api.get<OrderDetail>(`/v2/orders/${IN_ANALYSIS}`);
    expect(valueOf(totals, 'Subtotal dos itens')).toBe(formatBrl(payment.totalBeforeDiscount));
    expect(valueOf(totals, payment.couponCode ? `Desconto do cupom ${payment.couponCode}` : 'Desconto')).toBe(formatBrl(-payment.discount));
    expect(valueOf(totals, 'Taxa de entrega')).toBe(formatBrl(payment.deliveryFee));
    expect(valueOf(totals, 'Total')).toBe(formatBrl(payment.totalPayment));
    expect(valueOf(totals, 'Forma de pagamento')).toBe(`${payment.name} · ${payment.parcels} x ${formatBrl(payment.parcelValue)}`);
    // The demo company holds R$ 50,00 of credit; an unpaid order would use it.
    expect(valueOf(totals, 'Crédito disponível')).toBe(formatBrl(-payment.credit));
    expect(payment.credit).toBe(50);
    expect(valueOf(totals, 'Valor a pagar')).toBe(formatBrl(payment.netTotal));
  });

  it('shows delivery date, address, purchase order and status', async () => {
    await showDetail(IN_ANALYSIS);
    await totalsSection();
    const detail = await api.get<OrderDetail>(`/v2/orders/${IN_ANALYSIS}`);
    const facts = screen.getByText('Endereço de entrega', { selector: 'dt' }).closest('dl')!;
    expect(valueOf(facts, 'Entrega')).toBe(detail.deliveryExpected.split('-').reverse().join('/'));
    expect(valueOf(facts, 'Endereço de entrega')).toBe(detail.address);
    expect(valueOf(facts, 'Ordem de compra')).toBe(detail.purchaseOrder || 'Não informada');
    expect(valueOf(facts, 'Posição')).toBe('Em análise');
  });

  it('labels a paid order with the credit its payment used and the amount paid', async () => {
    const paid = (await api.get<Order[]>(`/v2/orders/history/${P}`, P)).find((o) => o.paid && o.status !== 'Cancelado')!;
    await showDetail(paid.id);
    const totals = await totalsSection();
    const { payment } = await api.get<OrderDetail>(`/v2/orders/${paid.id}`);
    expect(valueOf(totals, 'Crédito utilizado')).toBe(formatBrl(payment.credit));
    expect(valueOf(totals, 'Valor pago')).toBe(formatBrl(payment.netTotal));
    expect(within(totals).queryByText('Valor a pagar')).toBeNull();
  });

  it('reads the money from the device offline after one sync', async () => {
    await refreshOrderDetail(IN_ANALYSIS);
    const { payment } = await api.get<OrderDetail>(`/v2/orders/${IN_ANALYSIS}`);
    api.setOnline(false);
    await showDetail(IN_ANALYSIS);
    const totals = await totalsSection();
    expect(valueOf(totals, 'Total')).toBe(formatBrl(payment.totalPayment));
    expect(valueOf(totals, 'Valor a pagar')).toBe(formatBrl(payment.netTotal));
  });
});

describe('order history money', () => {
  const showHistory = () => renderPartnerScreen(OrderHistoryScreen, `/historico-pedidos?parceiro=${P}`);

  it("shows each order's total on its card", async () => {
    await showHistory();
    const orders = await api.get<Order[]>(`/v2/orders/history/${P}`, P);
    await screen.findByRole('article', { name: `Pedido ${orders[0].number}` }, { timeout: 10_000 });
    for (const order of orders) {
      expect(valueOf(screen.getByRole('article', { name: `Pedido ${order.number}` }), 'Total')).toBe(formatBrl(order.payment.totalPayment));
    }
  });

  async function openBalance(): Promise<{ dialog: HTMLElement; balance: CreditBalance }> {
    await showHistory();
    const order = (await api.get<Order[]>(`/v2/orders/history/${P}`, P)).find((o) => o.id === IN_ANALYSIS)!;
    await screen.findByRole('article', { name: `Pedido ${order.number}` }, { timeout: 10_000 });
    // The history's cards are drawn again when the server's answer replaces the device's: a tap on a button just
    // replaced is lost (it opened nothing once under the full run's load), so the tap is made again until it opens.
    await waitFor(
      () => {
        if (!screen.queryByRole('dialog', { name: 'Saldo do pedido' })) {
          const card = screen.getByRole('article', { name: `Pedido ${order.number}` });
          fireEvent.click(within(card).getByRole('button', { name: 'Pagar com PIX' }));
        }
        expect(screen.getByRole('dialog', { name: 'Saldo do pedido' })).toBeTruthy();
      },
      { timeout: 10_000 },
    );
    const dialog = screen.getByRole('dialog', { name: 'Saldo do pedido' });
    await within(dialog).findByText('Não entram nesta conta', {}, { timeout: 10_000 });
    return { dialog, balance: await api.get<CreditBalance>(`/v2/orders/balance/credit/${IN_ANALYSIS}`) };
  }

  it('the balance explains its sum: order value less available credits; pending debits do not count', async () => {
    const { dialog, balance } = await openBalance();
    expect(valueOf(dialog, 'Valor do pedido')).toBe(formatBrl(balance.grossTotalAmount));
    expect(valueOf(dialog, 'Créditos disponíveis')).toBe(formatBrl(-balance.availableCredits));
    expect(valueOf(dialog, 'Valor a pagar')).toBe(formatBrl(balance.netTotalAmount));
    expect(within(dialog).getByText('Valor a pagar = valor deste pedido − créditos disponíveis.')).toBeTruthy();
    expect(within(dialog).getByText(new RegExp(`Seu saldo de crédito é ${brlText(balance.creditBalance).replace(/[$.]/g, '\\$&')}`))).toBeTruthy();
    const notCounted = within(dialog).getByRole('heading', { name: 'Não entram nesta conta' });
    expect(valueOf(notCounted.parentElement!, 'Débitos pendentes')).toBe(formatBrl(balance.pendingDebits));
    expect(valueOf(notCounted.parentElement!, 'Desses, em pedidos liberados')).toBe(formatBrl(balance.totalReleasedOrders));
    expect(within(dialog).getByText(/em qualquer posição menos Cancelado, ainda não pagos/)).toBeTruthy();
  });

  it("'Fechar' leaves the balance without paying", async () => {
    const { dialog } = await openBalance();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog', { name: 'Saldo do pedido' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Histórico de pedidos' })).toBeTruthy();
    expect(api.calls().some((call) => call.startsWith('POST /pix'))).toBe(false);
  });
});
