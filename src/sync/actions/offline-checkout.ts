// The checkout from the device, offline: the partner's cart priced with the stored catalogue by the server's own
// rules, and the last conditions the server gave (docs/decisions/0136-orders-finished-offline.md). Estimates: the server
// confirms them when the queued order is sent.
import { checkoutTotals } from '../../domain/checkout-totals';
import type { Checkout, CheckoutConditions, CheckoutItem } from '../../domain/entities/checkout';
import { measuredQuantity, priceForQuantity, roundCents } from '../../domain/pricing';
import { userDb, type StoredCartItem, type StoredProduct } from '../../db/user-db';
import { readCheckoutDraft, readCheckoutSnapshot } from '../pulls/checkout-snapshot';

/** YYYY-MM-DD in São Paulo, the server's day. */
function today(now: Date): string {
  return now.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
}

/** 'DD/MM/YYYY' → 'YYYY-MM-DD' ('' stays null). */
function isoValidity(validity: string): string | null {
  const [day, month, year] = validity.split('/');
  return day && month && year ? `${year}-${month}-${day}` : null;
}

function checkoutItem(item: StoredCartItem, stored: StoredProduct): { line: CheckoutItem; variableWeight: boolean } | null {
  const { product } = stored;
  const pkg = product.packages.find((p) => p.id === item.productPackageId);
  if (!pkg || product.deleted) return null;
  const measured = measuredQuantity(product, pkg, item.quantity);
  const price = priceForQuantity(product.price, measured);
  const line: CheckoutItem = {
    productId: product.id, productPackageId: pkg.id, productCode: product.code, productName: product.family.name,
    quantityPackaging: item.quantity, brand: product.brand.name, packaging: pkg.label,
    totalWeight: roundCents(item.quantity * pkg.weight), salesPrice: price, salesUnit: product.salesUnit,
    total: roundCents(price * measured), validity: product.isFefo ? isoValidity(product.validity) : null,
  };
  return { line, variableWeight: product.variableWeight };
}

/** The payment of `items` at the device's prices for a plan of `parcels`, without a coupon. */
export function offlinePayment(items: { line: CheckoutItem; variableWeight: boolean }[], parcels: number): Checkout['payment'] {
  const { discount: _discount, ...payment } = checkoutTotals(items.map(({ line, variableWeight }) => ({ total: line.total, variableWeight })), null, parcels);
  return payment;
}

export interface OfflineCheckout {
  checkout: Checkout;
  conditions: CheckoutConditions;
  /** the products of the cart at their stored rows, to price again for another plan */
  lines: { line: CheckoutItem; variableWeight: boolean }[];
}

/**
 * The checkout built on the device, or null when it cannot be: conditions never seen online, an order being
 * changed (that needs the server), an empty cart or an item the device cannot price.
 */
export async function loadOfflineCheckout(partnerId: number, now = new Date()): Promise<OfflineCheckout | null> {
  const db = userDb();
  const [snapshot, draft, cart, items] = await Promise.all([
    readCheckoutSnapshot(db, partnerId), readCheckoutDraft(db, partnerId), db.carts.get(partnerId),
    db.cartItems.where('partnerId').equals(partnerId).toArray(),
  ]);
  if (!snapshot || !cart || cart.orderNumber || items.length === 0) return null;
  const products = await db.products.bulkGet(items.map((item) => [partnerId, item.productId] as [number, number]));
  const lines = items.map((item, index) => (products[index] ? checkoutItem(item, products[index]) : null));
  if (lines.some((line) => line === null)) return null;
  const priced = lines as NonNullable<(typeof lines)[number]>[];
  const day = today(now);
  const conditions = { ...snapshot.conditions, deliveryDates: snapshot.conditions.deliveryDates.filter((date) => date > day) };
  const choices = draft ?? snapshot.choices;
  const plan = conditions.paymentPlans.find((p) => p.id === choices.paymentPlan && !p.cardOnly);
  const addresses = snapshot.addresses;
  const checkout: Checkout = {
    cartId: cart.id, partnerId, orderNumber: null,
    paymentPlan: plan?.id ?? null,
    customerAddressList: addresses,
    alternativeAddress: addresses.some((a) => a.alternateAddressId === choices.alternativeAddress) ? choices.alternativeAddress
      : addresses.length === 1 ? addresses[0].alternateAddressId : null,
    deliveryDate: choices.deliveryDate && conditions.deliveryDates.includes(choices.deliveryDate) ? choices.deliveryDate : null,
    purchaseOrder: choices.purchaseOrder,
    observations: choices.observations,
    items: priced.map(({ line }) => line),
    payment: offlinePayment(priced, plan?.parcels ?? 1),
    couponDTO: null,
    validation: { errors: [], issues: [] },
  };
  return { checkout, conditions, lines: priced };
}

/** The device's checkout for other choices: only the plan's parcels change an amount offline (no coupon). */
export function repriceOffline(offline: OfflineCheckout, paymentPlan: number | null): Checkout['payment'] {
  const plan = offline.conditions.paymentPlans.find((p) => p.id === paymentPlan);
  return offlinePayment(offline.lines, plan?.parcels ?? 1);
}
