// What waits, as the customer counts it: an order finished offline is one change, not one more than its cart lines.
import type { OutboxEntry } from '../../db/user-db';

/**
 * The entries (in outbox order) without the cart changes a later queued order of their partner carries: the
 * server places an order from its cart, so those changes stay queued and are sent just before it (place-order's
 * `waitsFor`), but they are the order's items, not changes of their own. Discarding the order brings them back.
 */
export function withoutCarriedCartChanges(inOrder: OutboxEntry[]): OutboxEntry[] {
  const lastOrderAt = new Map<number, number>();
  inOrder.forEach(({ command }, index) => {
    if (command.type === 'place-order') lastOrderAt.set(command.partnerId, index);
  });
  // A line waiting for the customer's answer stays: the order cannot leave before it is answered.
  const carried = ({ command, status }: OutboxEntry, index: number) =>
    command.type === 'cart-item' && status === 'pending' && index < (lastOrderAt.get(command.partnerId) ?? -1);
  return inOrder.filter((entry, index) => !carried(entry, index));
}
