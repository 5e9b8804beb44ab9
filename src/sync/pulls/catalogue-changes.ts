// Later refreshes of a partner's catalogue: only what changed after the device's cursor.
import { fetchCatalogueChanges } from '../../api/catalogue';
import type { UserDb } from '../../db/user-db';
import { settledClock } from '../engine/settled';
import { storeProducts, WRITE_CHUNK } from './catalogue-store';
import { chunked, yieldToMain } from './chunks';

const CHANGES_PAGE_SIZE = 500;

/**
 * Applies the partner's changes after `cursor` (changed products written, removed ones deleted),
 * page by page, and resolves with the cursor to send next time. Rejects with the server's 409
 * when the cursor belongs to a catalogue since rebuilt: the caller pulls everything again.
 */
export async function applyCatalogueChanges(db: UserDb, partnerId: number, cursor: string): Promise<string> {
  let since = cursor;
  for (let lastPage = false; !lastPage; ) {
    const requestedAt = await settledClock(db);
    const answer = await fetchCatalogueChanges(partnerId, since, CHANGES_PAGE_SIZE);
    for (const chunk of chunked(answer.items, WRITE_CHUNK)) {
      await storeProducts(db, partnerId, chunk, requestedAt);
      await yieldToMain();
    }
    if (answer.removed.length) await db.products.bulkDelete(answer.removed.map((id) => [partnerId, id] as [number, number]));
    ({ lastPage } = answer);
    since = answer.cursor;
  }
  return since;
}
