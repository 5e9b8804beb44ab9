import type { Db } from '../client';

export interface PushSubscriptionRow {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A browser subscription waiting for its device's activation; earlier unactivated ones of that device go. */
export async function registerPushSubscription(
  db: Db,
  row: PushSubscriptionRow & { userId: number; deviceId: string },
  now: Date,
): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND device_id = $2 AND NOT active', [row.userId, row.deviceId]);
  await db.query(
    `INSERT INTO push_subscriptions (id, user_id, device_id, endpoint, p256dh, auth, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [row.id, row.userId, row.deviceId, row.endpoint, row.p256dh, row.auth, now.toISOString()],
  );
}

/**
 * Makes the user's subscription the device's one: the device's other subscriptions go, and so does
 * the same endpoint held by anyone else (a browser has one endpoint: it now notifies this user only).
 * False when the id is not this user's on this device. Call inside a transaction.
 */
export async function activatePushSubscription(db: Db, id: string, userId: number, deviceId: string): Promise<boolean> {
  // The device's rows are locked in one order: two activations of one device run one after the other.
  const rows = await db.query<{ id: string; endpoint: string }>(
    'SELECT id, endpoint FROM push_subscriptions WHERE user_id = $1 AND device_id = $2 ORDER BY id FOR UPDATE',
    [userId, deviceId],
  );
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) return false;
  await db.query(
    'DELETE FROM push_subscriptions WHERE id <> $1 AND ((user_id = $2 AND device_id = $3) OR endpoint = $4)',
    [id, userId, deviceId, row.endpoint],
  );
  await db.query('UPDATE push_subscriptions SET active = true WHERE id = $1', [id]);
  return true;
}

/**
 * The active subscriptions of the customer's users who want notifications, on devices that still hold
 * them: a live session or a saved (keep-connected) sign-in. A removed device or a signed-out user stops
 * receiving them.
 */
export async function deliverableSubscriptions(db: Db, customerId: number, now: Date): Promise<PushSubscriptionRow[]> {
  return db.query<PushSubscriptionRow>(
    `SELECT ps.id, ps.endpoint, ps.p256dh, ps.auth
     FROM push_subscriptions ps JOIN users u ON u.id = ps.user_id
     WHERE u.customer_id = $1 AND u.push_notifications AND ps.active
       AND (EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = ps.user_id AND s.device_id = ps.device_id
                    AND s.revoked_at IS NULL AND s.expires_at > $2)
            OR EXISTS (SELECT 1 FROM keep_connected k WHERE k.user_id = ps.user_id AND k.device_id = ps.device_id))
     ORDER BY ps.created_at, ps.id`,
    [customerId, now.toISOString()],
  );
}

/** The push service said the subscription no longer exists (404/410). */
export async function deletePushSubscription(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE id = $1', [id]);
}
