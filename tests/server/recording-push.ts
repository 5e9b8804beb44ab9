import { expect } from 'vitest';
import type { PushOutcome, PushService, PushTarget } from '../../server/src/push/push-service';
import { call, DEVICE } from './helpers';

/** Records what would go to the push services; each endpoint answers what `outcomes` says (default 'sent'). */
export class RecordingPush implements PushService {
  publicKey = 'BPublicKeyForTests';
  sent: Array<{ endpoint: string; message: { title: string; body: string; url: string } }> = [];
  outcomes = new Map<string, PushOutcome | Error>();
  send = async (target: PushTarget, payload: string): Promise<PushOutcome> => {
    this.sent.push({ endpoint: target.endpoint, message: JSON.parse(payload) });
    const outcome = this.outcomes.get(target.endpoint) ?? 'sent';
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };
}

type App = Parameters<typeof call>[0];

export const pushEndpoint = (name: string) => `https://fcm.googleapis.com/fcm/send/${name}`;
export const pushSubscription = (name: string) => ({
  endpoint: pushEndpoint(name), expirationTime: null,
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
});

/** Registers the device's subscription named `name` (POST /push/subscriptions): its id. */
export async function registerPush(app: App, token: string, name: string, deviceId = DEVICE): Promise<string> {
  const res = await call(app, 'POST', '/push/subscriptions', { token, deviceId, body: pushSubscription(name) });
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

export const activatePush = (app: App, pushnewsId: string, token: string, deviceId = DEVICE, headerDevice = deviceId) =>
  call(app, 'POST', '/backoffice/campaign/pushnewsSubscription/subscription', { token, deviceId: headerDevice, body: { deviceId, pushnewsId } });

/** Registers and activates the device's subscription: from now on it takes the customer's notifications. */
export async function subscribePush(app: App, token: string, name: string, deviceId = DEVICE): Promise<string> {
  const id = await registerPush(app, token, name, deviceId);
  expect((await activatePush(app, id, token, deviceId)).status).toBe(200);
  return id;
}
