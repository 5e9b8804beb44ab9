// Telling the customer a queued order was placed: a toast, and a notification through the service worker when
// the page is in the background and notifications are allowed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompleteOrderResponse } from '../../../src/domain/entities/checkout';
import type { PlaceOrderCommand } from '../../../src/db/user-db';
import { formatBrl } from '../../../src/domain/format';
import { announcePlaced } from '../../../src/sync/commands/queued-orders';
import { onSyncEvent, type SyncEvent } from '../../../src/sync/engine/events';

const command = { type: 'place-order', partnerId: 1, orderId: 'q1' } as PlaceOrderCommand;
const placed = { orderId: 77, number: '1043', payment: { totalPayment: 255 } } as CompleteOrderResponse;
const showNotification = vi.fn(async () => undefined);
let events: SyncEvent[] = [];
let stop = () => {};

function page(visibility: 'visible' | 'hidden', permission: NotificationPermission) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
  vi.stubGlobal('Notification', { permission });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => ({ showNotification }) } });
}

beforeEach(() => {
  events = [];
  stop = onSyncEvent((event) => events.push(event));
  showNotification.mockClear();
});

afterEach(() => {
  stop();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('announcePlaced', () => {
  it('shows a toast in the app, and no notification while the page is in front', async () => {
    page('visible', 'granted');
    announcePlaced(command, placed);
    expect(events).toEqual([{ type: 'toast', text: 'Seu pedido n° 1043, finalizado sem conexão, foi enviado e realizado.' }]);
    await Promise.resolve();
    expect(showNotification).not.toHaveBeenCalled();
  });

  it('sent in the background with notifications allowed: a notification that opens the orders', async () => {
    page('hidden', 'granted');
    announcePlaced(command, placed);
    await vi.waitFor(() => expect(showNotification).toHaveBeenCalledTimes(1));
    expect(showNotification).toHaveBeenCalledWith('Pedido realizado', {
      body: `O pedido n° 1043 (${formatBrl(255)}) foi enviado e realizado.`, tag: 'order-q1', data: { url: '/historico-pedidos?parceiro=1' },
    });
  });

  it('without permission: only the toast', async () => {
    page('hidden', 'default');
    announcePlaced(command, placed);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(showNotification).not.toHaveBeenCalled();
    expect(events).toHaveLength(1);
  });
});
