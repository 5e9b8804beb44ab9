// The outbox's commands and flusher are not part of the home's first load: they load when the
// user first touches the screen, or at once when the outbox holds something to send or to ask.
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
