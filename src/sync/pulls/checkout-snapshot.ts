// The last checkout conditions the server gave for each partner (plans, addresses, delivery dates, the
// choices made), kept on the device so an order can be finished offline; and the choices of a queued order
// taken back for changes, which the next checkout starts from.
import type { Checkout, CheckoutConditions, CheckoutUpdate, CustomerAddress } from '../../domain/entities/checkout';
import type { UserDb } from '../../db/user-db';

/** The choices of a checkout, as the update call takes them (coupon aside: it is never used offline). */
export type CheckoutChoices = Omit<CheckoutUpdate, 'partnerId' | 'coupon'>;

export interface CheckoutSnapshot {
  conditions: CheckoutConditions;
  addresses: CustomerAddress[];
  choices: CheckoutChoices;
  /** epoch ms of the online load */
  savedAt: number;
}

const snapshotKey = (partnerId: number) => `checkout-snapshot:${partnerId}`;
const draftKey = (partnerId: number) => `checkout-draft:${partnerId}`;

export function choicesOf(checkout: Checkout): CheckoutChoices {
  const { paymentPlan, alternativeAddress, deliveryDate, purchaseOrder, observations } = checkout;
  return { paymentPlan, alternativeAddress, deliveryDate, purchaseOrder, observations };
}

export async function storeCheckoutSnapshot(db: UserDb, partnerId: number, checkout: Checkout, conditions: CheckoutConditions): Promise<void> {
  const snapshot: CheckoutSnapshot = { conditions, addresses: checkout.customerAddressList, choices: choicesOf(checkout), savedAt: Date.now() };
  await db.meta.put({ key: snapshotKey(partnerId), value: snapshot });
}

export async function readCheckoutSnapshot(db: UserDb, partnerId: number): Promise<CheckoutSnapshot | undefined> {
  return (await db.meta.get(snapshotKey(partnerId)))?.value as CheckoutSnapshot | undefined;
}

/** Call inside a transaction with `db.meta`: the next checkout of the partner starts from these choices. */
export async function storeCheckoutDraft(db: UserDb, partnerId: number, choices: CheckoutChoices): Promise<void> {
  await db.meta.put({ key: draftKey(partnerId), value: choices });
}

export async function readCheckoutDraft(db: UserDb, partnerId: number): Promise<CheckoutChoices | undefined> {
  return (await db.meta.get(draftKey(partnerId)))?.value as CheckoutChoices | undefined;
}

export async function dropCheckoutDraft(db: UserDb, partnerId: number): Promise<void> {
  await db.meta.delete(draftKey(partnerId));
}
