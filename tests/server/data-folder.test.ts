// Everything the server keeps in DATA_DIR is its own user's alone: files 0600, folders 0700 (an on-disk PGlite start
// takes a minute on a busy 2-core machine: hence the long timeout).
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/src/config';
import { openPglite } from '../../server/src/db/client';
import { storedVapidKeys } from '../../server/src/push/vapid-keys';

const umask = process.umask();
let dataDir: string;
afterEach(() => {
  process.umask(umask);
  rmSync(dataDir, { recursive: true, force: true });
});

function looserThanPrivate(dir: string): string[] {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  return entries.flatMap((entry) => {
    const path = join(entry.parentPath, entry.name);
    const mode = statSync(path).mode & 0o777;
    return mode === (entry.isDirectory() ? 0o700 : 0o600) ? [] : [`${path.slice(dir.length)} ${mode.toString(8)}`];
  });
}

describe('DATA_DIR', () => {
  it('holds the secret, the VAPID keys and the PGlite database, tables written after the start included, as 0600/0700', async () => {
    process.umask(0o022);
    dataDir = join(mkdtempSync(join(tmpdir(), 'balcao-data-')), 'data');
    readConfig({ DATA_DIR: dataDir });
    storedVapidKeys(dataDir);
    const db = await openPglite(join(dataDir, 'pglite'));
    await db.exec('CREATE TABLE later (id int); INSERT INTO later SELECT generate_series(1, 1000); CHECKPOINT;');
    await db.close();
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(looserThanPrivate(dataDir)).toEqual([]);
  }, 120_000);
});
