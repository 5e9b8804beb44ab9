// What the screens that load first (home, lists, the shell) call to change something, and the
// flusher that sends it: one chunk, loaded by `loadCommands`.
import { startFlusher } from '../engine/flusher';
import { commandRegistry } from './registry';

export { cancelExcessive, confirmExcessive, setCartQuantity } from './cart-item';
export { toggleFavorite } from './favorite';
export { repeatOrderOnDevice } from './repeat-order';
export { flushNow } from '../engine/flusher';

/** Starts the flusher with every command type (once: later calls do nothing). */
export function startSync(): void {
  startFlusher(commandRegistry);
}
