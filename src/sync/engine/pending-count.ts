import { liveQuery } from 'dexie';
import { userDb } from '../../db/user-db';
import { withoutCarriedCartChanges } from './carried-changes';

/** Pushes the pending count (as the sync center lists the changes) to `listener` on every change; 0 while signed out. */
export function subscribePendingCount(listener: (count: number) => void): () => void {
  const subscription = liveQuery(async () => withoutCarriedCartChanges(await userDb().outbox.orderBy('seq').toArray()).length).subscribe({
    next: listener,
    error: () => listener(0),
  });
  return () => subscription.unsubscribe();
}
