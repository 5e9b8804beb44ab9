// The client's policy: headers, retries, timeouts, 401. Normal answers come from the real
// API in-process; failures only a network produces are injected at the fetch boundary.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../../src/api/errors';
import type { LoginResponse } from '../../../src/domain/entities/account';
import { COMPANY, DEVICE, useRealApi } from '../support/real-api';

const api = useRealApi();
let token: string | null = null;
let partner: string | null = '1';

/** A fresh client (its app-version is fetched once per module), configured as the session would. */
async function loadClient() {
  vi.resetModules();
  const client = await import('../../../src/api/client');
  const { configureApiClient } = await import('../../../src/api/access');
  const onUnauthorized = vi.fn();
  configureApiClient({ token: () => token, partner: () => partner, deviceId: () => DEVICE, onUnauthorized });
  return { ...client, onUnauthorized };
}

async function signedInClient() {
  const client = await loadClient();
  const body = { username: COMPANY.username, password: COMPANY.code, keepConnected: false };
  token = (await client.request<LoginResponse>('post', '/authentication', { json: body })).token;
  return client;
}

const requestsTo = (path: string) => api.sent.filter((request) => request.path === path);

beforeEach(() => {
  token = null;
  partner = '1';
});

describe('headers', () => {
  it('sends deviceId, app-version from /version.json, the bearer token and the partner', async () => {
    const { request } = await signedInClient();
    await expect(request('get', '/user/me')).resolves.toMatchObject({ principal: expect.any(Object) });
    const { headers } = requestsTo('/user/me')[0]!;
    expect(headers.get('deviceId')).toBe(DEVICE);
    expect(headers.get('app-version')).toBe(api.server.config.version);
    expect(headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(headers.get('partner')).toBe('1');
  });

  it('an explicit partner wins over the current one', async () => {
    const { request } = await signedInClient();
    await request('get', '/purchase/banners', { partnerId: 2 });
    expect(requestsTo('/purchase/banners')[0]!.headers.get('partner')).toBe('2');
  });

  it('refuses a call missing a required header before it leaves', async () => {
    const { request } = await loadClient();
    const error = (await request('get', '/user/me').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 0, kind: 'refused' });
    expect(error.body.message).toContain('Authorization');
    expect(requestsTo('/user/me')).toHaveLength(0);
  });

  it('login sends neither token nor partner, even when there are some', async () => {
    token = 'a-stale-token';
    const { request } = await loadClient();
    await request('post', '/authentication', { json: { username: COMPANY.username, password: COMPANY.code, keepConnected: false } });
    const { headers } = requestsTo('/authentication')[0]!;
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('partner')).toBeNull();
    expect(headers.get('deviceId')).toBe(DEVICE);
  });

  it('/partner/customer goes without a partner', async () => {
    const { request } = await signedInClient();
    await expect(request('get', '/partner/customer')).resolves.toHaveLength(3);
    expect(requestsTo('/partner/customer')[0]!.headers.get('partner')).toBeNull();
  });

  it('fetches /version.json once, retrying 500 ms apart', async () => {
    const { request } = await signedInClient();
    const fetchedFirst = requestsTo('/version.json').length;
    expect(fetchedFirst).toBe(1);
    await request('get', '/user/me');
    expect(requestsTo('/version.json')).toHaveLength(1);

    const fresh = await loadClient();
    api.fail(/^\/version\.json$/, 503, 2);
    await api.withFakeTimers(() => fresh.request('get', '/user/me'));
    expect(requestsTo('/version.json')).toHaveLength(1 + 3);
    expect(requestsTo('/user/me').at(-1)!.headers.get('app-version')).toBe(api.server.config.version);
  });
});

