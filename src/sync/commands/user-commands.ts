// What the screens that load first (home, lists, the shell) call to change something, and the
// flusher that sends it: one chunk, loaded by `loadCommands`.
import { startFlusher } from '../engine/flusher';
import { userDb } from '../../db/user-db';
import { setCartQuantity } from './cart-item';
import { commandRegistry } from './registry';
import { noteTypedRemoval, typedRemovalLeft } from './typed-removal';

export { cancelExcessive, confirmExcessive, setCartQuantity } from './cart-item';
export { toggleFavorite } from './favorite';
export { answerParked, discardChange } from './waiting-changes';
export { repeatOrderOnDevice } from './repeat-order';
export { flushNow } from '../engine/flusher';

/** A '0' typed before the page went away (reload, closed tab) removes the item now, if it is still in the cart. */
async function applyTypedRemoval(): Promise<void> {
  const removal = typedRemovalLeft();
  if (!removal) return;
  const { partnerId, productId, productPackageId } = removal;
  const item = await userDb().cartItems.get([partnerId, productId]);
  if (item && item.quantity > 0) await setCartQuantity(partnerId, productId, 0, productPackageId, { undoShownByCaller: true });
  noteTypedRemoval(null);
}

/** Starts the flusher with every command type (once: later calls do nothing). */
export function startSync(): void {
  startFlusher(commandRegistry);
  void applyTypedRemoval().catch(() => undefined);
}
