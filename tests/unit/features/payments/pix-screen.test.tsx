import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError, NETWORK_MESSAGE } from '../../../../src/api/errors';
import type { PixCharge } from '../../../../src/domain/entities/payments';

// The order has no charge yet: the screen generates one.
vi.mock('../../../../src/sync/actions/payments', () => ({
  requestPixCharge: vi.fn(),
  isPixPaid: vi.fn(async () => false),
  loadOrderPayment: vi.fn(async () => ({
    orderId: 9, orderNumber: '1009', partnerName: 'Atacadão Central', amountDue: 100, paid: false, pixCharge: null, cardPayment: null,
  })),
}));
vi.mock('../../../../src/features/payments/use-stored-pix-charge', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useStoredPixCharge: () => null,
}));

const { PixScreen } = await import('../../../../src/features/payments/pix-screen');
const pix = await import('../../../../src/sync/actions/payments');
const { renderPartnerScreen } = await import('../../app/render-with-router');

const NOW = new Date('2025-03-10T12:00:00Z');

function charge(overrides: Partial<PixCharge> = {}): PixCharge {
  return {
    ready: true,
    qrcode: 'iVBORw0KGgo=',
    emv: '00020126580014br.gov.bcb.pix0136chave6304ABCD',
    expiresAt: new Date(NOW.getTime() + 90_000).toISOString(),
    maximumTimeExpirationInSeconds: 3600,
    currentStatusGeneration: '',
    amount: 100,
    orderNumber: '1009',
    receiverName: 'Atacadão Central',
    ...overrides,
  };
}

