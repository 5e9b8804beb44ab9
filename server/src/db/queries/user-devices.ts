import type { Db } from '../client';

export interface UserDeviceRow {
  device_id: string;
  phone: string | null;
  contact: string | null;
  first_access_at: Date | string;
  last_access_at: Date | string;
  user_agent: string;
}

/**
 * Records an access of the user on the device: the first one creates the row, later ones move its last access and
 * keep the newest user agent, phone (the guest's own, else the customer's first registered one) and contact name.
 */
export async function recordDeviceAccess(db: Db, userId: number, deviceId: string, userAgent: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO user_devices (user_id, device_id, first_access_at, last_access_at, user_agent, phone, contact)
     SELECT u.id, $2, $3, $3, $4,
       coalesce(u.phone, (SELECT p.phone FROM customer_phones p WHERE p.customer_id = u.customer_id ORDER BY p.id LIMIT 1)),
       u.full_name
     FROM users u WHERE u.id = $1
     ON CONFLICT (user_id, device_id) DO UPDATE SET
       last_access_at = excluded.last_access_at, user_agent = excluded.user_agent, phone = excluded.phone, contact = excluded.contact`,
    [userId, deviceId, now.toISOString(), userAgent],
  );
}

/** The user's devices, the most recently used first. */
export async function listUserDevices(db: Db, userId: number): Promise<UserDeviceRow[]> {
  return db.query<UserDeviceRow>(
    `SELECT device_id, phone, contact, first_access_at, last_access_at, user_agent FROM user_devices
     WHERE user_id = $1 ORDER BY last_access_at DESC, device_id`,
    [userId],
  );
}

/** The user's devices (all, or the one named), locked until the transaction ends. */
export async function lockUserDevices(db: Db, userId: number, deviceId: string | null): Promise<string[]> {
  const rows = await db.query<{ device_id: string }>(
    `SELECT device_id FROM user_devices WHERE user_id = $1 AND ($2::text IS NULL OR device_id = $2)
     ORDER BY device_id FOR UPDATE`,
    [userId, deviceId],
  );
  return rows.map((row) => row.device_id);
}

/** The device ids of parameter $2, a JSON array. */
const DEVICE_IDS = '(SELECT jsonb_array_elements_text($2::jsonb))';

/**
 * Forgets the devices for the user: their records, their saved entries of this user (keep connected) and their
 * sessions, which end at their next request.
 */
export async function removeUserDevices(db: Db, userId: number, deviceIds: string[], now: Date): Promise<void> {
  if (deviceIds.length === 0) return;
  const ids = JSON.stringify(deviceIds);
  await db.query(`DELETE FROM user_devices WHERE user_id = $1 AND device_id IN ${DEVICE_IDS}`, [userId, ids]);
  await db.query(`DELETE FROM keep_connected WHERE user_id = $1 AND device_id IN ${DEVICE_IDS}`, [userId, ids]);
  await db.query(`UPDATE sessions SET revoked_at = $3 WHERE user_id = $1 AND device_id IN ${DEVICE_IDS} AND revoked_at IS NULL`, [
    userId, ids, now.toISOString(),
  ]);
}
