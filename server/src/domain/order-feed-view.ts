import { z } from 'zod';
import { roundCents } from '../../../src/domain/pricing';
import type { FeedOrderRow } from '../db/queries/order-feed';
import { orderStatusSchema } from './order-status-schema';

const money = (description: string) => z.number().meta({ description: `${description}, in reais.` });
const instant = (description: string) => z.iso.datetime().meta({ description: `${description} (ISO 8601, UTC).` });

/** What the partner's system reads of an order in the feed: the integration API's English field names. */
export const feedOrderSchema = z
  .object({
    id: z.number().int().meta({ description: "The order's id in Balcão: the `{id}` of the order routes." }),
    number: z.string().meta({ description: "The order's number as the customer sees it." }),
    erpNumber: z.string().nullable().meta({ description: 'The number the ERP gave it (`POST /orders/{id}/acknowledge`); null until then.' }),
    status: orderStatusSchema,
    statusObservation: z.string().meta({ description: 'What the customer reads with the status; empty for none.' }),
    placedAt: instant('When the customer placed it'),
    changedAt: instant('When it last changed'),
    changeNumber: z.number().int().meta({
      description: "The change's place in the partner's feed: grows with every change, so a change read twice shows as the same number.",
    }),
    customer: z.object({
      id: z.number().int(),
      taxId: z.string().meta({ description: 'CPF or CNPJ, digits (and letters, for the alphanumeric CNPJ) only.' }),
      name: z.string(),
      tradeName: z.string().nullable(),
    }),
    lines: z.array(
      z.object({
        productCode: z.string().meta({ description: "The product's code in the partner's catalogue." }),
        productName: z.string(),
        package: z
          .object({ id: z.number().int(), label: z.string(), quantity: z.number().meta({ description: 'Units in the package.' }) })
          .nullable()
          .meta({ description: 'The package ordered, as the product lists it; null if the product dropped it since.' }),
        quantity: z.number().meta({ description: 'Packages ordered (kilograms for a product sold by weight).' }),
        price: money('Price of one package'),
        total: money('The line total'),
      }),
    ),
    terms: z.object({
      paymentPlan: z.object({ id: z.number().int(), name: z.string() }),
      parcels: z.number().int(),
      parcelValue: money('Each parcel'),
      deliveryDate: z.iso.date(),
      address: z.string(),
      purchaseOrder: z.string().meta({ description: "The customer's purchase order number; empty for none." }),
      observations: z.string(),
      couponCode: z.string().nullable(),
      totals: z.object({
        items: money('Sum of the lines'),
        discount: money('Discount'),
        deliveryFee: money('Delivery fee'),
        variableWeightMargin: money('Margin reserved for products sold by weight'),
        total: money('What the customer pays'),
      }),
      creditUsed: money("The customer's credit used on it"),
    }),
    payment: z.object({
      state: z.enum(['paid', 'awaiting', 'none']).meta({ description: '`none`: cancelled without a payment.' }),
      paidAt: instant('When it was paid').nullable(),
    }),
    invoice: z
      .object({ key: z.string(), number: z.string(), series: z.string(), danfeUrl: z.string() })
      .nullable()
      .meta({ description: 'The NF-e sent with `PUT /orders/{id}/invoice`; null until then.' }),
  })
  .meta({ id: 'FeedOrder', description: 'An order as the feed gives it: the whole order as it is after its latest change.' });

export type FeedOrder = z.infer<typeof feedOrderSchema>;

export function toFeedOrder(row: FeedOrderRow): FeedOrder {
  return {
    id: row.id,
    number: row.number,
    erpNumber: row.erp_number,
    status: row.status,
    statusObservation: row.status_observation,
    placedAt: row.created_at.toISOString(),
    changedAt: row.changed_at.toISOString(),
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
      ? { key: row.invoice_key, number: row.invoice_number!, series: row.invoice_series!, danfeUrl: row.invoice_danfe_url! }
      : null,
  };
}
