import { roundCents } from '../../../src/domain/pricing';
import type { FeedOrderRow } from '../db/queries/order-feed';

/** What the partner's system reads of an order in the feed: the integration API's English field names. */
export function toFeedOrder(row: FeedOrderRow) {
  return {
    id: row.id,
    number: row.number,
    erpNumber: row.erp_number,
    status: row.status,
    statusObservation: row.status_observation,
    placedAt: row.created_at.toISOString(),
    changedAt: row.changed_at.toISOString(),
    /** the change's place in the partner's feed: grows with every change, so a change read twice shows as the same number */
    changeNumber: row.change_number,
    customer: { id: row.customer_id, taxId: row.tax_id, name: row.customer_name, tradeName: row.trade_name },
    lines: row.lines.map((line) => ({
      productCode: line.code,
      productName: line.name,
      package: line.package && { id: line.package.id, label: line.package.label, quantity: line.package.unities },
      quantity: line.quantity,
      price: line.price,
      total: line.total,
    })),
    terms: {
      paymentPlan: { id: row.payment_plan_id, name: row.plan_name },
      parcels: row.parcels,
      parcelValue: roundCents(row.total_payment / row.parcels),
      deliveryDate: row.delivery_date,
      address: row.address,
      purchaseOrder: row.purchase_order,
      observations: row.observations,
      couponCode: row.coupon_code,
      totals: {
        items: row.items_total,
        discount: row.discount,
        deliveryFee: row.delivery_fee,
        variableWeightMargin: row.margin_total,
        total: row.total_payment,
      },
      creditUsed: row.credit_used,
    },
    // Recorded as the payment is: a card approval is dated when the acquirer answers, a few seconds later.
    payment: {
      state: row.paid_at !== null ? 'paid' : row.status === 'Cancelado' ? 'none' : 'awaiting',
      paidAt: row.paid_at?.toISOString() ?? null,
    },
    invoice: row.invoice_key
      ? { key: row.invoice_key, number: row.invoice_number, series: row.invoice_series, danfeUrl: row.invoice_danfe_url }
      : null,
  };
}

export type FeedOrder = ReturnType<typeof toFeedOrder>;
