// '/finalizar-pedido' without a connection, from what the device holds: an estimate, then a queued order.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlaceOrderCommand } from '../../../../src/db/user-db';
import { formatBrl } from '../../../../src/domain/format';
import type { CheckoutSnapshot } from '../../../../src/sync/pulls/checkout-snapshot';

const { CheckoutScreen } = await import('../../../../src/features/checkout/checkout-screen');
const { renderPartnerScreen } = await import('../../app/render-with-router');
const { freshDb, makeEntry, makeProduct } = await import('../catalogue/fixtures');
const { isUnavailable } = await import('./fixtures');

const snapshot: CheckoutSnapshot = {
  conditions: {
    paymentPlans: [
      { id: 12, description: 'Boleto 28 dias', parcels: 1, cardOnly: false },
      { id: 13, description: 'Cartão de crédito em 3x', parcels: 3, cardOnly: true },
    ],
    deliveryDates: ['2020-01-02', '2099-07-15'],
    displayCoupon: true,
  },
  addresses: [{ alternateAddressId: 1, street: 'Rua A, 10', district: 'Centro', city: 'São Paulo', state: 'SP' }],
  choices: { paymentPlan: 12, alternativeAddress: 1, deliveryDate: null, purchaseOrder: '123', observations: 'Portão azul' },
  savedAt: 0,
};

let db: Awaited<ReturnType<typeof freshDb>>;

beforeEach(async () => {
  db = await freshDb();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await db.carts.put({ id: 9, partnerId: 1, status: 'OPEN', issues: [], orderNumber: null, outdatedRegistration: false, fetchedAt: 0 });
  await db.products.put(makeEntry(makeProduct(1)));
  await db.cartItems.put({ partnerId: 1, productId: 1, quantity: 2, productPackageId: 11, price: 10, issues: [] });
});

afterEach(() => vi.restoreAllMocks());

describe('checkout offline', () => {
  it('estimates from the device, keeps the choices, turns the coupon and card plans off, and queues the order with the cart emptied', async () => {
    await db.meta.put({ key: 'checkout-snapshot:1', value: snapshot });
    await renderPartnerScreen(CheckoutScreen, '/finalizar-pedido?parceiro=1');
    expect(await screen.findByRole('note')).toHaveProperty('textContent', expect.stringContaining('os valores são estimados com os preços guardados no aparelho'));
    // 2 boxes of 12 at R$ 10,00, plus the delivery fee under R$ 300,00.
    const totals = screen.getByRole('region', { name: 'Resumo do pedido' });
    expect(within(totals).getByText('R$ 240,00')).toBeTruthy();
    expect(totals.textContent).toContain(formatBrl(255));
    const coupon = screen.getByRole('textbox', { name: 'Cupom de desconto' }) as HTMLInputElement;
    expect(coupon.disabled).toBe(true);
    expect(screen.getByText('O cupom só pode ser aplicado com conexão.')).toBeTruthy();
    expect((screen.getByRole('option', { name: 'Cartão de crédito em 3x (só com conexão)' }) as HTMLOptionElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Ordem de compra' }) as HTMLInputElement).value).toBe('123');
    // A date already past is no longer offered.
    const date = screen.getByRole('combobox', { name: 'Data de entrega' });
    expect(within(date).queryByRole('option', { name: '02/01/2020' })).toBeNull();
    fireEvent.change(date, { target: { value: '2099-07-15' } });
    const finish = screen.getByRole('button', { name: 'Finalizar pedido' }) as HTMLButtonElement;
    await waitFor(() => expect(isUnavailable(finish)).toBe(false)); // the device prices the new choice
    fireEvent.click(finish);

    const dialog = await screen.findByRole('dialog', { name: 'Pedido guardado no aparelho' });
    expect(dialog.textContent).toContain('Seu pedido será enviado quando o celular voltar a ter conexão. Ele ainda não foi realizado');
    expect(await db.cartItems.count()).toBe(0);
    const [entry] = await db.outbox.toArray();
    const command = entry!.command as PlaceOrderCommand;
    expect(command.request).toMatchObject({ paymentPlan: 12, deliveryDate: '2099-07-15', purchaseOrder: '123', observations: 'Portão azul', couponDTO: null });
    expect(command.request.expectedTerms).toEqual({
      items: [{ productId: 1, productPackageId: 11, quantity: 2, unitPrice: 10 }],
      totalPayment: 255, paymentPlan: 12, alternativeAddress: 1, deliveryDate: '2099-07-15',
    });
  });
});
