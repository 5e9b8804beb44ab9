// The device id lives in four places so that clearing one of them (cookies, site
// storage, a cache purge) does not make the server see a new device. No Dexie here:
// the public screens load this module and must stay small.
import { readCookie, writeCookie } from './cookies';
import { DEVICE_ID_CACHE } from './device-id-cache';
import { LOCAL_KEYS, readLocal, writeLocal } from './local-keys';

const DEVICE_ID_CACHE_PATH = '/__device-id';
const IDB_NAME = 'balcao-device-id';
const IDB_STORE = 'kv';
const COOKIE = 'deviceId';
const COOKIE_DAYS = 365;

let current: string | null = null;
// The id was made on this page (no copy survived, or the server refused the old one).
let madeHere = false;

// An RFC 9562 UUID of versions 1–8, as the uuid library's `validate` (which also takes the nil and max UUIDs).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function valid(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * A new random (v4) id: the platform's own in a secure context (every real visit), the uuid library only where the
 * browser lacks it (plain http on a LAN address): the landing does not carry the library.
 */
async function newId(): Promise<string> {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return (await import('uuid')).v4();
}

function openIdb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(IDB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(IDB_STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function idb<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await openIdb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = action(db.transaction(IDB_STORE, mode).objectStore(IDB_STORE));
      request.onsuccess = () => resolve(request.result as T);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

async function readIdb(): Promise<string | null> {
  if (typeof indexedDB === 'undefined') return null;
  return idb<string | undefined>('readonly', (store) => store.get(COOKIE)).then((v) => v ?? null, () => null);
}

async function writeIdb(id: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await idb('readwrite', (store) => store.put(id, COOKIE)).catch(() => undefined);
}

async function readCache(): Promise<string | null> {
  if (typeof caches === 'undefined') return null;
  try {
    const response = await (await caches.open(DEVICE_ID_CACHE)).match(DEVICE_ID_CACHE_PATH);
    return response ? (await response.text()).trim() : null;
  } catch {
    return null;
  }
}

async function writeCache(id: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(DEVICE_ID_CACHE);
    await cache.put(DEVICE_ID_CACHE_PATH, new Response(id, { headers: { 'Content-Type': 'text/plain' } }));
  } catch {
    // Cache Storage is unavailable (insecure context): the other copies remain.
  }
}

async function writeAll(id: string, copies: Array<string | null>): Promise<void> {
  const [local, cookie, stored, cached] = copies;
  if (local !== id) writeLocal(LOCAL_KEYS.deviceId, id);
  if (cookie !== id) writeCookie(COOKIE, id, COOKIE_DAYS);
  await Promise.all([stored !== id ? writeIdb(id) : undefined, cached !== id ? writeCache(id) : undefined]);
}

/** Restores the id from whichever copy survived (or makes one) and rewrites the others. */
export async function ensureDeviceId(): Promise<string> {
  const copies = [readLocal(LOCAL_KEYS.deviceId), readCookie(COOKIE), await readIdb(), await readCache()];
  const id = current ?? copies.find(valid) ?? (await newId());
  if (current === null && !copies.some(valid)) madeHere = true;
  current = id;
  await writeAll(id, copies);
  return id;
}

/** The id known without waiting (memory, localStorage, cookie), or null before the first ensure. */
export function getDeviceIdSync(): string | null {
  if (current) return current;
  const found = [readLocal(LOCAL_KEYS.deviceId), readCookie(COOKIE)].find(valid) ?? null;
  current = found;
  return found;
}

/** A new id in every copy: the server refused the old one (login status 472). */
export async function resetDeviceId(): Promise<string> {
  const id = await newId();
  current = id;
  madeHere = true;
  await writeAll(id, [null, null, null, null]);
  return id;
}

/** Whether this page made the device's id: no request made before this page can have named it. */
export async function deviceIdMadeHere(): Promise<boolean> {
  await ensureDeviceId();
  return madeHere;
}
