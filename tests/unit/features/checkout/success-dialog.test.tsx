import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CompleteOrderResponse } from '../../../../src/domain/entities/checkout';
import { SuccessDialog } from '../../../../src/features/checkout/success-dialog';
import { renderPartnerScreen } from '../../app/render-with-router';
import { orderResponse } from './fixtures';
import { formatBrl } from '../../../../src/domain/format';

async function renderDialog(payment: Partial<CompleteOrderResponse['payment']>) {
  const result = { ...orderResponse, payment: { ...orderResponse.payment, ...payment } };
  await renderPartnerScreen(
    () => <SuccessDialog partnerId={1} result={result} editing={false} onGoToOrders={() => {}} />,
    '/finalizar-pedido?parceiro=1',
  );
  return screen.findByRole('dialog', { name: 'Sucesso!' });
}

// Mercadinho Bom Preço's R$ 50,00 of credit on a R$ 392,16 order paid by PIX.
const withCredit = { parcels: 1, parcelValue: 392.16, totalPayment: 392.16, amountDue: 342.16, canUsePix: true };

describe('SuccessDialog', () => {
  it('says how much credit was used, between the total and what is left to pay', async () => {
    const dialog = await renderDialog(withCredit);
    const lines = within(dialog).getAllByText(/^(Total|Crédito utilizado|Valor a pagar):/).map((p) => p.textContent);
    expect(lines).toEqual([
      `Total: ${formatBrl(392.16)} (1 x ${formatBrl(392.16)})`,
      `Crédito utilizado: ${formatBrl(50)}`,
      `Valor a pagar: ${formatBrl(342.16)}`,
    ]);
  });

  it('says the credit was used when it paid the whole order', async () => {
    const dialog = await renderDialog({ ...withCredit, totalPayment: 40, parcelValue: 40, amountDue: 0 });
    expect(within(dialog).getByText('Crédito utilizado: R$ 40,00')).toBeTruthy();
    expect(within(dialog).queryByText(/^Valor a pagar/)).toBeNull();
  });

  it('says what is left to pay after the credit also when the plan is paid outside the app', async () => {
    const dialog = await renderDialog({ ...withCredit, canUsePix: false, canUseCreditCard: false });
    expect(within(dialog).getByText(`Valor a pagar: ${formatBrl(342.16)}`.replace(/\s/g, ' '))).toBeTruthy();
  });

  it('has no credit line when no credit was used', async () => {
    const dialog = await renderDialog({ ...withCredit, amountDue: 392.16 });
    expect(within(dialog).queryByText(/^Crédito utilizado/)).toBeNull();
    expect(within(dialog).getByText('Valor a pagar: R$ 392,16')).toBeTruthy();
  });
});
