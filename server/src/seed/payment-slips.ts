// Demo payment slips: for each customer and partner, two available, one whose second copy is on its way and one
// without a copy on file, due on different days.
import type { Db } from '../db/client';
import { insertRows } from '../db/insert-rows';
import type { StoredAvailability } from '../db/queries/payment-slips';
import { addDays, saoPauloDate } from '../domain/sao-paulo-day';
import { slipCode } from '../domain/slip-code';
import { partnerCustomers } from './people';

/** Banco do Brasil, whose free field for a 7-digit agreement is six zeros, our number (agreement + 10 digits) and the portfolio. */
const BANK = '001';
const AGREEMENT = '3128557';
const PORTFOLIO = '18';

const SLIPS: { dueIn: number; valueCents: number; availability: StoredAvailability }[] = [
  { dueIn: 5, valueCents: 48_790, availability: 'AVAILABLE' },
  { dueIn: 12, valueCents: 1_235_050, availability: 'UNKNOW' },
  { dueIn: 19, valueCents: 89_900, availability: 'REQUESTED' },
  { dueIn: 33, valueCents: 312_475, availability: 'AVAILABLE' },
];

export async function seedPaymentSlips(tx: Db, today: Date): Promise<void> {
  const day = saoPauloDate(today);
  const rows = partnerCustomers.flatMap(({ partner_id, customer_id }, pair) =>
    SLIPS.map(({ dueIn, valueCents, availability }, index) => {
      const sequence = String(partner_id * 1_000_000 + customer_id * 1_000 + pair * 10 + index + 1).padStart(10, '0');
      const dueDate = addDays(day, dueIn);
      const { barcode, line } = slipCode({ bank: BANK, dueDate, valueCents, freeField: `000000${AGREEMENT}${sequence}${PORTFOLIO}` });
      return {
        customer_id, partner_id, number: sequence.replace(/^0+/, ''), due_date: dueDate, value_cents: valueCents, barcode,
        typed_line: line, availability, requested_at: availability === 'REQUESTED' ? today.toISOString() : null,
      };
    }),
  );
  await insertRows(tx, 'payment_slips', rows);
}
