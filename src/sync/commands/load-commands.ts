// The outbox's commands and flusher are not part of the home's first load: they load when the
// user first touches the screen, or at once when the outbox holds something to send or to ask.
import { emitSyncEvent } from '../engine/events';
import { OPERATION_FAILED } from './operation-failed';

type UserCommands = typeof import('./user-commands');

let loading: Promise<UserCommands> | null = null;

/**
 * The commands, with the flusher started. Every caller shares one load, so calls made while it
 * loads run in the order they were made; a failed load is tried again by the next call.
 */
export function loadCommands(): Promise<UserCommands> {
  loading ??= import('./user-commands').then(
    (commands) => {
      commands.startSync();
      return commands;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Sends what waits in the outbox now, starting the flusher first: for an action that needs the server to hold every
 * change made before it (the checkout's prices, an order taken back for editing).
 */
export async function flushOutboxNow(): Promise<void> {
  await (await loadCommands()).flushNow();
}

/**
 * Makes a change through the commands. When they cannot be loaded (offline on a first visit, before the service
 * worker holds them) the change is not made, and the user is told so.
 */
export function withCommands(use: (commands: UserCommands) => Promise<void> | void): Promise<void> {
  return loadCommands().then(use, () => emitSyncEvent({ type: 'error', text: OPERATION_FAILED }));
}
