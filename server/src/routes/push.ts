import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../deps';
import { activatePushSubscription, registerPushSubscription } from '../db/queries/push-subscriptions';
import { fail, parse, readJson } from '../http/errors';
import { requireAuth } from '../http/guards';
import type { PushService } from '../push/push-service';
import { isPushServiceEndpoint } from '../push/push-endpoint';

const INVALID_SUBSCRIPTION = 'Inscrição de notificações inválida.';
const SUBSCRIPTION_NOT_FOUND = 'Inscrição de notificações não encontrada.';
const base64url = (max: number) => z.string({ error: INVALID_SUBSCRIPTION }).regex(/^[A-Za-z0-9_-]+={0,2}$/, INVALID_SUBSCRIPTION).max(max, INVALID_SUBSCRIPTION);

/** PushSubscription.toJSON() */
const subscriptionSchema = z.object(
  {
    endpoint: z.string({ error: INVALID_SUBSCRIPTION }).max(2000, INVALID_SUBSCRIPTION).refine(isPushServiceEndpoint, INVALID_SUBSCRIPTION),
    keys: z.object({ p256dh: base64url(200), auth: base64url(100) }, { error: INVALID_SUBSCRIPTION }),
  },
  { error: INVALID_SUBSCRIPTION },
);

const activationSchema = z.object(
  {
    deviceId: z.string({ error: 'Dispositivo não informado.' }).max(100, SUBSCRIPTION_NOT_FOUND),
    pushnewsId: z.string({ error: 'Inscrição de notificações não informada.' }).max(100, SUBSCRIPTION_NOT_FOUND),
  },
  { error: 'Corpo da requisição inválido.' },
);

/**
 * Web Push (docs/decisions/0092-push-subscriptions-registered-then-posted-as-pushnewsid.md): the public key to subscribe
 * with, the browser subscription registered for the signed-in user and device (answers its id), and that id posted as
 * `pushnewsId` to make it the device's subscription.
 */
export function pushRoutes(deps: AppDeps, push: PushService) {
  const { db, clock } = deps;
  const auth = requireAuth(deps);
  return new Hono<AppEnv>()
    .get('/push/public-key', (c) => c.json({ publicKey: push.publicKey }))
    .post('/push/subscriptions', auth, async (c) => {
      const { endpoint, keys } = parse(subscriptionSchema, await readJson(c));
      const { userId, deviceId } = c.get('auth');
      const id = randomUUID();
      await registerPushSubscription(db, { id, userId, deviceId, endpoint, p256dh: keys.p256dh, auth: keys.auth }, clock.now());
      return c.json({ id }, 201);
    })
    .post('/backoffice/campaign/pushnewsSubscription/subscription', auth, async (c) => {
      const { deviceId, pushnewsId } = parse(activationSchema, await readJson(c));
      const { userId, deviceId: ownDevice } = c.get('auth');
      // Only the signed-in device can take notifications for itself; any other id reads as unknown.
      const activated = deviceId.toLowerCase() === ownDevice
        && (await db.transaction((tx) => activatePushSubscription(tx, pushnewsId, userId, ownDevice)));
      if (!activated) fail(404, SUBSCRIPTION_NOT_FOUND);
      return c.json({ deviceId: ownDevice, pushnewsId });
    });
}
