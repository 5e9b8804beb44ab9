import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID, TOKEN, hang, json, stubFetch } from './fetch-stub';
import type { ApiError } from '../../../src/api/errors';

async function loadClient() {
  vi.resetModules();
  return import('../../../src/api/client');
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('deviceId', DEVICE_ID);
  localStorage.setItem('token', TOKEN);
  localStorage.setItem('partner', '2');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('headers', () => {
  it('sends deviceId, app-version from /version.json, the bearer token and the partner', async () => {
    const { apiCalls } = stubFetch(() => json(200, { principal: { id: 1, name: 'Ana' } }));
    const { request } = await loadClient();
    await expect(request('get', '/user/me')).resolves.toEqual({ principal: { id: 1, name: 'Ana' } });
    const headers = apiCalls[0].headers;
    expect(new URL(apiCalls[0].url).pathname).toBe('/api/ecommerce/user/me');
    expect(headers.get('deviceId')).toBe(DEVICE_ID);
    expect(headers.get('app-version')).toBe('9.9.9');
    expect(headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(headers.get('partner')).toBe('2');
  });

  it('an explicit partner wins over the stored one', async () => {
    const { apiCalls } = stubFetch(() => json(200, []));
    const { request } = await loadClient();
    await request('get', '/purchase/banners', { partnerId: 1 });
    expect(apiCalls[0].headers.get('partner')).toBe('1');
  });

  it('refuses a call missing a required header before it leaves', async () => {
    localStorage.removeItem('token');
    const { apiCalls } = stubFetch(() => json(200, {}));
    const { request } = await loadClient();
    const error = (await request('get', '/user/me').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 0, kind: 'refused' });
    expect(error.body.message).toContain('Authorization');
    expect(apiCalls).toHaveLength(0);
  });

  it('login sends neither token nor partner', async () => {
    const { apiCalls } = stubFetch(() => json(200, { token: 't' }));
    const { request } = await loadClient();
    await request('post', '/authentication', { json: { username: 'u', password: '123456', keepConnected: true } });
    expect(apiCalls[0].headers.get('Authorization')).toBeNull();
    expect(apiCalls[0].headers.get('partner')).toBeNull();
    expect(apiCalls[0].headers.get('deviceId')).toBe(DEVICE_ID);
  });

  it('/partner/customer goes without a partner', async () => {
    localStorage.removeItem('partner');
    const { apiCalls } = stubFetch(() => json(200, []));
    const { request } = await loadClient();
    await expect(request('get', '/partner/customer')).resolves.toEqual([]);
    expect(apiCalls[0].headers.get('partner')).toBeNull();
  });

  it('fetches /version.json once, retrying 500 ms apart', async () => {
    vi.useFakeTimers();
    let failures = 2;
    const { versionCalls } = stubFetch(
      () => json(200, {}),
      () => (failures-- > 0 ? json(503, {}) : json(200, { currentVersion: '2.0.0' })),
    );
    const { request, appVersion } = await loadClient();
    const first = request('get', '/user/me');
    await vi.advanceTimersByTimeAsync(1000);
    await first;
    await request('get', '/user/me');
    expect(versionCalls).toHaveLength(3);
    await expect(appVersion()).resolves.toBe('2.0.0');
  });
});

describe('retries', () => {
  it('retries a 5xx three times, 1 s then 2 s then 4 s apart, then fails with the body', async () => {
    vi.useFakeTimers();
    const { apiCalls } = stubFetch(() => json(503, { message: 'Indisponível' }));
    const { request } = await loadClient();
    const result = request('get', '/user/me').catch((e: unknown) => e);
    const countAfter = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return apiCalls.length;
    };
    expect(await countAfter(0)).toBe(1);
    expect(await countAfter(999)).toBe(1);
    expect(await countAfter(1)).toBe(2);
    expect(await countAfter(1999)).toBe(2);
    expect(await countAfter(1)).toBe(3);
    expect(await countAfter(3999)).toBe(3);
    expect(await countAfter(1)).toBe(4);
    expect(await result).toMatchObject({ status: 503, kind: 'http', body: { message: 'Indisponível' } });
    expect(await countAfter(60_000)).toBe(4);
  });

  it('does not retry a 4xx and carries the parsed body', async () => {
    const { apiCalls } = stubFetch(() => json(400, { message: 'Você selecionou 30 CX de Arroz, deseja continuar?' }));
    const { request } = await loadClient();
    const error = (await request('put', '/v2/cart/1/item', { json: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 400, body: { message: 'Você selecionou 30 CX de Arroz, deseja continuar?' } });
    expect(apiCalls).toHaveLength(1);
  });

  it('times out at 8 s and retries timeouts, then reports a network error', async () => {
    vi.useFakeTimers();
    const { apiCalls } = stubFetch(hang);
    const { request } = await loadClient();
    const result = request('get', '/user/me').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(7999);
    expect(apiCalls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1 + 1000);
    expect(apiCalls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(8000 + 2000 + 8000 + 4000 + 8000);
    expect(apiCalls).toHaveLength(4);
    expect(await result).toMatchObject({ status: 0, kind: 'network' });
  });

  it('retries a lost connection for POST too, reusing the Idempotency-Key', async () => {
    vi.useFakeTimers();
    let attempt = 0;
    const { apiCalls } = stubFetch(() => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch');
      return attempt === 2 ? json(502, {}) : json(200, { id: 1 });
    });
    const { request } = await loadClient();
    const result = request('post', '/v2/orders', { json: { cartId: 1 }, idempotencyKey: 'key-123' });
    await vi.advanceTimersByTimeAsync(3000);
    await expect(result).resolves.toEqual({ id: 1 });
    expect(apiCalls.map((call) => call.headers.get('Idempotency-Key'))).toEqual(['key-123', 'key-123', 'key-123']);
  });
});

describe('answers served from the service worker cache', () => {
  it('count as a network failure, so a stale answer never reaches Dexie', async () => {
    stubFetch(
      () =>
        new Response(JSON.stringify([{ id: 1 }]), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'x-balcao-cache': 'hit' },
        }),
    );
    const { request, requestBlob } = await loadClient();
    await expect(request('get', '/purchase/banners')).rejects.toMatchObject({ status: 0, kind: 'network' });
    await expect(requestBlob('/v2/orders/generate-order-summary/1')).rejects.toMatchObject({ status: 0, kind: 'network' });
  });

  it('a fresh answer still resolves', async () => {
    stubFetch(() => json(200, [{ id: 1 }]));
    const { request } = await loadClient();
    await expect(request('get', '/purchase/banners')).resolves.toEqual([{ id: 1 }]);
  });
});

describe('401', () => {
  it('clears the token and the stored username and tells the session', async () => {
    localStorage.setItem('lastUsername', '52998224725');
    const { apiCalls } = stubFetch(() => json(401, { message: 'Sessão expirada. Entre novamente.' }));
    const { request, onUnauthorized } = await loadClient();
    const listener = vi.fn();
    onUnauthorized(listener);
    await expect(request('get', '/user/me')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('lastUsername')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(apiCalls).toHaveLength(1);
  });
});
