import type { Db } from '../client';

/** What the distributor's ERP records on an order: its own number and the invoice. Call with the order's row locked. */
export interface OrderInvoice {
  key: string;
  number: string;
  series: string;
  danfeUrl: string;
}

export async function setErpNumber(tx: Db, orderId: number, erpNumber: string): Promise<void> {
  await tx.query('UPDATE orders SET erp_number = $2 WHERE id = $1', [orderId, erpNumber]);
}

export async function setInvoice(tx: Db, orderId: number, invoice: OrderInvoice): Promise<void> {
  await tx.query(
    'UPDATE orders SET invoice_key = $2, invoice_number = $3, invoice_series = $4, invoice_danfe_url = $5 WHERE id = $1',
    [orderId, invoice.key, invoice.number, invoice.series, invoice.danfeUrl],
  );
}
