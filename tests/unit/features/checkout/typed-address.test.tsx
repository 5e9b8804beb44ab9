// A customer with no address on file types one at checkout: checked before sending, refusals under their fields.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { ApiError } from '../../../../src/api/errors';
import type { PlaceOrderCommand } from '../../../../src/db/user-db';
import type { CheckoutSnapshot } from '../../../../src/sync/pulls/checkout-snapshot';

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
const { conditions, makeCheckout, orderResponse } = await import('./fixtures');

const finishOrder = vi.mocked(sync.finishOrder);
const noAddress = makeCheckout({ customerAddressList: [], alternativeAddress: null, deliveryDate: '2026-07-15' });

async function renderCheckout() {
  vi.mocked(sync.loadCheckout).mockResolvedValue({ checkout: noAddress, conditions });
  vi.mocked(sync.updateCheckout).mockResolvedValue(noAddress);
  await renderPartnerScreen(CheckoutScreen, '/finalizar-pedido?parceiro=1');
  // The screen's first load in a file imports its modules: slow on a busy machine.
  await screen.findByRole('button', { name: 'Finalizar pedido' }, { timeout: 5000 });
  await screen.findByRole('group', { name: 'Endereço de entrega' }, { timeout: 5000 });
}

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const stateSelect = () => screen.getByRole('combobox', { name: 'Estado' }) as HTMLSelectElement;
// The CEP's mask listens to input events.
const type = (name: string, value: string) => (name === 'CEP' ? fireEvent.input : fireEvent.change)(box(name), { target: { value } });
const describedText = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;
const finish = () => fireEvent.click(screen.getByRole('button', { name: 'Finalizar pedido' }));

function fillAddress(cep = '01310100') {
  type('CEP', cep);
  type('Rua', 'Rua das Acácias');
  type('Número', '45');
  type('Bairro', 'Bela Vista');
  type('Cidade', 'São Paulo');
  fireEvent.change(stateSelect(), { target: { value: 'SP' } });
}

let db: Awaited<ReturnType<typeof freshDb>>;

beforeEach(async () => {
  vi.clearAllMocks();
  db = await freshDb();
});

afterEach(() => vi.restoreAllMocks());

describe('checkout without an address on file', () => {
  it('asks for the address part by part, masks the CEP and offers the 27 UFs', async () => {
    await renderCheckout();
    const group = screen.getByRole('group', { name: 'Endereço de entrega' });
    expect(group.textContent).toContain('Não há endereço de entrega no seu cadastro.');
    for (const name of ['CEP', 'Rua', 'Número', 'Complemento (opcional)', 'Bairro', 'Cidade']) expect(box(name)).toBeTruthy();
    expect(stateSelect().options).toHaveLength(28);
    type('CEP', '01310100');
    expect(box('CEP').value).toBe('01310-100');
  });

  it('shows each missing part under its field, focuses the first and sends nothing', async () => {
    await renderCheckout();
    finish();
    await waitFor(() => expect(document.activeElement).toBe(box('CEP')));
    expect(box('CEP').getAttribute('aria-invalid')).toBe('true');
    expect(describedText(box('CEP'))).toBe('O campo CEP é obrigatório.');
    expect(describedText(box('Rua'))).toBe('O campo rua é obrigatório.');
    expect(describedText(stateSelect())).toBe('O campo estado é obrigatório.');
    expect(box('Complemento (opcional)').getAttribute('aria-invalid')).toBeNull();
    expect(finishOrder).not.toHaveBeenCalled();
  });

  it('names every part and its message for assistive tech (axe: no violations, errors shown)', async () => {
    await renderCheckout();
    finish();
    await waitFor(() => expect(document.activeElement).toBe(box('CEP')));
    // jsdom draws nothing: contrast and target sizes are the e2e's.
    const results = await axe.run(screen.getByRole('group', { name: 'Endereço de entrega' }), {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('refuses a CEP of fewer than 8 digits next to the field, then places the order once it is whole', async () => {
    finishOrder.mockResolvedValue(orderResponse);
    await renderCheckout();
    fillAddress('0131010');
    finish();
    await waitFor(() => expect(describedText(box('CEP'))).toBe('CEP inválido: informe os 8 números.'));
    expect(finishOrder).not.toHaveBeenCalled();
    type('CEP', '01310100');
    expect(box('CEP').getAttribute('aria-invalid')).toBeNull();
    finish();
    await screen.findByRole('dialog', { name: 'Sucesso!' });
    const [, request] = finishOrder.mock.calls[0];
    expect(request).toMatchObject({
      alternativeAddress: null,
      deliveryAddress: { cep: '01310100', street: 'Rua das Acácias', number: '45', complement: '', district: 'Bela Vista', city: 'São Paulo', state: 'SP' },
      expectedTerms: { alternativeAddress: null, deliveryDate: '2026-07-15', paymentPlan: 1 },
    });
  });

  it('shows the server’s refusal of the address under its field, without a toast, keeping what was typed', async () => {
    const refusal = 'CEP inválido: informe os 8 números.';
    finishOrder.mockRejectedValueOnce(new ApiError(400, { message: refusal, errors: [{ field: 'deliveryAddress.cep', errorMessage: refusal }] }));
    await renderCheckout();
    fillAddress();
    finish();
    await waitFor(() => expect(describedText(box('CEP'))).toBe(refusal));
    await waitFor(() => expect(document.activeElement).toBe(box('CEP')));
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(box('Rua').value).toBe('Rua das Acácias');
    expect(stateSelect().value).toBe('SP');
  });
});

describe('checkout offline without an address on file', () => {
  const snapshot: CheckoutSnapshot = {
    conditions: { paymentPlans: [{ id: 12, description: 'Boleto 28 dias', parcels: 1, cardOnly: false }], deliveryDates: ['2099-07-15'], displayCoupon: true },
    addresses: [],
    choices: { paymentPlan: 12, alternativeAddress: null, deliveryDate: '2099-07-15', purchaseOrder: '', observations: '' },
    savedAt: 0,
  };

  it('queues the order with the address the screen showed', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await db.carts.put({ id: 9, partnerId: 1, status: 'OPEN', issues: [], orderNumber: null, outdatedRegistration: false, fetchedAt: 0 });
    await db.products.put(makeEntry(makeProduct(1)));
    await db.cartItems.put({ partnerId: 1, productId: 1, quantity: 2, productPackageId: 11, price: 10, issues: [] });
    await db.meta.put({ key: 'checkout-snapshot:1', value: snapshot });
    await renderPartnerScreen(CheckoutScreen, '/finalizar-pedido?parceiro=1');
    await screen.findByRole('group', { name: 'Endereço de entrega' });
    fillAddress();
    finish();
    await screen.findByRole('dialog', { name: 'Pedido guardado no aparelho' });
    const [entry] = await db.outbox.toArray();
    const { request, address } = entry!.command as PlaceOrderCommand;
    expect(address).toBe('Rua das Acácias, 45 - Bela Vista, São Paulo/SP - CEP 01310-100');
    expect(request.deliveryAddress).toEqual({
      cep: '01310100', street: 'Rua das Acácias', number: '45', complement: '', district: 'Bela Vista', city: 'São Paulo', state: 'SP',
    });
    expect(request.alternativeAddress).toBeNull();
    expect(request.expectedTerms).toMatchObject({ alternativeAddress: null, paymentPlan: 12, deliveryDate: '2099-07-15' });
  });
});
