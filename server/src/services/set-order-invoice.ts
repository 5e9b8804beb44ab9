import { z } from 'zod';
import type { AppDeps } from '../deps';
import { setInvoice, type OrderInvoice } from '../db/queries/order-erp';
import { recordOrderChange } from '../db/queries/order-feed';
import { refuse } from '../domain/refusal';
import { recordOrderEvent } from '../webhooks/record-webhook-event';
import { lockOrderOf } from './own-order';

export const setInvoiceResultSchema = z.enum(['changed', 'unchanged']).meta({
  description: '`changed`: the invoice is kept now (a first one, or a corrected one replacing it); `unchanged`: the same invoice was kept already.',
});

/**
 * The invoice (NF-e) the partner issued for its order, shown on the order's detail in the app. Sent again it replaces
 * the one kept (a corrected invoice); the same invoice again changes nothing ('unchanged'). Refused for a cancelled order.
 */
export async function setOrderInvoice(deps: AppDeps, input: { orderId: number; partnerId: number; invoice: OrderInvoice }): Promise<z.infer<typeof setInvoiceResultSchema>> {
  const { invoice } = input;
  return deps.db.transaction(async (tx) => {
    const order = await lockOrderOf(tx, input.orderId, { partnerId: input.partnerId });
    if (order.status === 'Cancelado') refuse('refused', 'Este pedido foi cancelado.');
    const same = order.invoice_key === invoice.key && order.invoice_number === invoice.number
      && order.invoice_series === invoice.series && order.invoice_danfe_url === invoice.danfeUrl;
    if (same) return 'unchanged';
    await setInvoice(tx, order.id, invoice);
    await recordOrderEvent(tx, 'order.changed', order.id, deps.clock.now(), { invoice });
    await recordOrderChange(tx, order.id, deps.clock.now());
    return 'changed';
  });
}
