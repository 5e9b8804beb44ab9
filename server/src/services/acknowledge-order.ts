import { z } from 'zod';
import type { AppDeps } from '../deps';
import { setErpNumber } from '../db/queries/order-erp';
import { recordOrderChange } from '../db/queries/order-feed';
import { refuse } from '../domain/refusal';
import { lockOrderOf } from './own-order';

export const acknowledgeResultSchema = z.enum(['acknowledged', 'unchanged']).meta({
  description: '`acknowledged`: the number is recorded; `unchanged`: it was already, with the same number (a retry).',
});

/**
 * The partner's ERP took the order in under its own number. The same number again is a retry ('unchanged'); another
 * number is a conflict: one order is one order in the ERP.
 */
export async function acknowledgeOrder(deps: AppDeps, input: { orderId: number; partnerId: number; erpNumber: string }): Promise<z.infer<typeof acknowledgeResultSchema>> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrderOf(tx, input.orderId, { partnerId: input.partnerId });
    if (order.erp_number === input.erpNumber) return 'unchanged';
    if (order.erp_number !== null) refuse('conflict', `O pedido ${order.number} já foi confirmado com o número ${order.erp_number} do ERP.`);
    await setErpNumber(tx, order.id, input.erpNumber);
    await recordOrderChange(tx, order.id, deps.clock.now());
    return 'acknowledged';
  });
}
