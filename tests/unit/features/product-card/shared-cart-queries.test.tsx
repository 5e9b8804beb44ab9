import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { RELEASE_AFTER_MS, sharedLiveQuery } from '../../../../src/features/product-card/shared-live-query';
import { keepUnchangedItems, useCartItem } from '../../../../src/features/product-card/use-cart-item';
import { useCartRestrictions } from '../../../../src/features/product-card/use-cart-restrictions';
import type { StoredCartItem } from '../../../../src/db/user-db';
import { PARTNER_ID, freshDb } from '../catalogue/fixtures';

type Db = Awaited<ReturnType<typeof freshDb>>;
let db: Db;

const item = (productId: number, quantity: number, partnerId = PARTNER_ID): StoredCartItem => ({
  partnerId, productId, quantity, price: 1, productPackageId: 1, issues: [],
});

beforeEach(async () => {
  db = await freshDb();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('keepUnchangedItems', () => {
  const a = item(1, 2);
  const b = item(2, 5);

  it.each([
    ['first answer: a new map', undefined, [a, b], { same: false, keeps: [] as number[] }],
    ['nothing changed: the previous map itself', new Map([[1, a], [2, b]]), [item(1, 2), item(2, 5)], { same: true, keeps: [1, 2] }],
    ['one quantity changed: the other item keeps its object', new Map([[1, a], [2, b]]), [item(1, 3), item(2, 5)], { same: false, keeps: [2] }],
    ['an item removed', new Map([[1, a], [2, b]]), [item(2, 5)], { same: false, keeps: [2] }],
    ['an item added', new Map([[1, a]]), [item(1, 2), item(3, 1)], { same: false, keeps: [1] }],
  ])('%s', (_name, previous, next, expected) => {
    const result = keepUnchangedItems(previous, next);
    expect(result === previous).toBe(expected.same);
    expect([...result.keys()].sort()).toEqual(next.map((i) => i.productId).sort());
    for (const id of expected.keeps) expect(result.get(id)).toBe(previous!.get(id));
    for (const row of next) if (!expected.keeps.includes(row.productId)) expect(result.get(row.productId)).toBe(row);
  });
});

describe('sharedLiveQuery', () => {
  it('runs one query for every subscriber and stops a moment after the last leaves', async () => {
    const querier = vi.fn(async () => (await db.cartItems.toArray()).length);
    const query = sharedLiveQuery(querier);
    const first = vi.fn();
    const second = vi.fn();
    const leaveFirst = query.subscribe(first);
    const leaveSecond = query.subscribe(second);
    await vi.waitFor(() => expect(query.current()).toBe(0));
    expect(querier).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    await db.cartItems.put(item(1, 1));
    await vi.waitFor(() => expect(query.current()).toBe(1));
    expect(querier).toHaveBeenCalledTimes(2);

    vi.useFakeTimers();
    leaveFirst();
    leaveSecond();
    expect(query.current()).toBe(1);
    vi.advanceTimersByTime(RELEASE_AFTER_MS);
    expect(query.current()).toBeUndefined();
  });

  it('a subscriber arriving before the release keeps the running query', async () => {
    const querier = vi.fn(async () => (await db.cartItems.toArray()).length);
    const query = sharedLiveQuery(querier);
    const leave = query.subscribe(() => undefined);
    await vi.waitFor(() => expect(query.current()).toBe(0));
    vi.useFakeTimers();
    leave();
    vi.advanceTimersByTime(RELEASE_AFTER_MS - 1);
    const leaveAgain = query.subscribe(() => undefined);
    vi.advanceTimersByTime(RELEASE_AFTER_MS);
    expect(query.current()).toBe(0);
    expect(querier).toHaveBeenCalledTimes(1);
    leaveAgain();
  });

  it('does not notify when `keep` returns the previous answer', async () => {
    const query = sharedLiveQuery(
      async () => (await db.cartItems.toArray()).length > 0,
      (previous: boolean | undefined, next: boolean) => (previous === next ? previous : next),
    );
    const listener = vi.fn();
    query.subscribe(listener);
    await vi.waitFor(() => expect(query.current()).toBe(false));
    await db.meta.put({ key: 'unrelated', value: 1 });
    await db.cartItems.put(item(1, 1));
    await vi.waitFor(() => expect(query.current()).toBe(true));
    await db.cartItems.put(item(2, 1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('useCartItem / useCartRestrictions', () => {
  const renders = new Map<number, number>();

  function Card({ productId }: { productId: number }) {
    const cartItem = useCartItem(PARTNER_ID, productId);
    const { readOnly } = useCartRestrictions(PARTNER_ID);
    renders.set(productId, (renders.get(productId) ?? 0) + 1);
    return (
      <p>
        {productId}: {cartItem ? cartItem.quantity : 'fora'}
        {readOnly ? ' (bloqueado)' : ''}
      </p>
    );
  }

  it("re-renders only the card whose item changed; every card follows the cart's lock", async () => {
    renders.clear();
    await db.cartItems.bulkPut([item(1, 2), item(2, 5), item(3, 7, 2)]);
    render(
      <>
        <Card productId={1} />
        <Card productId={2} />
        <Card productId={3} />
      </>,
    );
    expect(await screen.findByText('1: 2')).toBeTruthy();
    expect(screen.getByText('2: 5')).toBeTruthy();
    expect(screen.getByText('3: fora')).toBeTruthy(); // another partner's item
    const before = new Map(renders);

    await act(() => db.cartItems.put(item(1, 3)));
    expect(await screen.findByText('1: 3')).toBeTruthy();
    expect(renders.get(2)).toBe(before.get(2));
    expect(renders.get(3)).toBe(before.get(3));

    await act(() => db.cartItems.delete([PARTNER_ID, 2]));
    expect(await screen.findByText('2: fora')).toBeTruthy();

    await act(() =>
      db.carts.put({ id: 4, partnerId: PARTNER_ID, status: 'LOCKED', issues: [], orderNumber: null, outdatedRegistration: false, fetchedAt: 0 }),
    );
    expect(await screen.findByText('1: 3 (bloqueado)')).toBeTruthy();
    expect(screen.getByText('3: fora (bloqueado)')).toBeTruthy();
  });
});
