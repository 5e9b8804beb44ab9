import { liveQuery } from 'dexie';
import { userDb } from '../../db/user-db';

/** Pushes the pending count to `listener` on every change; 0 while signed out. */
export function subscribePendingCount(listener: (count: number) => void): () => void {
  const subscription = liveQuery(() => userDb().outbox.count()).subscribe({
    next: listener,
    error: () => listener(0),
  });
  return () => subscription.unsubscribe();
}
