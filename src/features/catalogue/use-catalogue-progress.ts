import { useLiveQuery } from 'dexie-react-hooks';
import { userDb } from '../../db/user-db';
import { progressPercent, readCatalogueProgress } from '../../sync/pulls/catalogue-progress';

/** A progress row this old belongs to a pull that stopped (a closed tab): not shown. */
const STALLED_MS = 30_000;

/** The first catalogue download's percentage, or undefined when none runs. */
export function useCatalogueProgress(partnerId: number): number | undefined {
  return useLiveQuery(async () => {
    const progress = await readCatalogueProgress(userDb(), partnerId);
    if (!progress || Date.now() - progress.updatedAt > STALLED_MS) return undefined;
    return progressPercent(progress);
  }, [partnerId]);
}
