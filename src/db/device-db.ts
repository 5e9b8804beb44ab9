// The device database: values about this device that a context without localStorage
// (the service worker) must read, such as which user database is active.
import Dexie, { type Table } from 'dexie';

export interface DeviceValue {
  key: string;
  value: unknown;
}

export const DEVICE_KEYS = {
  /** username whose database the app has open; the service worker flushes that outbox */
  activeUser: 'activeUser',
} as const;

class DeviceDb extends Dexie {
  kv!: Table<DeviceValue, string>;

  constructor() {
    super('balcao-device');
    this.version(1).stores({ kv: 'key' });
  }
}

let instance: DeviceDb | null = null;

export function deviceDb(): DeviceDb {
  instance ??= new DeviceDb();
  return instance;
}

export async function readDeviceValue<T>(key: string): Promise<T | undefined> {
  return (await deviceDb().kv.get(key))?.value as T | undefined;
}

export async function writeDeviceValue(key: string, value: unknown): Promise<void> {
  if (value === undefined) await deviceDb().kv.delete(key);
  else await deviceDb().kv.put({ key, value });
}
