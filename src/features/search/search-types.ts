import type { Filter, Section } from '../../domain/entities/catalogue';
import type { StoredProduct } from '../../db/user-db';
import type { SearchNarrowing } from './local-ranking';

export interface SearchQuery extends SearchNarrowing {
  /** normalised query words; none: nothing is searched */
  words: string[];
}

export interface Found {
  /** ids of the products found so far: every one (device) or the pages read (server) */
  ids: number[];
  total: number;
  /** pages shown (device) or read (server) */
  pages: number;
  categories: Filter[];
  sectors: Section[];
  /** performance.now() of the key that typed the text, or of the search's start: the screen measures key → painted from it */
  startedAt: number | undefined;
}

export interface SearchResult {
  /** undefined while the first answer of this query is awaited */
  found: Found | undefined;
  /** the products shown, in order */
  products: StoredProduct[] | undefined;
  hasMore: boolean;
  loadMore: () => void;
}

export const NOTHING_FOUND: SearchResult = { found: undefined, products: undefined, hasMore: false, loadMore: () => undefined };
