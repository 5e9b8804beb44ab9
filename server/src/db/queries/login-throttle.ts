import type { Db } from '../client';

// Each reservation is one statement: the upsert holds the counter's row, so attempts at the same moment (on any
// API instance) take turns and each sees the ones before it.

/**
 * Counts an attempt of `username` as a failure before its code is checked, unless the username is held (the last
 * failure's hold, read from `holdSchedule` — seconds after the 1st, 2nd… failure — has not passed). A count whose
 * last failure is older than `forgetBefore` starts over. Answers the new count, or null when held.
 */
export async function reserveUsernameAttempt(
  db: Db,
  username: string,
  now: Date,
  holdSchedule: string,
  forgetBefore: Date,
): Promise<number | null> {
  const [row] = await db.query<{ failures: number }>(
    `INSERT INTO login_throttle AS t (username, failures, last_failure_at) VALUES ($1, 1, $2)
     ON CONFLICT (username) DO UPDATE
       SET failures = CASE WHEN t.last_failure_at <= $4 THEN 1 ELSE t.failures + 1 END, last_failure_at = $2
       WHERE t.last_failure_at <= $4
          OR t.last_failure_at + make_interval(secs => ($3::int[])[least(t.failures, cardinality($3::int[]))]) <= $2
     RETURNING failures`,
    [username, now.toISOString(), holdSchedule, forgetBefore.toISOString()],
  );
  return row ? row.failures : null;
}

export async function readUsernameFailures(db: Db, username: string): Promise<{ failures: number; last_failure_at: Date } | undefined> {
  const [row] = await db.query<{ failures: number; last_failure_at: Date }>(
    'SELECT failures, last_failure_at FROM login_throttle WHERE username = $1',
    [username],
  );
  return row;
}

/**
 * Forgets the username's failures: a right code does, and so will a new access code (the recovery flow of a later
 * issue lifts a lock early through this).
 */
export async function clearUsernameFailures(db: Db, username: string): Promise<void> {
  await db.query('DELETE FROM login_throttle WHERE username = $1', [username]);
}

/**
 * Counts an attempt from `source` (a device or a network address) unless it already has `limit` failures in the
 * window that started after `windowStart`; an older window starts over. Answers false when refused.
 */
export async function reserveSourceAttempt(db: Db, source: string, now: Date, windowStart: Date, limit: number): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO login_source_throttle AS t (source, failures, window_started_at) VALUES ($1, 1, $2)
     ON CONFLICT (source) DO UPDATE
       SET failures = CASE WHEN t.window_started_at <= $3 THEN 1 ELSE t.failures + 1 END,
           window_started_at = CASE WHEN t.window_started_at <= $3 THEN $2 ELSE t.window_started_at END
       WHERE t.window_started_at <= $3 OR t.failures < $4
     RETURNING 1`,
    [source, now.toISOString(), windowStart.toISOString(), limit],
  );
  return rows.length > 0;
}

export async function sourceWindowStart(db: Db, source: string): Promise<Date | undefined> {
  const [row] = await db.query<{ window_started_at: Date }>('SELECT window_started_at FROM login_source_throttle WHERE source = $1', [source]);
  return row?.window_started_at;
}

/** Gives a source back the attempt reserved for a sign-in that succeeded. */
export async function releaseSourceAttempt(db: Db, source: string): Promise<void> {
  await db.query('UPDATE login_source_throttle SET failures = failures - 1 WHERE source = $1 AND failures > 0', [source]);
}

/** Deletes counts that no longer hold anything: usernames last failing before `forgetBefore`, windows started before `windowStart`. */
export async function deleteStaleThrottleRows(db: Db, forgetBefore: Date, windowStart: Date): Promise<void> {
  await db.query('DELETE FROM login_throttle WHERE last_failure_at <= $1', [forgetBefore.toISOString()]);
  await db.query('DELETE FROM login_source_throttle WHERE window_started_at <= $1', [windowStart.toISOString()]);
}
