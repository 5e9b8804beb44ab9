import type { Order, OrderDetail, OrderInvoice } from '../../../src/domain/entities/orders';
import { roundCents } from '../../../src/domain/pricing';
import type { ServerConfig } from '../config';
import type { OrderItemRow, OrderRow } from '../db/queries/orders';
import { mediaUrl } from './media-url';
import { isPaid, type Settlement } from './payments';

function parcelValue(row: Pick<OrderRow, 'total_payment' | 'parcels'>): number {
  return roundCents(row.total_payment / row.parcels);
}

function invoiceOf(row: OrderRow): OrderInvoice | null {
  if (row.invoice_key === null) return null;
  return { key: row.invoice_key, number: row.invoice_number ?? '', series: row.invoice_series ?? '', danfeUrl: row.invoice_danfe_url ?? '' };
}

export function toOrder(row: OrderRow, now: Date): Order {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    emission: row.created_at.toISOString(),
    deliveryExpected: row.delivery_date,
    address: row.address,
    purchaseOrder: row.purchase_order,
    paid: isPaid(row, now),
    paymentLink: row.payment_link,
    statusObservation: row.status_observation,
    canEdit: row.can_edit,
    canCancel: row.can_cancel,
    orderIssues: row.issues,
    payment: {
      parcels: row.parcels,
      parcelValue: parcelValue(row),
      totalPayment: row.total_payment,
      deliveryFee: row.delivery_fee,
      name: row.plan_name,
      canUsePix: row.can_use_pix,
      canUseCreditCard: row.can_use_credit_card,
    },
    invoice: invoiceOf(row),
  };
}

export function toOrderDetail(
  row: OrderRow,
  items: OrderItemRow[],
  config: Pick<ServerConfig, 'cdnHost'>,
  { paid, credit, netTotal }: Settlement,
): OrderDetail {
  return {
    id: row.id,
    number: row.number,
    createdAt: row.created_at.toISOString(),
    observations: row.observations,
    status: row.status,
    canEdit: row.can_edit,
    orderIssues: row.issues,
    deliveryExpected: row.delivery_date,
    address: row.address,
    purchaseOrder: row.purchase_order,
    paid,
    statusObservation: row.status_observation,
    invoice: invoiceOf(row),
    payment: {
      name: row.plan_name,
      parcels: row.parcels,
      parcelValue: parcelValue(row),
      totalBeforeDiscount: row.items_total,
      discount: row.discount,
      couponCode: row.coupon_code,
      deliveryFee: row.delivery_fee,
      totalMarginVariableWeight: row.margin_total,
      totalPayment: row.total_payment,
      credit,
      netTotal,
    },
    items: items.map((item) => ({
      itemId: item.id,
      quantityPackages: item.quantity,
      productPackageId: item.package_id,
      hasInCart: item.in_cart,
      salesPrice: item.price,
      salesUnit: item.sales_unit,
      total: item.total,
      purchase: {
        product: {
          id: item.product_id,
          family: { name: item.family_name },
          brand: { id: item.brand_id, name: item.brand_name },
          medias: [mediaUrl(config, 'products', item.product_id)],
          packages: item.packages,
        },
      },
    })),
  };
}
