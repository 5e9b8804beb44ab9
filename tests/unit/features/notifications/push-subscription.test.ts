import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeWhenWanted } from '../../../../src/features/notifications/push-subscription';
import { base64UrlToBytes } from '../../../../src/features/notifications/push-support';
import { DEVICE, useRealApi } from '../../support/real-api';

const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';

const api = useRealApi({}, { push: { publicKey: PUBLIC_KEY, send: async () => 'sent' } });

function setRegistration(registration: unknown) {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => registration, ready: Promise.resolve(registration) } });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** The browser's PushManager (not the API): what the service worker registration would give. */
function browserPush(existing: { key: Uint8Array } | null = null) {
  const made = (key: ArrayBuffer | null, endpoint = ENDPOINT) => ({
    options: { applicationServerKey: key },
    unsubscribe: vi.fn(async () => true),
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: PUBLIC_KEY, auth: 'tBHItJI5svbpez7KI4CCXg' } }),
  });
  const current = existing ? made(existing.key.buffer as ArrayBuffer, 'https://fcm.googleapis.com/fcm/send/old') : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => made(options.applicationServerKey.buffer as ArrayBuffer)),
  };
  setRegistration({ pushManager });
  return { pushManager, current };
}

async function subscriptions() {
  return api.server.db.query<{ id: string; endpoint: string; active: boolean }>(
    'SELECT id, endpoint, active FROM push_subscriptions WHERE device_id = $1',
    [DEVICE],
  );
}

beforeEach(async () => {
  await api.signIn();
  localStorage.setItem('partner', '1');
});

describe('subscribeWhenWanted', () => {
  it('subscribes with the server’s key, posts the subscription and keeps its id', async () => {
    const { pushManager } = browserPush();
    await subscribeWhenWanted();
    expect(pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(PUBLIC_KEY) });
    const [row] = await subscriptions();
    expect(row).toMatchObject({ endpoint: ENDPOINT, active: true });
    expect(localStorage.getItem('pushSubscriptionId')).toBe(row.id);
    expect(api.calls()).toEqual(expect.arrayContaining([
      'GET /user/profile', 'GET /push/public-key', 'POST /push/subscriptions', 'POST /backoffice/campaign/pushnewsSubscription/subscription',
    ]));
  });

  it('does nothing when the profile does not want notifications', async () => {
    await api.server.db.query(`UPDATE users SET push_notifications = false WHERE username = '11222333000181'`);
    const { pushManager } = browserPush();
    await subscribeWhenWanted();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.calls()).not.toContain('GET /push/public-key');
  });

  it('replaces a subscription made with another key', async () => {
    const { pushManager, current } = browserPush({ key: new Uint8Array(65) });
    await subscribeWhenWanted();
    expect(current?.unsubscribe).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalled();
  });

  it('only logs a failure', async () => {
    setRegistration(undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(subscribeWhenWanted()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Não foi possível ativar as notificações:', expect.any(Error));
    expect(await subscriptions()).toEqual([]);
  });
});
