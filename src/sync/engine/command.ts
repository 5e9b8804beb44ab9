// One type of outbox command, as the engine sees it: how it coalesces, sends, fails and
// rolls back. Each type defines this in its own module under `sync/commands/`; the app
// hands the registry of all of them to `startFlusher`.
import type { ApiError } from '../../api/errors';
import type { OutboxCommand, OutboxEntry, UserDb } from '../../db/user-db';

type CommandType = OutboxCommand['type'];
export type CommandOf<T extends CommandType> = Extract<OutboxCommand, { type: T }>;

/** What an HTTP refusal (any status but 401) of a sent command leads to. */
type FailureDecision =
  /** keep the entry and try again later; a message is shown once per entry */
  | { action: 'retry-later'; message?: string }
  /** keep the entry but send it only after the user answers `message` */
  | { action: 'park'; message: string }
  /** drop the entry, restore the previous state and show `message` */
  | { action: 'reject'; message: string };

export interface CommandDefinition<C extends OutboxCommand> {
  /** ms after the last write of a key before it is sent (0: at once) */
  readonly coalesceWindowMs: number;
  /** the command that replaces `queued` (same key, not sent yet) when `next` is written */
  coalesce(queued: C, next: C): C;
  /** sends the entry and settles it (`settle` of the outbox); rejects with an ApiError */
  send(db: UserDb, entry: OutboxEntry & { command: C }): Promise<void>;
  /** may write Dexie (inside no transaction) before deciding */
  onRefused(db: UserDb, command: C, error: ApiError): Promise<FailureDecision>;
  /** puts back what the server last confirmed; runs inside a rw transaction over every table */
  restore(db: UserDb, command: C): Promise<void>;
  /**
   * True when this command must not be sent before `other` (queued before it, or after it when `position` is
   * 'after') has left the outbox: a queued order waits for the cart changes before it and holds back those after it.
   */
  waitsFor?(command: C, other: OutboxCommand, position: 'before' | 'after'): boolean;
  /** the entry was parked (now, or before a reload): ask the user again */
  onParked?(command: C, message: string): void;
}

export type CommandRegistry = { readonly [T in CommandType]: CommandDefinition<CommandOf<T>> };
