import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { privateFolder } from '../db/client';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

function isVapidKeys(value: unknown): value is VapidKeys {
  const keys = value as Partial<VapidKeys> | null;
  return typeof keys?.publicKey === 'string' && typeof keys.privateKey === 'string' && keys.publicKey !== '' && keys.privateKey !== '';
}

/**
 * The server's VAPID key pair, made on the first start and kept in the data folder: browsers subscribed
 * with the public key, so it must survive restarts. Readable by the server's own user only.
 */
export function storedVapidKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, 'vapid-keys.json');
  try {
    const keys: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isVapidKeys(keys)) return keys;
    throw new Error(`${file} não contém as chaves VAPID.`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  privateFolder(dataDir);
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify({ publicKey, privateKey }), { mode: 0o600, flag: 'wx' });
  return { publicKey, privateKey };
}
