// The customer's answer to a queued order the server refused ('Precisa de revisão'): send it on the server's new
// terms, take it back to the checkout with its choices kept, or discard it (its items go back to the cart).
import { v4 as uuidv4 } from 'uuid';
import { termsAfter } from '../../domain/terms-review';
import { userDb, type OutboxEntry, type PlaceOrderCommand, type UserDb } from '../../db/user-db';
import { flush } from '../engine/flusher';
import { sendingEntry } from '../engine/in-flight';
import { markSettled, settledSubjects } from '../engine/settled';
import { storeCheckoutDraft } from '../pulls/checkout-snapshot';
import { queuedOrderKey } from './place-order';
import { clearForLaterOrder, returnItemsToCart } from './return-to-cart';

type QueuedOrderEntry = OutboxEntry & { command: PlaceOrderCommand };

async function queuedOrder(db: UserDb, orderId: string): Promise<QueuedOrderEntry | undefined> {
  const entry = await db.outbox.where('key').equals(queuedOrderKey(orderId)).first();
  return entry?.command.type === 'place-order' ? (entry as QueuedOrderEntry) : undefined;
}

/** The order on the server's new terms, or null when only the checkout can settle them ('Alterar'). */
export function reviewedOrder(command: PlaceOrderCommand) {
  const { expectedTerms } = command.request;
  if (!command.refusal || !expectedTerms) return null;
  return termsAfter(expectedTerms, command.items, command.refusal.differences);
}

/** 'Enviar com os novos termos': a new request (a new idempotency key) in the order's place in the outbox. */
export async function sendWithNewTerms(orderId: string): Promise<boolean> {
  const db = userDb();
  const sent = await db.transaction('rw', db.outbox, async () => {
    const entry = await queuedOrder(db, orderId);
    const reviewed = entry && entry.status === 'parked' ? reviewedOrder(entry.command) : null;
    if (!entry || !reviewed) return false;
    const { command } = entry;
    const payment = { ...command.payment, totalPayment: reviewed.terms.totalPayment };
    const request = { ...command.request, expectedTerms: reviewed.terms, payment: { ...command.request.payment, totalPayment: payment.totalPayment } };
    await db.outbox.put({
      ...entry,
      command: { ...command, request, items: reviewed.items, payment, refusal: undefined },
      idempotencyKey: uuidv4(),
      status: 'pending',
      parkedMessage: undefined,
      updatedAt: Date.now(),
    });
    return true;
  });
  if (sent) void flush(true);
  return sent;
}

/** Takes the order out of the outbox and its items back to the cart; `keepChoices`: the next checkout starts from its choices. */
async function takeBack(orderId: string, keepChoices: boolean): Promise<boolean> {
  const db = userDb();
  const taken = await db.transaction('rw', db.tables, async () => {
    const entry = await queuedOrder(db, orderId);
    // On its way from this tab: the answer decides (taking it back now could place it and refill the cart).
    if (!entry || sendingEntry() === entry.seq) return false;
    await db.outbox.delete(entry.seq as number);
    await markSettled(db, settledSubjects(entry.command));
    await clearForLaterOrder(db, entry);
    await returnItemsToCart(db, entry.command);
    if (keepChoices) {
      const { paymentPlan, alternativeAddress, deliveryDate, purchaseOrder, observations } = entry.command.request;
      await storeCheckoutDraft(db, entry.command.partnerId, { paymentPlan, alternativeAddress, deliveryDate, purchaseOrder, observations });
    }
    return true;
  });
  if (taken) void flush();
  return taken;
}

/** 'Descartar pedido': nothing is sent; the items are in the cart again. */
export const discardQueuedOrder = (orderId: string) => takeBack(orderId, false);

/** 'Alterar pedido': the items are in the cart again and the checkout opens with the order's choices. */
export const changeQueuedOrder = (orderId: string) => takeBack(orderId, true);