const show = () => renderPartnerScreen(PixScreen, '/pagar-pix?parceiro=2&orderId=9', { context: { orderId: 9 } });
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  // Reset, not clear: a failed test must not leave its queued answers to the next.
  vi.resetAllMocks();
  vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('PixScreen', () => {
  it('polls while the charge is generating, then shows the code with its countdown', async () => {
    vi.mocked(pix.requestPixCharge)
      .mockResolvedValueOnce(charge({ ready: false, currentStatusGeneration: 'Gerando cobrança...' }))
      .mockResolvedValueOnce(charge());
    await show();
    await tick(0);
    expect(screen.getByText('Gerando cobrança...')).toBeTruthy();
    await tick(3000);
    expect(pix.requestPixCharge).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('img', { name: 'QR Code do Pix' }).getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect((screen.getByLabelText('Pix copia e cola') as HTMLInputElement).value).toContain('br.gov.bcb.pix');
    expect(screen.getByText('O código expira em 01:27')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Tempo restante para pagamento' });
    expect(bar.getAttribute('aria-valuemax')).toBe('3600');
    expect(bar.getAttribute('aria-valuenow')).toBe('87');
    await tick(1000);
    expect(screen.getByText('O código expira em 01:26')).toBeTruthy();
  });

  it('offers a new code when the countdown reaches zero', async () => {
    vi.mocked(pix.requestPixCharge).mockResolvedValue(charge({ expiresAt: new Date(NOW.getTime() + 3000).toISOString() }));
    await show();
    await tick(0);
    expect(screen.queryByRole('button', { name: 'Gerar novo código pix' })).toBeNull();
    await tick(3000);
    expect(screen.getByText('O código Pix expirou.')).toBeTruthy();
    vi.mocked(pix.requestPixCharge).mockResolvedValue(charge({ emv: 'novo', expiresAt: new Date(NOW.getTime() + 600_000).toISOString() }));
    fireEvent.click(screen.getByRole('button', { name: 'Gerar novo código pix' }));
    await tick(0);
    expect((screen.getByLabelText('Pix copia e cola') as HTMLInputElement).value).toBe('novo');
    const keys = vi.mocked(pix.requestPixCharge).mock.calls.map(([, key]) => key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('shows the payment received modal when the poll says paid', async () => {
    vi.mocked(pix.requestPixCharge).mockResolvedValue(charge());
    vi.mocked(pix.isPixPaid).mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    await show();
    await tick(0);
    await tick(5000);
    expect(screen.queryByRole('dialog', { name: 'Pagamento recebido!' })).toBeNull();
    await tick(5000);
    expect(screen.getByRole('dialog', { name: 'Pagamento recebido!' })).toBeTruthy();
    expect(pix.isPixPaid).toHaveBeenCalledWith(9);
  });

  it('keeps retrying after a 424 and shows the instability text after 15 failed tries', async () => {
    vi.mocked(pix.requestPixCharge).mockRejectedValue(new ApiError(424, { message: '' }));
    await show();
    await tick(0);
    expect(screen.getByText('Instabilidade temporária na geração do Pix. Tentando novamente...')).toBeTruthy();
    await tick(3000 * 14);
    expect(pix.requestPixCharge).toHaveBeenCalledTimes(15);
    expect(screen.getByRole('alert').textContent).toBe('O Pix está instável no momento. Tente novamente em alguns minutos.');
  });

  it('stops with the instability text after 15 tries of a charge that never becomes ready', async () => {
    vi.mocked(pix.requestPixCharge).mockResolvedValue(charge({ ready: false, currentStatusGeneration: 'Gerando cobrança...' }));
    await show();
    await tick(0);
    expect(screen.getByText('Gerando cobrança...')).toBeTruthy();
    await tick(3000 * 14);
    expect(pix.requestPixCharge).toHaveBeenCalledTimes(15);
    expect(screen.getByRole('alert').textContent).toBe('O Pix está instável no momento. Tente novamente em alguns minutos.');
    await tick(3000 * 5);
    expect(pix.requestPixCharge).toHaveBeenCalledTimes(15);
  });

  it('counts every failed try alike: not ready, 424 and no answer', async () => {
    const requestPixCharge = vi.mocked(pix.requestPixCharge);
    for (let poll = 0; poll < 5; poll += 1) {
      requestPixCharge.mockResolvedValueOnce(charge({ ready: false, currentStatusGeneration: 'Gerando cobrança...' }));
      requestPixCharge.mockRejectedValueOnce(new ApiError(424, { message: '' }));
      requestPixCharge.mockRejectedValueOnce(new ApiError(0, { message: NETWORK_MESSAGE }, 'network'));
    }
    requestPixCharge.mockResolvedValue(charge());
    await show();
    await tick(0);
    await tick(3000 * 2);
    expect(screen.getByText(NETWORK_MESSAGE)).toBeTruthy();
    await tick(3000 * 11);
    expect(screen.queryByRole('alert')).toBeNull();
    await tick(3000);
    expect(requestPixCharge).toHaveBeenCalledTimes(15);
    expect(screen.getByRole('alert').textContent).toBe('O Pix está instável no momento. Tente novamente em alguns minutos.');
    await tick(3000 * 5);
    expect(requestPixCharge).toHaveBeenCalledTimes(15);
  });

  it('a code paid in its last seconds says Pagamento recebido!, checked once more when the countdown ends', async () => {
    vi.mocked(pix.requestPixCharge).mockResolvedValue(charge({ expiresAt: new Date(NOW.getTime() + 7000).toISOString() }));
    vi.mocked(pix.isPixPaid).mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    await show();
    await tick(0);
    await tick(5000);
    expect(pix.isPixPaid).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Pagamento recebido!' })).toBeNull();
    await tick(2000);
    expect(pix.isPixPaid).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('dialog', { name: 'Pagamento recebido!' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Gerar novo código pix' })).toBeNull();
    expect(pix.requestPixCharge).toHaveBeenCalledTimes(1);
  });

  it('shows the server message or the default on other errors', async () => {
    vi.mocked(pix.requestPixCharge).mockRejectedValue(new ApiError(422, { message: '' }));
    await show();
    await tick(0);
    expect(screen.getByRole('alert').textContent).toBe('Erro ao gerar Pix.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});
