import type { Ordination } from '../../domain/entities/catalogue';
import { LOCAL_KEYS } from '../../db/local-keys';
import { localSetting, useLocalSetting } from '../product-card/local-setting';

/** Stored '0' (the default) is relevance; any other value is alphabetical ([commerce §4] Lists). */
const historyOrderingSetting = localSetting(LOCAL_KEYS.historyOrdering, '0');

const toOrdination = (stored: string): Ordination => (stored === '0' ? 'RELEVANCE' : 'ALPHABETICAL');

export function useHistoryOrdering(): Ordination {
  return toOrdination(useLocalSetting(historyOrderingSetting));
}

/** The remembered order outside React (the boot preload of the home). */
export function historyOrdering(): Ordination {
  return toOrdination(historyOrderingSetting.get());
}

export function setHistoryOrdering(ordination: Ordination): void {
  historyOrderingSetting.set(ordination === 'RELEVANCE' ? '0' : '1');
}
