// What the browser says of the device's data: kept persistently or not, and the space in use
// (`navigator.storage`). Each part is null when the browser does not say.
import { useEffect, useState } from 'react';
import { syncCenterMessages as m } from './messages';

export interface StorageStatus {
  persisted: boolean | null;
  usage: number | null;
  quota: number | null;
}

export async function readStorageStatus(): Promise<StorageStatus> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  const persisted = typeof storage?.persisted === 'function' ? await storage.persisted().catch(() => null) : null;
  const estimate = typeof storage?.estimate === 'function' ? await storage.estimate().catch(() => null) : null;
  return { persisted, usage: estimate?.usage ?? null, quota: estimate?.quota ?? null };
}

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];

/** '12,3 MB': 1024-based, one decimal from KB up. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${value.toLocaleString('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${UNITS[unit]}`;
}

/** The two sentences the sync center shows. */
export function storageTexts({ persisted, usage, quota }: StorageStatus): [string, string] {
  const persistence = persisted === null ? m.persistenceUnknown : persisted ? m.persistent : m.notPersistent;
  const space = usage === null || quota === null ? m.usageUnknown : m.usage(formatBytes(usage), formatBytes(quota));
  return [persistence, space];
}

/** The status, read once on mount; undefined while reading. */
export function useStorageStatus(): StorageStatus | undefined {
  const [status, setStatus] = useState<StorageStatus>();
  useEffect(() => {
    let live = true;
    void readStorageStatus().then((read) => live && setStatus(read));
    return () => {
      live = false;
    };
  }, []);
  return status;
}
