import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../../src/api/errors';
import { formatBrl } from '../../../../src/domain/format';

vi.mock('../../../../src/sync/actions/checkout', async (importOriginal) => ({
  ...(({ CartChangesWaitingError, QueuedOrderWaitingError }) => ({ CartChangesWaitingError, QueuedOrderWaitingError }))(await importOriginal<typeof import('../../../../src/sync/actions/checkout')>()),
  loadCheckout: vi.fn(),
  updateCheckout: vi.fn(),
  finishOrder: vi.fn(),
}));

const { CheckoutScreen } = await import('../../../../src/features/checkout/checkout-screen');
const sync = await import('../../../../src/sync/actions/checkout');
const { renderPartnerScreen } = await import('../../app/render-with-router');
const { freshDb, makeEntry, makeProduct } = await import('../catalogue/fixtures');
const { conditions, isUnavailable, makeCheckout, orderResponse } = await import('./fixtures');

const loadCheckout = vi.mocked(sync.loadCheckout);
const updateCheckout = vi.mocked(sync.updateCheckout);
const finishOrder = vi.mocked(sync.finishOrder);

async function renderCheckout(checkout = makeCheckout()) {
  loadCheckout.mockResolvedValue({ checkout, conditions });
  updateCheckout.mockImplementation(async (_partner, _cart, update) => ({
    ...checkout,
    deliveryDate: update.deliveryDate,
    purchaseOrder: update.purchaseOrder,
  }));
  const view = await renderPartnerScreen(CheckoutScreen, '/finalizar-pedido?parceiro=1');
  await screen.findByRole('heading', { level: 1 });
  await screen.findByRole('button', { name: /Finalizar/ });
  return view;
}

const dateSelect = () => screen.getByRole('combobox', { name: 'Data de entrega' }) as HTMLSelectElement;
const describedText = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

let db: Awaited<ReturnType<typeof freshDb>>;

