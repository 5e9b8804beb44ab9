import type { CheckoutItem, Coupon } from '../../../src/domain/entities/checkout';
import type { Package } from '../../../src/domain/entities/catalogue';
import { checkoutTotals, type CheckoutTotals } from '../../../src/domain/checkout-totals';
import { roundCents } from '../../../src/domain/pricing';
import type { CartLine, CouponRow } from '../db/queries/checkout';
import type { OrderTotalColumns } from '../db/queries/orders';
import { lineAmount } from './cart-rules';
import { addDays, saoPauloDate, weekday } from './sao-paulo-day';

/** The next weekdays from tomorrow, tomorrow being São Paulo's. */
export function deliveryDates(now: Date, count = 10): string[] {
  const today = saoPauloDate(now);
  const dates: string[] = [];
  for (let day = 1; dates.length < count; day++) {
    const date = addDays(today, day);
    if (weekday(date) !== 0 && weekday(date) !== 6) dates.push(date);
  }
  return dates;
}

export interface PricedLine {
  line: CartLine;
  pkg: Package;
  price: number;
  measured: number;
  total: number;
}

/** Prices every line from the product as it is now; a line whose package no longer exists is left out. */
export function priceLines(lines: CartLine[]): PricedLine[] {
  return lines.flatMap((line) => {
    const pkg = line.packages.find((candidate) => candidate.id === line.package_id);
    return pkg ? [{ line, pkg, ...lineAmount(line, pkg, line.quantity) }] : [];
  });
}

export function pricedTotals(priced: PricedLine[], coupon: CouponRow | null, parcels: number): CheckoutTotals {
  return checkoutTotals(priced.map((p) => ({ total: p.total, variableWeight: p.line.variable_weight })), coupon, parcels);
}

/** The totals as the order row stores them. */
export function orderTotalColumns(totals: CheckoutTotals): OrderTotalColumns {
  return {
    items_total: totals.totalBeforeDiscount,
    discount: totals.discount,
    delivery_fee: totals.deliveryFee,
    margin_total: totals.totalMarginVariableWeight,
    total_payment: totals.totalPayment,
    parcels: totals.parcels,
  };
}

export function toCheckoutItem({ line, pkg, price, total }: PricedLine): CheckoutItem {
  return {
    productId: line.product_id,
    productPackageId: pkg.id,
    productCode: line.code,
    productName: line.family_name,
    quantityPackaging: line.quantity,
    brand: line.brand_name,
    packaging: pkg.label,
    totalWeight: roundCents(line.quantity * pkg.weight),
    salesPrice: price,
    salesUnit: line.sales_unit,
    total,
    validity: line.validity,
  };
}

export function toCouponDto(coupon: CouponRow, totals: CheckoutTotals): Coupon {
  return { code: coupon.code, discount: totals.discount, description: coupon.description };
}
