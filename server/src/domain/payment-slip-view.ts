import type { PaymentSlip, SlipAvailability } from '../../../src/domain/entities/payments';
import type { PaymentSlipRow } from '../db/queries/payment-slips';

/** How long the bank takes to issue a requested second copy (a stand-in for the bank's answer). */
export const SECOND_COPY_DELAY_MS = 15_000;

/** A requested copy is available once the delay has passed since the request, read from the clock: no timers. */
export function slipAvailability(row: Pick<PaymentSlipRow, 'availability' | 'requested_at'>, now: Date): SlipAvailability {
  if (row.availability !== 'REQUESTED' || row.requested_at === null) return row.availability;
  return now.getTime() - row.requested_at.getTime() >= SECOND_COPY_DELAY_MS ? 'AVAILABLE' : 'REQUESTED';
}

export function slipPdfPath(apiBase: string, id: number): string {
  return `${apiBase}/payment-slip/${id}/pdf`;
}

export function toPaymentSlip(row: PaymentSlipRow, now: Date, apiBase: string): PaymentSlip {
  const availability = slipAvailability(row, now);
  return {
    id: row.id,
    number: row.number,
    duedate: row.due_date,
    value: row.value_cents / 100,
    barcode: row.barcode,
    typedLine: row.typed_line,
    url: availability === 'AVAILABLE' ? slipPdfPath(apiBase, row.id) : null,
    availability,
  };
}