beforeEach(async () => {
  vi.clearAllMocks();
  db = await freshDb();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CheckoutScreen', () => {
  it('shows the offline screen without a connection when the partner’s conditions were never seen', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderPartnerScreen(CheckoutScreen, '/finalizar-pedido?parceiro=1');
    expect(await screen.findByRole('heading', { name: 'Você está offline' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(loadCheckout).not.toHaveBeenCalled();
  });

  it('titles the review, and the changes of an edited order', async () => {
    const first = await renderCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'Revisar pedido' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Finalizar pedido' })).toBeTruthy();
    first.unmount();
    await renderCheckout(makeCheckout({ orderNumber: '1042' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Revisar Alterações' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Finalizar alterações' })).toBeTruthy();
  });

  it('asks for the delivery date and, with two addresses, the address, before sending', async () => {
    const addresses = [
      ...makeCheckout().customerAddressList,
      { alternateAddressId: 2, street: 'Rua B, 20', district: 'Lapa', city: 'São Paulo', state: 'SP' },
    ];
    await renderCheckout(makeCheckout({ customerAddressList: addresses, alternativeAddress: null }));
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar pedido' }));
    expect(await screen.findByText('O campo de data de entrega é obrigatório.')).toBeTruthy();
    expect(screen.getByText('O campo endereço de entrega é obrigatório.')).toBeTruthy();
    expect(describedText(dateSelect())).toBe('O campo de data de entrega é obrigatório.');
    expect(describedText(screen.getByRole('group', { name: 'Endereço de entrega' }))).toBe('O campo endereço de entrega é obrigatório.');
    expect(finishOrder).not.toHaveBeenCalled();
    fireEvent.change(dateSelect(), { target: { value: '2026-07-15' } });
    expect(screen.queryByText('O campo de data de entrega é obrigatório.')).toBeNull();
    expect(updateCheckout).toHaveBeenCalledWith(1, 9, expect.objectContaining({ deliveryDate: '2026-07-15', partnerId: 1 }));
  });

  it('brings the first field in error into view and focuses it, the address group before the date', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const addresses = [
      ...makeCheckout().customerAddressList,
      { alternateAddressId: 2, street: 'Rua B, 20', district: 'Lapa', city: 'São Paulo', state: 'SP' },
    ];
    await renderCheckout(makeCheckout({ customerAddressList: addresses, alternativeAddress: null }));
    const finish = screen.getByRole('button', { name: 'Finalizar pedido' });
    finish.focus();
    fireEvent.click(finish);
    const group = screen.getByRole('group', { name: 'Endereço de entrega' });
    await waitFor(() => expect(document.activeElement).toBe(within(group).getAllByRole('radio')[0]));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(group);
    fireEvent.click(within(group).getAllByRole('radio')[1]);
    await waitFor(() => expect(isUnavailable(finish)).toBe(false));
    finish.focus();
    fireEvent.click(finish);
    await waitFor(() => expect(document.activeElement).toBe(dateSelect()));
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(scrollIntoView.mock.contexts[1]).toBe(dateSelect());
    expect(finishOrder).not.toHaveBeenCalled();
  });

  it('offers only the available delivery dates, as DD/MM/YYYY', async () => {
    await renderCheckout();
    const options = within(dateSelect()).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Selecione uma data', '15/07/2026', '16/07/2026']);
  });

  it('keeps the purchase order to 15 digits, without e/+/-/., and sends it after a pause', async () => {
    await renderCheckout();
    const input = screen.getByRole('textbox', { name: 'Ordem de compra' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1e2E+-.' } });
    expect(input.value).toBe('12');
    fireEvent.change(input, { target: { value: '12a3.4-5e' } });
    expect(input.value).toBe('12345');
    fireEvent.change(input, { target: { value: '12345678901234567890' } });
    expect(input.value).toBe('123456789012345');
    expect(updateCheckout).not.toHaveBeenCalled();
    await vi.waitFor(
      () => expect(updateCheckout).toHaveBeenCalledWith(1, 9, expect.objectContaining({ purchaseOrder: '123456789012345' })),
      { timeout: 2000 },
    );
    expect(updateCheckout).toHaveBeenCalledOnce();
  });

  it('upper-cases the coupon, keeps 15 characters, shows the server error and clears it when emptied', async () => {
    const checkout = makeCheckout();
    await renderCheckout(checkout);
    updateCheckout.mockImplementation(async (_p, _c, update) => ({
      ...checkout,
      validation: { errors: update.coupon ? [{ field: 'coupon', errorMessage: 'Cupom inválido.' }] : [], issues: [] },
    }));
    const input = screen.getByRole('textbox', { name: 'Cupom de desconto' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'promo10' } });
    expect(input.value).toBe('PROMO10');
    fireEvent.change(input, { target: { value: 'abcdefghijklmnopqrst' } });
    expect(input.value).toBe('ABCDEFGHIJKLMNO');
    fireEvent.blur(input);
    expect(await screen.findByText('Cupom inválido.')).toBeTruthy();
    expect(describedText(input)).toBe('Cupom inválido.');
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.queryByText('Cupom inválido.')).toBeNull();
  });

  it('shows weights with 2 decimals and +/- for variable-weight products', async () => {
    await db.products.put(makeEntry(makeProduct(2, { code: 'P2', salesUnit: 'KG', variableWeight: true })));
    await db.cartItems.put({ partnerId: 1, productId: 2, quantity: 1, productPackageId: 21, price: 40, issues: [] });
    await renderCheckout();
    expect(await screen.findByText('Peso total: +/- 3,46 kg')).toBeTruthy();
    expect(screen.queryByText(/Peso total: 0/)).toBeNull();
  });

  it('shows the delivery fee only when positive, and the installments', async () => {
    const first = await renderCheckout();
    expect(screen.queryByText('Taxa de entrega')).toBeNull();
    expect(screen.getByText('2 x R$ 189,12')).toBeTruthy();
    expect(screen.getByText('Peso total: 3,46 kg')).toBeTruthy();
    first.unmount();
    const base = makeCheckout();
    await renderCheckout(makeCheckout({ payment: { ...base.payment, deliveryFee: 15, totalPayment: 393.24 } }));
    expect(screen.getByText('Taxa de entrega')).toBeTruthy();
    expect(screen.getByText('R$ 15,00')).toBeTruthy();
  });

  it('finishes the order and shows the success modal', async () => {
    finishOrder.mockResolvedValue(orderResponse);
    const { router } = await renderCheckout(makeCheckout({ deliveryDate: '2026-07-15' }));
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar pedido' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sucesso!' });
    expect(within(dialog).getByText('Data de entrega: 15/07/2026')).toBeTruthy();
    expect(within(dialog).getByText('Quantidade de itens: 2')).toBeTruthy();
    expect(within(dialog).getByText('Total: R$ 120,00 (2 x R$ 60,00)')).toBeTruthy();
    const [, request] = finishOrder.mock.calls[0];
    expect(request).toMatchObject({ cartId: 9, partnerId: 1, deliveryDate: '2026-07-15', paymentPlan: 1, alternativeAddress: 1 });
    expect(request.expectedTerms).toEqual({
      items: [
        { productId: 101, productPackageId: 1011, quantity: 2, unitPrice: 10 },
        { productId: 102, productPackageId: 1021, quantity: 1, unitPrice: 40 },
      ],
      totalPayment: 378.24,
      paymentPlan: 1,
      alternativeAddress: 1,
      deliveryDate: '2026-07-15',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ver meus pedidos' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/historico-pedidos'));
  });

  it('reuses the idempotency key after a network failure and renews it after an answer', async () => {
    finishOrder
      .mockRejectedValueOnce(new ApiError(0, { message: '' }, 'network'))
      .mockRejectedValueOnce(new ApiError(400, { message: 'Data de entrega indisponível.', errors: [{ field: 'deliveryDate', errorMessage: 'Data de entrega indisponível.' }] }))
      .mockResolvedValueOnce(orderResponse);
    await renderCheckout(makeCheckout({ deliveryDate: '2026-07-15' }));
    const finish = () => fireEvent.click(screen.getByRole('button', { name: 'Finalizar pedido' }));
    finish();
    await vi.waitFor(() => expect(finishOrder).toHaveBeenCalledTimes(1));
    await screen.findByRole('button', { name: 'Finalizar pedido' });
    finish();
    await vi.waitFor(() => expect(finishOrder).toHaveBeenCalledTimes(2));
    expect(await screen.findAllByText('Data de entrega indisponível.')).toBeTruthy();
    expect(describedText(dateSelect())).toBe('Data de entrega indisponível.');
    await screen.findByRole('button', { name: 'Finalizar pedido' });
    finish();
    await screen.findByRole('dialog', { name: 'Sucesso!' });
    const keys = finishOrder.mock.calls.map((call) => call[2]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('names the partner only when more than one partner serves the customer', async () => {
    const partner = (id: number, name: string, servesCustomer: boolean) => ({ id, name, urlImage: '', urlCatalog: '', servesCustomer });
    await db.partners.bulkPut([partner(1, 'Distribuidora_São_Jorge', true), partner(3, 'Mega_Foods', false)]);
    const first = await renderCheckout();
    expect(screen.queryByText(/^Você está em/)).toBeNull();
    first.unmount();
    await db.partners.put(partner(2, 'Atacadão_Central', true));
    await renderCheckout();
    expect(await screen.findByText(/^Você está em Distribuidora/)).toBeTruthy();
  });

  it('titles the loading and error states of an edited order Revisar Alterações', async () => {
    await db.carts.put({ id: 9, partnerId: 1, status: 'OPEN', issues: [], orderNumber: '1042', outdatedRegistration: false, fetchedAt: 0 });
    let fail: (error: unknown) => void = () => {};
    loadCheckout.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    await renderPartnerScreen(CheckoutScreen, '/finalizar-pedido?parceiro=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Revisar Alterações' })).toBeTruthy();
    expect(screen.getByText('Carregando revisão do pedido')).toBeTruthy();
    fail(new ApiError(400, { message: 'Seu carrinho está vazio.' }));
    expect(await screen.findByText('Seu carrinho está vazio.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Revisar Alterações' })).toBeTruthy();
  });

  it('shows the server message when finishing fails', async () => {
    finishOrder.mockRejectedValue(new ApiError(422, { message: 'Não é possível realizar a edição de pedidos após o faturamento.' }));
    await renderCheckout(makeCheckout({ deliveryDate: '2026-07-15' }));
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar pedido' }));
    expect(await screen.findByText('Não é possível realizar a edição de pedidos após o faturamento.')).toBeTruthy();
  });

  it('shows the changed terms the server answered, reprices the review and sends its new terms next', async () => {
    const message = 'O pedido mudou desde a sua revisão e não foi enviado. Confira as diferenças e envie de novo.';
    finishOrder
      .mockRejectedValueOnce(new ApiError(409, {
        message,
        differences: [
          { kind: 'price', productId: 101, expected: 10, actual: 12.5 },
          { kind: 'unavailable', productId: 102, expected: 1, actual: null },
          { kind: 'date', expected: '2026-07-15', actual: null },
          { kind: 'total', expected: 378.24, actual: 300 },
        ],
      }))
      .mockResolvedValueOnce(orderResponse);
    const base = makeCheckout({ deliveryDate: '2026-07-15' });
    await renderCheckout(base);
    const repriced = { ...base, items: [{ ...base.items[0], salesPrice: 12.5, total: 300 }], payment: { ...base.payment, totalPayment: 300 } };
    updateCheckout.mockResolvedValue(repriced);
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar pedido' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Arroz Tipo 1: o preço passou de ${formatBrl(10)} para ${formatBrl(12.5)}.`,
      'Queijo Prato: não está mais disponível.',
      'A data de entrega 15/07/2026 não está mais disponível.',
      `O total passou de ${formatBrl(378.24)} para ${formatBrl(300)}.`,
    ]);
    expect(screen.queryByRole('dialog', { name: 'Sucesso!' })).toBeNull();
    await vi.waitFor(() => expect(updateCheckout).toHaveBeenCalled());
    fireEvent.click(await screen.findByRole('button', { name: 'Finalizar pedido' }));
    await screen.findByRole('dialog', { name: 'Sucesso!' });
    expect(screen.queryByRole('alert')).toBeNull();
    const [first, second] = finishOrder.mock.calls;
    expect(second[1].expectedTerms).toMatchObject({ items: [{ productId: 101, unitPrice: 12.5 }], totalPayment: 300 });
    expect(second[2]).not.toBe(first[2]);
  });

  it('stops and says so while cart changes wait to be sent or for an answer', async () => {
    finishOrder
      .mockRejectedValueOnce(new sync.CartChangesWaitingError('unsent'))
      .mockRejectedValueOnce(new sync.CartChangesWaitingError('question'));
    await renderCheckout(makeCheckout({ deliveryDate: '2026-07-15' }));
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar pedido' }));
    expect(
      await screen.findByText('Algumas alterações do carrinho ainda não foram enviadas. Verifique sua conexão e tente novamente.'),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Finalizar pedido' }));
    expect(await screen.findByText('Responda à pergunta sobre a quantidade do carrinho antes de finalizar o pedido.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Sucesso!' })).toBeNull();
  });
});
