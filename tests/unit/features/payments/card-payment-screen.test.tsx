import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '../../../../src/api/errors';
import type { CardPaymentStatus } from '../../../../src/domain/entities/payments';

// The order has no card attempt yet: the screen opens on the empty form.
vi.mock('../../../../src/sync/actions/payments', () => ({
  submitCardPayment: vi.fn(),
  cardPaymentStatus: vi.fn(),
  loadOrderPayment: vi.fn(async () => ({
    orderId: 9, orderNumber: '1009', partnerName: 'Atacadão Central', amountDue: 100, paid: false, pixCharge: null, cardPayment: null,
  })),
}));

const { CardPaymentScreen } = await import('../../../../src/features/payments/card-payment-screen');
const cards = await import('../../../../src/sync/actions/payments');
const { renderPartnerScreen } = await import('../../app/render-with-router');

const status = (code: 0 | 1 | 2, currentPhaseMessage: string): CardPaymentStatus => ({ id: 1, orderId: 9, status: code, currentPhaseMessage, amount: 100 });
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Finalizar pagamento' }));
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const show = async () => {
  await renderPartnerScreen(CardPaymentScreen, '/pagar-cartao?parceiro=2&orderId=9', { context: { orderId: 9 } });
  await tick(0); // the order's payment state arrives
};

