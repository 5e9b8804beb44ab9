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
  const stored = readKeys(file);
  if (stored) return stored;
  privateFolder(dataDir);
  const keys = webpush.generateVAPIDKeys();
  try {
    writeFileSync(file, JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey }), { mode: 0o600, flag: 'wx' });
    return { publicKey: keys.publicKey, privateKey: keys.privateKey };
  } catch (error) {
    // Another instance on the same folder wrote its pair first: everyone uses that one.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readKeys(file) ?? storedVapidKeys(dataDir);
    throw error;
  }
}

/** The stored pair; null when there is no file yet. A file without a valid pair stops the start. */
function readKeys(file: string): VapidKeys | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const keys: unknown = JSON.parse(text);
  if (!isVapidKeys(keys)) throw new Error(`${file} não contém as chaves VAPID.`);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
