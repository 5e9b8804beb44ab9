// The sync center's first screenful: read and shown before the rest, and read ahead of the screen.
import { beforeEach, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { OutboxEntry } from '../../../../src/db/user-db';
import { FIRST_ROWS, preloadWaiting, readWaiting, takePreloadedWaiting } from '../../../../src/features/sync-center/read-waiting';
import { useWaitingChanges } from '../../../../src/features/sync-center/use-waiting-changes';
import { PARTNER_ID, freshDb, makeEntry, makeProduct } from '../catalogue/fixtures';

const COUNT = 30;
let db: Awaited<ReturnType<typeof freshDb>>;

const cartChange = (productId: number): OutboxEntry => ({
  key: `cart:${PARTNER_ID}:${productId}`,
  command: { type: 'cart-item', partnerId: PARTNER_ID, productId, quantity: 24, productPackageId: 10 * productId + 1, confirmExcessive: false, previous: null },
  idempotencyKey: `k${productId}`,
  status: 'pending',
  updatedAt: 0,
});

beforeEach(async () => {
  db = await freshDb();
  const ids = Array.from({ length: COUNT }, (_, i) => i + 1);
  await db.products.bulkPut(ids.map((id) => makeEntry(makeProduct(id))));
  await db.outbox.bulkAdd(ids.map(cartChange));
  takePreloadedWaiting();
});

describe('readWaiting', () => {
  it('names only the first screenful when asked, and counts every change', async () => {
    const first = await readWaiting(FIRST_ROWS);
    expect(first).toMatchObject({ waiting: COUNT, complete: false });
    expect(first.products.size).toBe(FIRST_ROWS);
    expect(first.groups[0]!.entries).toHaveLength(COUNT);
    const all = await readWaiting();
    expect(all).toMatchObject({ waiting: COUNT, complete: true });
    expect(all.products.size).toBe(COUNT);
  });
});

describe('preloadWaiting', () => {
  it('gives its read once, and none once it is more than a moment old', async () => {
    await preloadWaiting(1_000);
    expect(takePreloadedWaiting(1_500)?.waiting).toBe(COUNT);
    expect(takePreloadedWaiting(1_500)).toBeUndefined();
    await preloadWaiting(1_000);
    expect(takePreloadedWaiting(3_000)).toBeUndefined();
  });
});

describe('useWaitingChanges', () => {
  const rows = (changes: ReturnType<typeof useWaitingChanges>) => changes?.groups.flatMap((group) => group.changes.map((change) => change.title));

  it('shows the first screenful first, then every change, each named', async () => {
    // Every list the screen was given, in order: a quick machine reads the rest before a poll could see the first.
    const listed: number[] = [];
    const { result } = renderHook(() => {
      const changes = useWaitingChanges();
      if (changes && listed.at(-1) !== rows(changes)!.length) listed.push(rows(changes)!.length);
      return changes;
    });
    await waitFor(() => expect(rows(result.current)).toHaveLength(COUNT));
    expect(listed).toEqual([FIRST_ROWS, COUNT]);
    expect(result.current!.waiting).toBe(COUNT);
    expect(rows(result.current)!.at(-1)).toBe(`Arroz Tipo ${COUNT}, cód. P${COUNT}`);
  });

  it('a preloaded read is listed by the first render', async () => {
    await preloadWaiting();
    const { result } = renderHook(() => useWaitingChanges());
    expect(rows(result.current)).toEqual(Array.from({ length: FIRST_ROWS }, (_, i) => `Arroz Tipo ${i + 1}, cód. P${i + 1}`));
    await waitFor(() => expect(rows(result.current)).toHaveLength(COUNT));
  });
});
