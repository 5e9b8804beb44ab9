import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { storedVapidKeys } from '../../server/src/push/vapid-keys';

const made: string[] = [];
function dataDir(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'balcao-vapid-')), 'data');
  made.push(dir);
  return dir;
}
afterEach(() => made.splice(0).forEach((dir) => rmSync(join(dir, '..'), { recursive: true, force: true })));

describe('storedVapidKeys', () => {
  it('makes a key pair on the first start in a file only the server’s user can read', () => {
    const dir = dataDir();
    const keys = storedVapidKeys(dir);
    expect(keys.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(keys.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = join(dir, 'vapid-keys.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(keys);
  });

  it('reads the same pair on later starts', () => {
    const dir = dataDir();
    const first = storedVapidKeys(dir);
    const written = readFileSync(join(dir, 'vapid-keys.json'), 'utf8');
    expect(storedVapidKeys(dir)).toEqual(first);
    expect(readFileSync(join(dir, 'vapid-keys.json'), 'utf8')).toBe(written);
  });

  it('refuses to start on a file without a key pair rather than orphan the subscriptions', () => {
    const dir = dataDir();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'vapid-keys.json'), '{"publicKey":""}');
    expect(() => storedVapidKeys(dir)).toThrow('não contém as chaves VAPID');
  });
});
