// Favorite toggles: optimistic in Dexie plus an outbox entry, sent at once (never
// coalesced: each toggle is its own entry). Offline, they wait for the connection.
import { v4 as uuidv4 } from 'uuid';
import { sendFavorite } from '../../api/catalogue';
import { HTTP_STATUS } from '../../api/errors';
import { userDb } from '../../db/user-db';
import type { CommandDefinition, CommandOf } from '../engine/command';
import { flush } from '../engine/flusher';
import { enqueue, settle } from '../engine/outbox';

type FavoriteCommand = CommandOf<'favorite'>;

const FAVORITE_FAILED = 'Não foi possivel completar essa interação.';

export const favoriteCommand: CommandDefinition<FavoriteCommand> = {
  coalesceWindowMs: 0,
  // Each toggle has a key of its own: nothing to merge.
  coalesce: (_queued, next) => next,
  async send(db, entry) {
    const { command } = entry;
    await sendFavorite(command.partnerId, command.productId, command.favorite, entry.idempotencyKey);
    await settle(db, entry, command.favorite);
  },
  // A server or proxy failure (a 503 page) refuses nothing: the toggle waits and is sent again, never rolled back.
  onRefused: async (_db, _command, error) =>
    error.status >= HTTP_STATUS.serverError ? { action: 'retry-later', message: FAVORITE_FAILED } : { action: 'reject', message: FAVORITE_FAILED },
  async restore(db, command) {
    await db.products.update([command.partnerId, command.productId], { favorite: command.previous });
  },
};

export async function toggleFavorite(partnerId: number, productId: number): Promise<void> {
  const db = userDb();
  const queued = await db.transaction('rw', db.products, db.outbox, async () => {
    const row = await db.products.get([partnerId, productId]);
    if (!row) return false;
    const favorite = !row.favorite;
    await db.products.update([partnerId, productId], { favorite });
    await enqueue(db, favoriteCommand, `favorite:${partnerId}:${productId}:${uuidv4()}`, {
      type: 'favorite', partnerId, productId, favorite, previous: row.favorite,
    });
    return true;
  });
  if (queued) void flush();
}
