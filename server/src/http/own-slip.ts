import type { Db } from '../db/client';
import { findCustomerSlip, type PaymentSlipRow } from '../db/queries/payment-slips';
import { fail } from './errors';
import { pathIdOrBadRequest } from './path-id';

/** The customer's slip by its path id: 400 for an id that is not a number, 404 for anyone else's or an unknown one. */
export async function ownSlip(db: Db, idText: string, customerId: number): Promise<PaymentSlipRow> {
  const slip = await findCustomerSlip(db, pathIdOrBadRequest(idText, 'Identificador de boleto inválido.'), customerId);
  if (!slip) fail(404, 'Boleto não encontrado.');
  return slip;
}
