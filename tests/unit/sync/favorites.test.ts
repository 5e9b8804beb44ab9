import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { deleteUserDb, userDb } from '../../../src/db/user-db';
import { toggleFavorite } from '../../../src/sync/commands/favorites';
import { onSyncEvent, type SyncEvent } from '../../../src/sync/events';
import { flushNow } from '../../../src/sync/flusher';
import { pendingCountQuery } from '../../../src/sync/outbox';
import { toStoredProduct } from '../../../src/sync/reconcile';
import { resetServer, server } from './fake-api';
import { productEntry, tokenFor } from './fixtures';

vi.mock('../../../src/api/cart', async () => (await import('./fake-api')).cartApi);
vi.mock('../../../src/api/catalogue', async () => (await import('./fake-api')).catalogueApi);

const USER = 'favorite.tester';
let events: SyncEvent[] = [];
let stopEvents = () => {};
const favorite = async () => (await userDb().products.get([1, 5]))?.favorite;

beforeEach(async () => {
  resetServer();
  localStorage.setItem('token', tokenFor(USER));
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  events = [];
  stopEvents = onSyncEvent((event) => events.push(event));
  await userDb().products.put(toStoredProduct(1, productEntry(5)));
});

afterEach(async () => {
  stopEvents();
  vi.restoreAllMocks();
  await deleteUserDb(USER);
});

describe('toggleFavorite', () => {
  it('applies at once and sends without waiting for a coalescing window', async () => {
    await toggleFavorite(1, 5);
    expect(await favorite()).toBe(true);
    await vi.waitFor(() => expect(server.calls).toEqual([{ method: 'POST', path: '/products/favorites/5' }]), { timeout: 300 });
    await toggleFavorite(1, 5);
    await flushNow();
    expect(server.calls.map((call) => call.method)).toEqual(['POST', 'DELETE']);
    expect(await favorite()).toBe(false);
  });

  it('rolls back and says so when the server refuses', async () => {
    server.failures.push(new ApiError(500, { message: '' }));
    await toggleFavorite(1, 5);
    await flushNow();
    expect(await favorite()).toBe(false);
    expect(events).toEqual([{ type: 'error', text: 'Não foi possivel completar essa interação.' }]);
    expect(await pendingCountQuery()()).toBe(0);
  });

  it('waits for the connection when offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await toggleFavorite(1, 5);
    await flushNow();
    expect(server.calls).toHaveLength(0);
    expect(await favorite()).toBe(true);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await flushNow();
    expect(server.calls).toHaveLength(1);
    expect(await pendingCountQuery()()).toBe(0);
  });
});
