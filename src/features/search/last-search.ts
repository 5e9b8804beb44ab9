// The last search and group of each user [commerce §3 Local storage], non-alphanumerics stripped [commerce §5].
import { LOCAL_KEYS, readLocal, writeLocal } from '../../db/local-keys';

export interface LastSearch {
  q: string;
  group?: number;
}

type ByUser = Record<string, LastSearch>;

function readAll(): ByUser {
  try {
    const parsed: unknown = JSON.parse(readLocal(LOCAL_KEYS.lastSearch) ?? '{}');
    return parsed !== null && typeof parsed === 'object' ? (parsed as ByUser) : {};
  } catch {
    return {};
  }
}

/** Letters, digits and the spaces between words are kept (docs/decisions/0069-the-search-screens-choices.md). */
const stripped = (text: string) => text.replace(/[^\p{L}\p{N} ]+/gu, '').trim();

export function readLastSearch(username: string): LastSearch | undefined {
  const last = readAll()[username];
  if (!last || typeof last.q !== 'string') return undefined;
  return { q: stripped(last.q), group: Number.isInteger(last.group) && last.group! > 0 ? last.group : undefined };
}

export function writeLastSearch(username: string, search: LastSearch): void {
  const group = search.group === undefined ? undefined : Number(String(search.group).replace(/\D/g, '')) || undefined;
  writeLocal(LOCAL_KEYS.lastSearch, JSON.stringify({ ...readAll(), [username]: { q: stripped(search.q), group } }));
}
