import type { Db } from '../db/client';
import { feedOrders, type FeedPosition } from '../db/queries/order-feed';
import { toFeedOrder, type FeedOrder } from '../domain/order-feed-view';

/**
 * A page of the partner's orders feed and the position after it: the last order's change number, or the same position
 * when nothing changed since (the reader asks again later from there).
 */
export async function readOrderFeed(db: Db, partnerId: number, position: FeedPosition, limit: number): Promise<{ orders: FeedOrder[]; next: FeedPosition }> {
  const rows = await feedOrders(db, partnerId, position, limit);
  const last = rows.at(-1);
  return { orders: rows.map(toFeedOrder), next: last ? { ...position, after: last.change_number } : position };
}
