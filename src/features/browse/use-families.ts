import { useLiveQuery } from 'dexie-react-hooks';
import type { Family } from '../../domain/entities/catalogue';
import { matchesAllWords, searchWords } from '../../domain/search-words';
import { userDb } from '../../db/user-db';
import { browseKeys } from '../../sync/pulls/browse-keys';
import { refreshFamilies } from '../../sync/pulls/browse';
import { useStoredAnswer } from '../stored-answer/use-stored-answer';
import { byName } from '../../domain/names';


/** The category's families on the device matching the filter words, as the server matches them. */
async function localFamilies(partnerId: number, categoryId: number, filter: string): Promise<Family[]> {
  const rows = await userDb().products.where('categoryId').equals(categoryId).filter((row) => row.partnerId === partnerId && !row.product.deleted).toArray();
  const families = new Map<number, Family>();
  for (const { product } of rows) families.set(product.family.id, { id: product.family.id, name: product.family.name });
  const words = searchWords(filter);
  return [...families.values()]
    .filter((family) => matchesAllWords(searchWords(family.name), words))
    .sort(byName);
}

/**
 * A category's families matching `filter`: from the device when it holds the whole catalogue
 * (offline too), else as the server answers (each answer kept for an offline visit).
 * undefined while reading; null when neither the device nor the server has them.
 */
export function useFamilies(partnerId: number, categoryId: number, filter: string): Family[] | null | undefined {
  const local = useLiveQuery(async () => {
    const whole = await userDb().meta.get(browseKeys.catalogue(partnerId));
    return whole ? localFamilies(partnerId, categoryId, filter) : null;
  }, [partnerId, categoryId, filter]);
  const remote = useStoredAnswer<Family[]>(browseKeys.families(partnerId, categoryId, filter), () => refreshFamilies(partnerId, categoryId, filter));
  if (local) return local;
  if (remote.state === 'ready') return remote.value;
  if (local === null && remote.state === 'missing') return null;
  return undefined;
}
