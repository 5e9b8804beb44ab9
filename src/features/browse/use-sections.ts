import { useLiveQuery } from 'dexie-react-hooks';
import type { Section } from '../../domain/entities/catalogue';
import { userDb } from '../../db/user-db';
import { browseKeys } from '../../sync/pulls/browse-keys';
import { refreshSections } from '../../sync/pulls/browse';
import { useStoredAnswer, type StoredAnswer } from '../stored-answer/use-stored-answer';

export interface Sections {
  /** the partner's sectors (undefined: not known on the device yet) */
  all: Section[] | undefined;
  /** the sectors holding products; the drawer lists these */
  inUse: Section[];
  /** the sector feature shows only when more than one sector exists [commerce §2] */
  shown: boolean;
  /** reading: not known yet; missing: never stored and the server did not answer */
  state: StoredAnswer<Section[]>['state'];
}

export function useSections(partnerId: number): Sections {
  const answer = useStoredAnswer<Section[]>(browseKeys.sections(partnerId), () => refreshSections(partnerId));
  const inUse = useLiveQuery(async () => (await userDb().meta.get(browseKeys.sectionsInUse(partnerId)))?.value as Section[] | undefined, [partnerId]);
  const all = answer.state === 'ready' ? answer.value : undefined;
  return { all, inUse: inUse ?? [], shown: (all?.length ?? 0) > 1, state: answer.state };
}