function fillValidCard() {
  type('Número do cartão', '4111111111111111');
  type('Titular do cartão', 'Maria José');
  type('Data de Validade', '122030');
  type('CVV', '123');
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2025-03-10T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('CardPaymentScreen', () => {
  it('shows the form with its texts and the support link', async () => {
    await show();
    expect(screen.getByRole('heading', { name: 'Pagar com cartão' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Preencha os dados do seu cartão' })).toBeTruthy();
    expect(field('Data de Validade').placeholder).toBe('MM/AAAA');
    expect(screen.getByText(/Problemas ao efetuar o pagamento\?/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fale conosco!' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
  });

  it('marks every invalid field and says so on submit', async () => {
    await show();
    type('Número do cartão', '4111111111111112');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Preencha todos os campos corretamente.');
    for (const name of ['Número do cartão', 'Titular do cartão', 'Data de Validade', 'CVV']) {
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
    }
    fillValidCard();
    vi.mocked(cards.submitCardPayment).mockReturnValue(new Promise(() => undefined));
    submit();
    expect(screen.queryByText('Preencha todos os campos corretamente.')).toBeNull();
    expect(field('CVV').getAttribute('aria-invalid')).toBe('false');
  });

  it('formats what is typed and recognises the brand', async () => {
    await show();
    type('Número do cartão', '5555a55555555444499');
    expect(field('Número do cartão').value).toBe('5555 5555 5555 4444');
    expect(screen.getByTestId('card-brand').textContent).toBe('Mastercard');
    type('Número do cartão', '41111111111111111111');
    expect(field('Número do cartão').value).toBe('4111 1111 1111 1111 111');
    expect(screen.getByTestId('card-brand').textContent).toBe('Visa');
    type('Titular do cartão', 'João da Silva 3!');
    expect(field('Titular do cartão').value).toBe('João da Silva ');
    type('Data de Validade', '1a2203099');
    expect(field('Data de Validade').value).toBe('12/2030');
  });

  it('takes a 4-digit CVV only for numbers starting 34 or 37, and blocks e, E, + and -', async () => {
    await show();
    type('CVV', '12345');
    expect(field('CVV').value).toBe('123');
    type('Número do cartão', '378282246310005');
    expect(field('Número do cartão').value).toBe('3782 822463 10005');
    expect(screen.getByTestId('card-brand').textContent).toBe('American Express');
    type('CVV', '12345');
    expect(field('CVV').value).toBe('1234');
    for (const key of ['e', 'E', '+', '-']) expect(fireEvent.keyDown(field('CVV'), { key })).toBe(false);
    expect(fireEvent.keyDown(field('CVV'), { key: '5' })).toBe(true);
  });

  it('waits for the authorisation, then confirms and clears the fields', async () => {
    vi.mocked(cards.submitCardPayment).mockResolvedValue(status(0, 'Solicitando autorização'));
    vi.mocked(cards.cardPaymentStatus)
      .mockResolvedValueOnce(status(0, 'Solicitando autorização'))
      .mockResolvedValueOnce(status(2, 'Pagamento autorizado com sucesso.'));
    await show();
    fillValidCard();
    fireEvent.submit(field('CVV').closest('form') as HTMLFormElement);
    await tick(0);
    expect(cards.submitCardPayment).toHaveBeenCalledWith(
      { cardNumber: '4111111111111111', holder: 'Maria José', expirationDate: '12/2030', securityCode: '123', refererId: 9 },
      expect.any(String),
    );
    const waiting = screen.getByRole('dialog', { name: 'Aguarde, estamos confirmando seu cartão' });
    expect(within(waiting).getByRole('button', { name: 'Voltar à tela de pedidos' })).toBeTruthy();
    await tick(3000);
    expect(screen.queryByRole('dialog', { name: 'Pagamento autorizado com sucesso.' })).toBeNull();
    await tick(3000);
    expect(screen.getByRole('dialog', { name: 'Pagamento autorizado com sucesso.' })).toBeTruthy();
    for (const name of ['Número do cartão', 'Titular do cartão', 'Data de Validade', 'CVV']) expect(field(name).value).toBe('');
  });

  it('shows the decline, the status-check error and the default authorisation error', async () => {
    vi.mocked(cards.submitCardPayment).mockResolvedValue(status(0, ''));
    vi.mocked(cards.cardPaymentStatus).mockResolvedValueOnce(status(1, 'Pagamento recusado pelo emissor do cartão.'));
    await show();
    fillValidCard();
    submit();
    await tick(0);
    await tick(3000);
    expect(screen.getByRole('alert').textContent).toBe('Pagamento recusado pelo emissor do cartão.');

    vi.mocked(cards.cardPaymentStatus).mockRejectedValueOnce(new ApiError(404, { message: 'Pagamento não encontrado.' }));
    submit();
    await tick(0);
    await tick(3000);
    expect(screen.getByRole('alert').textContent).toBe('Pagamento não encontrado.');

    vi.mocked(cards.submitCardPayment).mockRejectedValueOnce(new ApiError(500, { message: '' }));
    submit();
    await tick(0);
    expect(screen.getByRole('alert').textContent).toBe(
      'Ocorreu um erro ao autorizar o cartão, por favor tente novamente mais tarde.',
    );
  });

  it('polls one call at a time and keeps waiting, reconnecting, when a check gets no answer', async () => {
    vi.mocked(cards.submitCardPayment).mockResolvedValue(status(0, 'Solicitando autorização'));
    let answer: (value: CardPaymentStatus) => void = () => {};
    vi.mocked(cards.cardPaymentStatus)
      .mockRejectedValueOnce(new ApiError(0, { message: '' }, 'network'))
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
      .mockResolvedValueOnce(status(2, 'Pagamento autorizado com sucesso.'));
    await show();
    fillValidCard();
    submit();
    await tick(0);
    await tick(3000);
    const waiting = screen.getByRole('dialog', { name: 'Aguarde, estamos confirmando seu cartão' });
    expect(within(waiting).getByRole('status').textContent).toBe('Sem resposta do servidor. Reconectando…');
    expect(screen.queryByRole('alert')).toBeNull();
    await tick(3000); // the second check is sent and answers slowly
    expect(cards.cardPaymentStatus).toHaveBeenCalledTimes(2);
    await tick(30_000);
    expect(cards.cardPaymentStatus).toHaveBeenCalledTimes(2); // nothing piles up behind it
    await act(async () => answer(status(0, 'Solicitando autorização')));
    expect(within(waiting).getByRole('status').textContent).toBe('');
    await tick(3000);
    expect(cards.cardPaymentStatus).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('dialog', { name: 'Pagamento autorizado com sucesso.' })).toBeTruthy();
  });

  it('needs the server: offline shows the offline screen', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await show();
    expect(screen.getByText('Você está offline')).toBeTruthy();
    expect(screen.queryByLabelText('Número do cartão')).toBeNull();
    online.mockRestore();
  });
});
