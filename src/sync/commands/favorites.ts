// Favorite toggles: optimistic in Dexie plus an outbox entry, sent at once (never
// coalesced: each toggle is its own entry). Offline, they wait for the connection.
import { v4 as uuidv4 } from 'uuid';
import { userDb } from '../../db/user-db';
import { flush } from '../flusher';
import { enqueue } from '../outbox';

export async function toggleFavorite(partnerId: number, productId: number): Promise<void> {
  const db = userDb();
  const queued = await db.transaction('rw', db.products, db.outbox, async () => {
    const row = await db.products.get([partnerId, productId]);
    if (!row) return false;
    const favorite = !row.favorite;
    await db.products.update([partnerId, productId], { favorite });
    await enqueue(db, `favorite:${partnerId}:${productId}:${uuidv4()}`, {
      type: 'favorite', partnerId, productId, favorite, previous: row.favorite,
    });
    return true;
  });
  if (queued) void flush();
}
