import type { Ordination } from '../../domain/entities';
import { LOCAL_KEYS } from '../../db/local-keys';
import { localSetting, useLocalSetting } from './local-setting';

/** Stored '0' (the default) is relevance; any other value is alphabetical (spec §4 Lists). */
export const historyOrderingSetting = localSetting(LOCAL_KEYS.historyOrdering, '0');

export function useHistoryOrdering(): Ordination {
  return useLocalSetting(historyOrderingSetting) === '0' ? 'RELEVANCE' : 'ALPHABETICAL';
}

export function setHistoryOrdering(ordination: Ordination): void {
  historyOrderingSetting.set(ordination === 'RELEVANCE' ? '0' : '1');
}
