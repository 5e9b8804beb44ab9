import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { OrderRow } from '../db/queries/orders';

/** What a PIX the PSP notified did; each is recorded once per endToEndId (pix_payments). */
export const pixOutcomeSchema = z.enum(['confirmed', 'amount-mismatch', 'unknown-txid', 'not-awaiting']);
export type PixOutcome = z.infer<typeof pixOutcomeSchema>;

/** `valor` as the API Pix writes it (`\d{1,10}\.\d{2}`), in cents: exact, unlike a float compare. */
export function valorCents(valor: string): number {
  const [reais, cents] = valor.split('.');
  return Number(reais) * 100 + Number(cents);
}

/**
 * A PIX paying a charge of ours: the order is paid only when the amount is exactly the charge's and the order still
 * awaits a payment. A card authorisation still running counts as a payment (its paid_at lies ahead).
 */
export function pixOutcome(order: Pick<OrderRow, 'paid_at' | 'status'>, chargeAmount: number, valor: string): PixOutcome {
  if (valorCents(valor) !== Math.round(chargeAmount * 100)) return 'amount-mismatch';
  if (order.paid_at !== null || order.status === 'Cancelado') return 'not-awaiting';
  return 'confirmed';
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * An endToEndId shaped as the SPI makes them (E, the payer PSP's 8-digit ISPB, yyyyMMddHHmm in UTC, 11 characters),
 * with the ISPB 00000000 that no PSP has: for the development route that stands in for the PSP.
 */
export function simulatedEndToEndId(now: Date): string {
  const stamp = now.toISOString().slice(0, 16).replace(/[-T:]/g, '');
  const tail = [...randomBytes(11)].map((byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
  return `E00000000${stamp}${tail}`;
}
