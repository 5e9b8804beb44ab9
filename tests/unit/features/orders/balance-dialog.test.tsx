import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { CreditBalance } from '../../../../src/domain/entities/orders';

vi.mock('../../../../src/sync/actions/orders', () => ({ fetchBalance: vi.fn() }));

const { BalanceDialog } = await import('../../../../src/features/orders/balance-dialog');
const orders = await import('../../../../src/sync/actions/orders');
const { renderWithRouter } = await import('../../app/render-with-router');

const balance = (netTotalAmount: number): CreditBalance => ({
  grossTotalAmount: 100, creditBalance: 0, availableCredits: 100 - netTotalAmount, pendingDebits: 0, totalReleasedOrders: 0, netTotalAmount,
});

function Harness({ method }: { method: 'pix' | 'card' }) {
  const [open, setOpen] = useState(true);
  return <BalanceDialog choice={open ? { orderId: 9, method } : null} partnerId={2} onClose={() => setOpen(false)} />;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

beforeEach(() => vi.clearAllMocks());

describe('BalanceDialog', () => {
  it('keeps confirm disabled until the balance is loaded, then goes to the PIX screen', async () => {
    const pending = deferred<CreditBalance>();
    vi.mocked(orders.fetchBalance).mockReturnValue(pending.promise);
    const { router } = await renderWithRouter(() => <Harness method="pix" />);
    const dialog = screen.getByRole('dialog', { name: 'Saldo do pedido' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await act(async () => pending.resolve(balance(40)));
    expect(confirm.hasAttribute('disabled')).toBe(false);
    expect(within(dialog).getByText('R$ 40,00')).toBeTruthy();
    fireEvent.click(confirm);
    await screen.findByText('outra tela');
    expect(router.state.location.pathname).toBe('/pagar-pix');
    expect(router.state.location.search).toMatchObject({ orderId: 9, parceiro: 2 });
    expect(orders.fetchBalance).toHaveBeenCalledWith(9);
  });

  it('only closes when nothing is left to pay', async () => {
    vi.mocked(orders.fetchBalance).mockResolvedValue(balance(0.001));
    const { router } = await renderWithRouter(() => <Harness method="card" />);
    const confirm = await screen.findByRole('button', { name: 'Confirmar' });
    await vi.waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    fireEvent.click(confirm);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/tela');
  });

  it('says the balance could not be read', async () => {
    vi.mocked(orders.fetchBalance).mockRejectedValue(new Error('500'));
    await renderWithRouter(() => <Harness method="card" />);
    expect(await screen.findByText('Erro ao obter saldo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirmar' }).hasAttribute('disabled')).toBe(true);
  });
});
