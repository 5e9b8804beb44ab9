// What the server deletes on a schedule (main.ts): rows that can no longer allow or refuse anything.
import type { Db } from './db/client';
import { deleteSpentResetRows } from './db/queries/recovery';
import { deleteReplaysBefore } from './db/queries/session-replays';
import { deleteSpentLinks } from './db/queries/signup-links';
import { deleteSendsBefore } from './db/queries/signup-sends';
import { RESET_SENDS_WINDOW_MINUTES } from './domain/recovery';
import { SIGNUP_WINDOW_MINUTES } from './domain/signup-throttle';
import { pruneLoginThrottle } from './http/login-throttle';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Session replays are kept 30 days after their last batch (docs/decisions/0130-session-replay.md). */
const REPLAY_RETENTION_DAYS = 30;

/** Throttle counts past their windows, used or expired links, reset codes and reset tokens, old session replays. */
export async function pruneExpired(db: Db, now: Date): Promise<void> {
  await pruneLoginThrottle(db, now);
  await deleteSpentLinks(db, now);
  await deleteSendsBefore(db, new Date(now.getTime() - SIGNUP_WINDOW_MINUTES * MINUTE));
  await deleteSpentResetRows(db, now, new Date(now.getTime() - RESET_SENDS_WINDOW_MINUTES * MINUTE));
  await deleteReplaysBefore(db, new Date(now.getTime() - REPLAY_RETENTION_DAYS * DAY));
}
