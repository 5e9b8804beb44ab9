import { Hono } from 'hono';
import type { ConnectedDevice } from '../../../src/domain/entities/connected-device';
import type { AppDeps, AppEnv } from '../deps';
import { listUserDevices, lockUserDevices, removeUserDevices } from '../db/queries/user-devices';
import { asDeviceId } from '../http/device';
import { fail } from '../http/errors';
import { requireAuth, requireHolder } from '../http/guards';

export const DEVICE_MESSAGES = {
  holderOnly: 'Somente o titular da conta pode gerenciar os dispositivos conectados.',
  notFound: 'Dispositivo não encontrado.',
  current: 'Não é possível remover o dispositivo conectado.',
} as const;

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The signed-in user's devices [access §2.11, §7.3]. Removing one ends its sessions and forgets this user in its
 * saved users, so its next request is 401; the device in use cannot be removed.
 */
export function deviceRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const guard = [requireAuth(deps), requireHolder(DEVICE_MESSAGES.holderOnly)] as const;
  return new Hono<AppEnv>()
    .get('/user/devices', ...guard, async (c) => {
      const rows = await listUserDevices(db, c.get('auth').userId);
      const answer: ConnectedDevice[] = rows.map((row) => ({
        deviceId: row.device_id,
        phone: row.phone,
        contact: row.contact,
        firstAccess: iso(row.first_access_at),
        lastAccess: iso(row.last_access_at),
        userAgent: row.user_agent,
      }));
      return c.json(answer);
    })
    .delete('/user/all', ...guard, async (c) => {
      const { userId, deviceId } = c.get('auth');
      await db.transaction(async (tx) => {
        const others = (await lockUserDevices(tx, userId, null)).filter((id) => id !== deviceId);
        await removeUserDevices(tx, userId, others, clock.now());
      });
      return c.body(null, 204);
    })
    .delete('/user/:deviceId', ...guard, async (c) => {
      const { userId, deviceId: current } = c.get('auth');
      const deviceId = asDeviceId(c.req.param('deviceId'));
      if (!deviceId) fail(404, DEVICE_MESSAGES.notFound);
      if (deviceId === current) fail(409, DEVICE_MESSAGES.current);
      await db.transaction(async (tx) => {
        const found = await lockUserDevices(tx, userId, deviceId);
        if (found.length === 0) fail(404, DEVICE_MESSAGES.notFound);
        await removeUserDevices(tx, userId, found, clock.now());
      });
      return c.body(null, 204);
    });
}
