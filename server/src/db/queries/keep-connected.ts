import type { Db } from '../client';

export interface KeepConnectedRow {
  id: number;
  user_id: number;
  username: string;
  full_name: string;
}

export async function upsertKeepConnected(db: Db, userId: number, deviceId: string, secretHash: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO keep_connected (user_id, device_id, secret_hash, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, device_id) DO UPDATE SET secret_hash = $3`,
    [userId, deviceId, secretHash, now.toISOString()],
  );
}

export async function listDeviceEntries(db: Db, deviceId: string): Promise<KeepConnectedRow[]> {
  return db.query<KeepConnectedRow>(
    `SELECT k.id, k.user_id, u.username, u.full_name FROM keep_connected k JOIN users u ON u.id = k.user_id
     WHERE k.device_id = $1 ORDER BY k.created_at, k.id`,
    [deviceId],
  );
}

export async function findEntryBySecret(db: Db, deviceId: string, secretHash: string): Promise<KeepConnectedRow | undefined> {
  const [row] = await db.query<KeepConnectedRow>(
    `SELECT k.id, k.user_id, u.username, u.full_name FROM keep_connected k JOIN users u ON u.id = k.user_id
     WHERE k.device_id = $1 AND k.secret_hash = $2`,
    [deviceId, secretHash],
  );
  return row;
}

export async function replaceSecret(db: Db, entryId: number, secretHash: string): Promise<void> {
  await db.query('UPDATE keep_connected SET secret_hash = $2 WHERE id = $1', [entryId, secretHash]);
}

export async function deleteEntry(db: Db, entryId: number): Promise<void> {
  await db.query('DELETE FROM keep_connected WHERE id = $1', [entryId]);
}

/** Forgets the user on every device but `keepDeviceId` (null: on all of them). */
export async function deleteOtherDeviceEntries(db: Db, userId: number, keepDeviceId: string | null): Promise<void> {
  await db.query('DELETE FROM keep_connected WHERE user_id = $1 AND ($2::text IS NULL OR device_id <> $2)', [userId, keepDeviceId]);
}