describe('retries', () => {
  it('retries a 5xx three times, 1 s then 2 s then 4 s apart, then fails with the body', async () => {
    const { request } = await signedInClient();
    api.fail(/^\/user\/me$/, { status: 503, body: { message: 'Indisponível' } }, 4);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const result = request('get', '/user/me').catch((e: unknown) => e);
    const countAfter = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return requestsTo('/user/me').length;
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
    vi.useRealTimers();
  });

  it('does not retry a 4xx and carries the parsed body', async () => {
    const { request } = await signedInClient();
    const error = (await request('get', '/v2/orders/4040').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 404, kind: 'http', body: { message: 'Pedido 4040 não encontrado.' } });
    expect(requestsTo('/v2/orders/4040')).toHaveLength(1);
  });

  it('times out at 8 s and retries timeouts, then reports a network error', async () => {
    const { request } = await signedInClient();
    api.fail(/^\/user\/me$/, 'hang', 4);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const result = request('get', '/user/me').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(7999);
    expect(requestsTo('/user/me')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1 + 1000);
    expect(requestsTo('/user/me')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(8000 + 2000 + 8000 + 4000 + 8000);
    expect(requestsTo('/user/me')).toHaveLength(4);
    expect(await result).toMatchObject({ status: 0, kind: 'network' });
    vi.useRealTimers();
  });

  it('retries a lost connection for POST too, reusing the Idempotency-Key', async () => {
    const { request } = await signedInClient();
    api.fail(/^\/v2\/orders\/\d+\/repeat$/, 'network');
    api.fail(/^\/v2\/orders\/\d+\/repeat$/, 502);
    const result = api.withFakeTimers(() => request('post', '/v2/orders/6/repeat', { partnerId: 1, idempotencyKey: 'key-123' }));
    await expect(result).resolves.toMatchObject({ items: expect.any(Array) });
    expect(requestsTo('/v2/orders/6/repeat').map((call) => call.headers.get('Idempotency-Key'))).toEqual(['key-123', 'key-123', 'key-123']);
  });
});

describe('a call with a signal', () => {
  it('ends when the signal aborts, even while /version.json still hangs before the call could leave', async () => {
    const { request } = await loadClient();
    api.fail(/^\/version\.json$/, 'hang', 6);
    const controller = new AbortController();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled = false;
    const result = request('post', '/user/signup/activate', { json: { token: 'x'.repeat(43) }, signal: controller.signal })
      .catch((e: unknown) => e)
      .finally(() => (settled = true));
    await vi.waitFor(() => expect(requestsTo('/version.json')).toHaveLength(1));
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
    expect(await result).toMatchObject({ status: 0, kind: 'network' });
    expect(requestsTo('/user/signup/activate')).toHaveLength(0);
    // The version file's own retries run out, so nothing is left running after the test.
    await vi.advanceTimersByTimeAsync(6 * 8000 + 5 * 500);
    vi.useRealTimers();
  });
});

describe('answers served from the service worker cache', () => {
  const cached = { status: 200, body: [{ id: 1 }], headers: { 'x-balcao-cache': 'hit' } };

  it('count as a network failure, so a stale answer never reaches Dexie', async () => {
    const { request, requestBlob } = await signedInClient();
    api.fail(/^\/purchase\/banners$/, cached);
    api.fail(/^\/v2\/orders\/generate-order-summary\/\d+$/, cached);
    await expect(request('get', '/purchase/banners')).rejects.toMatchObject({ status: 0, kind: 'network' });
    await expect(requestBlob('/v2/orders/generate-order-summary/12')).rejects.toMatchObject({ status: 0, kind: 'network' });
  });

  it('a fresh answer still resolves', async () => {
    const { request } = await signedInClient();
    await expect(request('get', '/purchase/banners')).resolves.toEqual(expect.any(Array));
  });
});

describe('a network that lies', () => {
  const portal = { status: 200, text: '<!doctype html><title>Wi-Fi grátis</title><form>Entrar</form>', headers: { 'content-type': 'text/html' } };

  it("a captive portal's 200 HTML page counts as a network failure, so it never reaches Dexie", async () => {
    const { request } = await signedInClient();
    api.fail(/^\/purchase\/banners$/, portal);
    await expect(request('get', '/purchase/banners')).rejects.toMatchObject({ status: 0, kind: 'network' });
  });

  it('a 503 HTML page is retried, then reported with its status', async () => {
    const { request } = await signedInClient();
    api.fail(/^\/purchase\/banners$/, { status: 503, text: '<html><body>Service Unavailable</body></html>' }, 4);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const result = request('get', '/purchase/banners').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    expect(await result).toMatchObject({ status: 503, kind: 'http' });
    expect(requestsTo('/purchase/banners')).toHaveLength(4);
    vi.useRealTimers();
  });
});

describe('401', () => {
  it('tells the session once, without retrying', async () => {
    const { request, onUnauthorized } = await signedInClient();
    token = 'not-a-token';
    await expect(request('get', '/user/me')).rejects.toMatchObject({ status: 401, body: { message: 'Sessão expirada. Entre novamente.' } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(requestsTo('/user/me')).toHaveLength(1);
  });
});
