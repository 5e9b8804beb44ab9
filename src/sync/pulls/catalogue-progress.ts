// How far the first download of a partner's catalogue is: a row of the meta table, so a screen
// can show 'Baixando catálogo…' with a percentage through a live query. The row exists only
// while a whole-catalogue pull runs.
import type { UserDb } from '../../db/user-db';

export interface CatalogueProgress {
  /** products written so far */
  done: number;
  /** products the partner offers (0 before the first page arrived) */
  total: number;
  /** epoch ms of the last write: a row left by a closed tab stops moving */
  updatedAt: number;
}

export const catalogueProgressKey = (partnerId: number) => `catalogue-progress:${partnerId}`;

/** The progress of the partner's first catalogue download, or undefined when none runs. */
export async function readCatalogueProgress(db: UserDb, partnerId: number): Promise<CatalogueProgress | undefined> {
  return (await db.meta.get(catalogueProgressKey(partnerId)))?.value as CatalogueProgress | undefined;
}

/** Whole percent, 0 to 100. */
export function progressPercent({ done, total }: Pick<CatalogueProgress, 'done' | 'total'>): number {
  return total > 0 ? Math.min(100, Math.floor((done * 100) / total)) : 0;
}

export async function writeCatalogueProgress(db: UserDb, partnerId: number, done: number, total: number): Promise<void> {
  await db.meta.put({ key: catalogueProgressKey(partnerId), value: { done, total, updatedAt: Date.now() } satisfies CatalogueProgress });
}

export async function clearCatalogueProgress(db: UserDb, partnerId: number): Promise<void> {
  await db.meta.delete(catalogueProgressKey(partnerId));
}
