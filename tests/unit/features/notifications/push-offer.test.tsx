import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PushOffer } from '../../../../src/features/notifications/push-offer';
import { DEVICE, useRealApi } from '../../support/real-api';

const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const api = useRealApi({}, { push: { publicKey: PUBLIC_KEY, send: async () => 'sent' } });

/** The browser's Push and Notification APIs (jsdom has neither), with the permission not asked yet. */
function browserWithPush(answer: NotificationPermission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  vi.stubGlobal('PushManager', class {});
  const subscription = {
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/offer', keys: { p256dh: PUBLIC_KEY, auth: 'tBHItJI5svbpez7KI4CCXg' } }),
  };
  const pushManager = { getSubscription: async () => null, subscribe: vi.fn(async () => subscription) };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => ({ pushManager }), ready: Promise.resolve({ pushManager }) } });
  return { requestPermission, pushManager };
}

// The offer waits for the profile from the in-process server, slow on a busy machine.
const offered = (button: string) => screen.findByRole('button', { name: button }, { timeout: 10_000 });

beforeEach(async () => {
  await api.signIn();
  localStorage.setItem('partner', '1');
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushOffer', () => {
  it('asks the browser only after the tap, then subscribes the device', async () => {
    const { requestPermission } = browserWithPush('granted');
    render(<PushOffer />);
    const accept = await offered('Ativar avisos');
    expect(screen.getByRole('region', { name: 'Avisos dos seus pedidos' })).toBeTruthy();
    expect(requestPermission).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(accept));
    expect(requestPermission).toHaveBeenCalledOnce();
    await waitFor(async () => {
      const rows = await api.server.db.query('SELECT active FROM push_subscriptions WHERE device_id = $1', [DEVICE]);
      expect(rows).toEqual([{ active: true }]);
    });
    expect(screen.queryByRole('region', { name: 'Avisos dos seus pedidos' })).toBeNull();
  });

  it('does not subscribe when the user refuses in the browser', async () => {
    const { pushManager } = browserWithPush('denied');
    render(<PushOffer />);
    const accept = await offered('Ativar avisos');
    await act(async () => fireEvent.click(accept));
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('is not offered again after “Agora não”', async () => {
    browserWithPush('granted');
    const first = render(<PushOffer />);
    fireEvent.click(await offered('Agora não'));
    expect(screen.queryByRole('region', { name: 'Avisos dos seus pedidos' })).toBeNull();
    first.unmount();
    render(<PushOffer />);
    await waitFor(() => expect(api.calls().filter((call) => call === 'GET /user/profile')).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Ativar avisos' })).toBeNull();
  });

  it('is not offered when the profile does not want notifications', async () => {
    await api.server.db.query(`UPDATE users SET push_notifications = false WHERE username = '11222333000181'`);
    browserWithPush('granted');
    render(<PushOffer />);
    await waitFor(() => expect(api.calls()).toContain('GET /user/profile'));
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Avisos dos seus pedidos' })).toBeNull();
  });
});
