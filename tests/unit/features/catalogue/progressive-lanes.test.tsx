import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import { HomeLanes } from '../../../../src/features/catalogue/home-lanes';
import { nextLimit, queueRenderStep, useProgressiveLimit } from '../../../../src/features/catalogue/progressive';
import {
  PRELOAD_FRESH_MS, preloadLane, takePreloadedLane, useLane,
} from '../../../../src/features/catalogue/use-lane';
import { PARTNER_ID, freshDb, makeEntry, makeProduct } from './fixtures';

type Db = Awaited<ReturnType<typeof freshDb>>;
let db: Db;

function history(productIds: number[]) {
  return {
    partnerId: PARTNER_ID, listType: 'LAST_PURCHASES' as const, ordination: 'RELEVANCE' as const, productIds,
    lastPage: true, totalPages: 1, totalElements: productIds.length, filters: [], fetchedAt: 0,
  };
}

beforeEach(async () => {
  db = await freshDb();
});

describe('nextLimit', () => {
  it.each([
    [0, 13, 4, 4],
    [12, 13, 4, 13],
    [13, 13, 4, 13],
    [0, 0, 4, 0],
  ])('from %i of %i by %i → %i', (limit, total, step, expected) => {
    expect(nextLimit(limit, total, step)).toBe(expected);
  });
});

describe('queueRenderStep', () => {
  it('runs each step in a task of its own, in order, and skips a cancelled one', () => {
    vi.useFakeTimers();
    try {
      const ran: string[] = [];
      queueRenderStep(() => ran.push('a'));
      const cancel = queueRenderStep(() => ran.push('b'));
      queueRenderStep(() => ran.push('c'));
      cancel();
      expect(ran).toEqual([]);
      vi.advanceTimersToNextTimer();
      expect(ran).toEqual(['a']);
      vi.advanceTimersToNextTimer();
      expect(ran).toEqual(['a', 'c']);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('useProgressiveLimit', () => {
  it('starts at the initial count and grows by a step per task up to the total', () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useProgressiveLimit(10, 0, 4));
      expect(result.current).toBe(0);
      for (const expected of [4, 8, 10]) {
        act(() => void vi.advanceTimersToNextTimer());
        expect(result.current).toBe(expected);
      }
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an unbounded initial count shows everything at once', () => {
    const { result } = renderHook(() => useProgressiveLimit(13, Infinity, 4));
    expect(result.current).toBe(Infinity);
  });

  it('lanes take turns: each task renders one step of one lane', () => {
    vi.useFakeTimers();
    try {
      const a = renderHook(() => useProgressiveLimit(8, 0, 4));
      const b = renderHook(() => useProgressiveLimit(8, 0, 4));
      const limits = () => [a.result.current, b.result.current];
      act(() => void vi.advanceTimersToNextTimer());
      expect(limits()).toEqual([4, 0]);
      act(() => void vi.advanceTimersToNextTimer());
      expect(limits()).toEqual([4, 4]);
      act(() => void vi.advanceTimersToNextTimer());
      expect(limits()).toEqual([8, 4]);
      act(() => void vi.advanceTimersToNextTimer());
      expect(limits()).toEqual([8, 8]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('lane preload', () => {
  it('is taken once, and only while fresh', async () => {
    await db.products.put(makeEntry(makeProduct(1)));
    await db.lists.put(history([1]));
    await preloadLane(PARTNER_ID, { listType: 'LAST_PURCHASES', ordination: 'RELEVANCE', filter: '' }, 1000);
    const taken = takePreloadedLane(PARTNER_ID, { listType: 'LAST_PURCHASES', ordination: 'RELEVANCE', filter: '' }, 1000 + PRELOAD_FRESH_MS);
    expect(taken?.products?.products.map((p) => p.id)).toEqual([1]);
    expect(takePreloadedLane(PARTNER_ID, { listType: 'LAST_PURCHASES', ordination: 'RELEVANCE', filter: '' }, 1000)).toBeUndefined();

    await preloadLane(PARTNER_ID, { listType: 'LAST_PURCHASES', ordination: 'RELEVANCE', filter: '' }, 1000);
    expect(takePreloadedLane(PARTNER_ID, { listType: 'LAST_PURCHASES', ordination: 'RELEVANCE', filter: '' }, 1001 + PRELOAD_FRESH_MS)).toBeUndefined();
    expect(takePreloadedLane(PARTNER_ID, { listType: 'SUGGESTIONS', ordination: 'RELEVANCE', filter: '' }, 1000)).toBeUndefined();
  });

  it("gives the lane's cards on its first render, then follows the live query", async () => {
    await db.products.bulkPut([makeEntry(makeProduct(1)), makeEntry(makeProduct(2))]);
    await db.lists.put(history([1, 2]));
    await preloadLane(PARTNER_ID, { listType: 'LAST_PURCHASES', ordination: 'RELEVANCE', filter: '' });
    const { result } = renderHook(() => useLane(PARTNER_ID, { listType: 'LAST_PURCHASES', ordination: 'RELEVANCE', filter: '' }));
    const first = result.current;
    expect(first?.products.map((p) => p.id)).toEqual([1, 2]);

    // The live query's first answer holds the same rows: the same objects are kept.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(result.current!.products[0]).toBe(first!.products[0]);

    await act(() => db.lists.put(history([2])));
    await vi.waitFor(() => expect(result.current?.products.map((p) => p.id)).toEqual([2]));
  });

  it('a preload still reading shows its cards when it lands', async () => {
    await db.products.put(makeEntry(makeProduct(1)));
    await db.lists.put(history([1]));
    void preloadLane(PARTNER_ID, { listType: 'LAST_PURCHASES', ordination: 'RELEVANCE', filter: '' });
    const { result } = renderHook(() => useLane(PARTNER_ID, { listType: 'LAST_PURCHASES', ordination: 'RELEVANCE', filter: '' }));
    expect(result.current).toBeUndefined();
    await vi.waitFor(() => expect(result.current?.products.map((p) => p.id)).toEqual([1]));
  });
});

describe('home lanes', () => {
  it('render the first lane whole at once and fill the others in after it', async () => {
    const products = Array.from({ length: 10 }, (_, i) => makeEntry(makeProduct(i + 1)));
    await db.products.bulkPut(products);
    const ids = products.map((p) => p.id);
    await db.lists.bulkPut([history(ids), { ...history(ids), listType: 'SUGGESTIONS' }]);
    render(<HomeLanes partnerId={PARTNER_ID} />);
    const first = await screen.findByRole('region', { name: 'Histórico' });
    await within(first).findByRole('heading', { name: 'Arroz Tipo 1' });
    // a phone's history lane opens with its first 4 cards ('Ver mais' shows the rest)
    expect(within(first).getAllByRole('article')).toHaveLength(4);
    const second = screen.getByRole('region', { name: 'Sugestões' });
    await vi.waitFor(() => expect(within(second).getAllByRole('article')).toHaveLength(10));
  });
});
