import type { Db } from '../db/client';
import {
  clearUsernameFailures, deleteStaleThrottleRows, readUsernameFailures, releaseSourceAttempt, reserveUsernameAttempt,
} from '../db/queries/login-throttle';
import {
  FORGET_FAILURES_SECONDS, HOLD_SCHEDULE, lockedMessage, SOURCE_FAILURES, SOURCE_WINDOW_SECONDS, sourceWaitMessage, throttleState,
  waitMessage,
} from '../domain/throttle';
import { fail } from './errors';
import { reserveSources } from './source-throttle';

export interface LoginAttempt {
  username: string;
  deviceId: string;
  /** the client's network (`clientNetwork`), when known */
  network: string | null;
  now: Date;
}

/**
 * Counts the attempt as a failure with its device, its network and its username before the code is checked, or
 * refuses it: 429 (how long to wait) or 423 (locked until when). Answers the sources to give back on success.
 */
export async function reserveLoginAttempt(db: Db, { username, deviceId, network, now }: LoginAttempt): Promise<string[]> {
  const sources = [`device:${deviceId}`, ...(network ? [`ip:${network}`] : [])];
  await reserveSources(db, sources, { attempts: SOURCE_FAILURES, waitMessage: sourceWaitMessage }, now);
  const forgetBefore = new Date(now.getTime() - FORGET_FAILURES_SECONDS * 1000);
  if ((await reserveUsernameAttempt(db, username, now, HOLD_SCHEDULE, forgetBefore)) !== null) return sources;
  const row = await readUsernameFailures(db, username);
  const state = row ? throttleState(row.failures, row.last_failure_at, now) : { kind: 'free' as const };
  if (state.kind === 'locked') fail(423, lockedMessage(state.until));
  // 'free' only when the hold ended between the two statements: one more second.
  fail(429, waitMessage(state.kind === 'wait' ? state.seconds : 1));
}

/** A right code: the username's failures are forgotten and the sources get this attempt back. */
export async function loginSucceeded(db: Db, username: string, sources: string[]): Promise<void> {
  await clearUsernameFailures(db, username);
  for (const source of sources) await releaseSourceAttempt(db, source);
}

/**
 * Forgets counts that can no longer refuse anything (a username's after a day without failures, a source's after
 * its window), so the throttle tables hold only recent attempts.
 */
export async function pruneLoginThrottle(db: Db, now: Date): Promise<void> {
  await deleteStaleThrottleRows(db, new Date(now.getTime() - FORGET_FAILURES_SECONDS * 1000), new Date(now.getTime() - SOURCE_WINDOW_SECONDS * 1000));
}
