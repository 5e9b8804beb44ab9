// The last sync per partner: noted when a partner's last waiting change settles (or a catalogue
// refresh finds none waiting), never while one of its changes still waits.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeUserDb, deleteUserDb, userDb, type OutboxEntry } from '../../../src/db/user-db';
import { noteSynced, readLastSync } from '../../../src/sync/engine/last-sync';
import { settle } from '../../../src/sync/engine/outbox';
import { tokenFor } from './fixtures';

const USER = '11222333000181';

function favoriteEntry(partnerId: number, productId: number): OutboxEntry {
  return {
    key: `favorite:${partnerId}:${productId}`,
    command: { type: 'favorite', partnerId, productId, favorite: true, previous: false },
    idempotencyKey: `k-${partnerId}-${productId}`,
    status: 'pending',
    updatedAt: 0,
  };
}

beforeEach(() => localStorage.setItem('token', tokenFor(USER)));
afterEach(async () => {
  closeUserDb();
  await deleteUserDb(USER);
  localStorage.clear();
});

describe('last sync per partner', () => {
  it("is noted when the partner's last waiting change settles, not before, and not for another partner", async () => {
    const db = userDb();
    const first = { ...favoriteEntry(1, 5), seq: await db.outbox.add(favoriteEntry(1, 5)) };
    const second = { ...favoriteEntry(1, 6), seq: await db.outbox.add(favoriteEntry(1, 6)) };
    await db.outbox.add(favoriteEntry(2, 7));
    await settle(db, first, true);
    expect(await readLastSync(db, 1)).toBeUndefined();
    const before = Date.now();
    await settle(db, second, true);
    expect(await readLastSync(db, 1)).toBeGreaterThanOrEqual(before);
    expect(await readLastSync(db, 2)).toBeUndefined();
  });

  it('a refresh notes it only when nothing of the partner waits', async () => {
    const db = userDb();
    await db.outbox.add(favoriteEntry(2, 7));
    await noteSynced(db, 2);
    await noteSynced(db, 3);
    expect(await readLastSync(db, 2)).toBeUndefined();
    expect(await readLastSync(db, 3)).toBeTypeOf('number');
  });
});
