import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const A = '0b7c1a9e-3c41-4d2a-9d4f-5f0e9c2b7a10';
const B = '9d3e2f10-6b7a-4c8d-8e9f-0a1b2c3d4e5f';

/** Cache Storage as the browser has it (jsdom has none). */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  return {
    stores,
    async open(name: string) {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        match: async (url: string) => store.get(url)?.clone(),
        put: async (url: string, response: Response) => void store.set(url, response.clone()),
      };
    },
  };
}

let caches: ReturnType<typeof fakeCaches>;

async function loadDeviceId() {
  vi.resetModules();
  return import('../../../src/db/device-id');
}

function idbRequest<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withIdbStore<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const open = indexedDB.open('balcao-device-id', 1);
  open.onupgradeneeded = () => open.result.createObjectStore('kv');
  const db = await idbRequest(open);
  try {
    return await idbRequest(action(db.transaction('kv', mode).objectStore('kv')));
  } finally {
    db.close();
  }
}

const idbCopy = () => withIdbStore('readonly', (store) => store.get('deviceId') as IDBRequest<string | undefined>);
const cacheCopy = async () => (await (await caches.open('balcao-device')).match('/__device-id'))?.text();
const cookieCopy = () => /deviceId=([^;]+)/.exec(document.cookie)?.[1];

beforeEach(async () => {
  localStorage.clear();
  document.cookie = 'deviceId=; Max-Age=0; Path=/';
  await idbRequest(indexedDB.deleteDatabase('balcao-device-id'));
  caches = fakeCaches();
  vi.stubGlobal('caches', caches);
});

afterEach(() => vi.unstubAllGlobals());

async function expectEveryCopy(id: string) {
  expect(localStorage.getItem('deviceId')).toBe(id);
  expect(cookieCopy()).toBe(id);
  expect(await idbCopy()).toBe(id);
  expect(await cacheCopy()).toBe(id);
}

describe('ensureDeviceId', () => {
  it('makes a UUID v4 on a new device and writes all four copies', async () => {
    const { ensureDeviceId, getDeviceIdSync } = await loadDeviceId();
    const id = await ensureDeviceId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await expectEveryCopy(id);
    expect(getDeviceIdSync()).toBe(id);
  });

  it('makes a UUID v4 with the uuid library where the browser has no crypto.randomUUID (plain http)', async () => {
    // An own property hides the prototype's method; deleting it brings the method back.
    Object.defineProperty(crypto, 'randomUUID', { configurable: true, value: undefined });
    try {
      const { ensureDeviceId } = await loadDeviceId();
      const id = await ensureDeviceId();
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      await expectEveryCopy(id);
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
  });

  it.each([
    ['the cookie', () => void (document.cookie = `deviceId=${A}; Path=/`)],
    ['IndexedDB', () => withIdbStore('readwrite', (store) => store.put(A, 'deviceId'))],
    ['Cache Storage', async () => (await caches.open('balcao-device')).put('/__device-id', new Response(A))],
    ['localStorage', () => localStorage.setItem('deviceId', A)],
  ])('restores from %s alone and rewrites the others', async (_, seed) => {
    await seed();
    const { ensureDeviceId } = await loadDeviceId();
    await expect(ensureDeviceId()).resolves.toBe(A);
    await expectEveryCopy(A);
  });

  it('prefers localStorage, then the cookie, and ignores a copy that is not a UUID', async () => {
    localStorage.setItem('deviceId', 'not-a-uuid');
    document.cookie = `deviceId=${B}; Path=/`;
    await withIdbStore('readwrite', (store) => store.put(A, 'deviceId'));
    const { ensureDeviceId } = await loadDeviceId();
    await expect(ensureDeviceId()).resolves.toBe(B);
    await expectEveryCopy(B);
  });

  it('knows the id synchronously from localStorage or the cookie', async () => {
    document.cookie = `deviceId=${A}; Path=/`;
    const { getDeviceIdSync } = await loadDeviceId();
    expect(getDeviceIdSync()).toBe(A);
  });
});

describe('resetDeviceId', () => {
  it('replaces the id in every copy', async () => {
    localStorage.setItem('deviceId', A);
    const { ensureDeviceId, resetDeviceId, getDeviceIdSync } = await loadDeviceId();
    await ensureDeviceId();
    const id = await resetDeviceId();
    expect(id).not.toBe(A);
    await expectEveryCopy(id);
    expect(getDeviceIdSync()).toBe(id);
  });
});

describe('deviceIdMadeHere', () => {
  it('is true for an id this page made', async () => {
    const { deviceIdMadeHere } = await loadDeviceId();
    await expect(deviceIdMadeHere()).resolves.toBe(true);
  });

  it('is false for an id restored from any copy', async () => {
    await withIdbStore('readwrite', (store) => store.put(A, 'deviceId'));
    const { deviceIdMadeHere } = await loadDeviceId();
    await expect(deviceIdMadeHere()).resolves.toBe(false);
  });

  it('is true again once the server refused the old id', async () => {
    localStorage.setItem('deviceId', A);
    const { deviceIdMadeHere, resetDeviceId } = await loadDeviceId();
    await resetDeviceId();
    await expect(deviceIdMadeHere()).resolves.toBe(true);
  });
});
