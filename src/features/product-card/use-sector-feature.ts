import { useCallback } from 'react';
import type { Section } from '../../domain/entities/catalogue';
import { userDb, type UserDb } from '../../db/user-db';
import { browseKeys } from '../../sync/pulls/browse-keys';
import { sharedLiveQuery, sharedQueryFor, useSharedQuery, type SharedQuery } from './shared-live-query';

/** How many sectors hold the partner's products, one live query for every card of the screen. */
function sectorsInUseQuery(db: UserDb, partnerId: number): SharedQuery<number> {
  return sharedQueryFor(db, `sectors-in-use:${partnerId}`, () =>
    sharedLiveQuery(async () => ((await db.meta.get(browseKeys.sectionsInUse(partnerId)))?.value as Section[] | undefined)?.length ?? 0),
  );
}

const moreThanOne = (count: number | undefined) => (count ?? 0) > 1;

/** [C-41] The sector feature (the card's sector link) shows only when the partner uses more than one sector. */
export function useSectorFeature(partnerId: number): boolean {
  return useSharedQuery(sectorsInUseQuery(userDb(), partnerId), useCallback(moreThanOne, []));
}
