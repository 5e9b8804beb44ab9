import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';

vi.mock('../../../../src/sync/actions/orders', () => ({ cancelOrder: vi.fn(async () => undefined) }));

const { CancelDialog } = await import('../../../../src/features/orders/cancel-dialog');
const { useCancelOrder } = await import('../../../../src/features/orders/use-cancel-order');
const { ToastHost } = await import('../../../../src/ui/toast');
const orders = await import('../../../../src/sync/actions/orders');
const { PARTNER_ID, makeOrder } = await import('./fixtures');

function Harness({ confirmWithoutOrder = false }: { confirmWithoutOrder?: boolean }) {
  const state = useCancelOrder(PARTNER_ID);
  return (
    <>
      <button type="button" onClick={() => (confirmWithoutOrder ? void state.confirm() : state.ask(makeOrder(7, { canCancel: true })))}>
        abrir
      </button>
      <CancelDialog state={state} />
      <ToastHost />
    </>
  );
}

const confirmButton = () => screen.getByRole('button', { name: /Sim, cancelar|Cancelando/ });

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('cancelling an order', () => {
  it('keeps the confirm button loading for 3.5 s, then says the order was cancelled', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'abrir' }));
    fireEvent.click(confirmButton());
    expect(confirmButton().textContent).toBe('Cancelando...');
    expect(confirmButton().hasAttribute('disabled')).toBe(true);
    expect(orders.cancelOrder).toHaveBeenCalledWith(PARTNER_ID, 7);
    await act(() => vi.advanceTimersByTimeAsync(3400));
    expect(confirmButton().textContent).toBe('Cancelando...');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Pedido cancelado!')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the order could not be cancelled when the server refuses', async () => {
    vi.mocked(orders.cancelOrder).mockRejectedValueOnce(new Error('422'));
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'abrir' }));
    fireEvent.click(confirmButton());
    await act(() => vi.advanceTimersByTimeAsync(3500));
    expect(screen.getByText('Não foi possível cancelar o pedido selecionado.')).toBeTruthy();
  });

  it('refuses to confirm without a selected order', async () => {
    render(<Harness confirmWithoutOrder />);
    fireEvent.click(screen.getByRole('button', { name: 'abrir' }));
    expect(screen.getByText('Nenhum pedido selecionado.')).toBeTruthy();
    expect(orders.cancelOrder).not.toHaveBeenCalled();
  });
});
