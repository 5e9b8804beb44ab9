// Short-dated (DATA CURTA) items against the delivery date: ISO dates compare as text.
import type { CheckoutItem } from '../../domain/entities/checkout';

/** The item's validity ends before the delivery day (delivered on its last valid day is in date). */
export function expiresBeforeDelivery(item: Pick<CheckoutItem, 'validity'>, deliveryDate: string | null): boolean {
  return item.validity !== null && deliveryDate !== null && item.validity < deliveryDate;
}

/** How many items a delivery on `date` would bring out of date. */
export function itemsOutOfDate(items: Pick<CheckoutItem, 'validity'>[], date: string): number {
  return items.filter((item) => expiresBeforeDelivery(item, date)).length;
}
