// Which products a text finds and in which order: the server's rule
// (docs/decisions/0048-catalogue-calls-the-spec-leaves-open.md), applied to the device's catalogue through a word index
// (docs/design.md: a multi-entry word index, never a full-scan filter).
import { searchWords } from '../../domain/search-words';
import { isCardHiddenHere } from '../product-card/card-visibility';
import { byName } from '../../domain/names';
import type { Section } from '../../domain/entities/catalogue';
import type { StoredProduct } from '../../db/user-db';

/** What a search needs to know of a listed product besides its words. */
export interface SearchFacts {
  id: number;
  categoryId: number;
  section: Section | null;
  relevance: number;
}

/**
 * The partner's listable products and, for every distinct word of their family names, brands
 * and codes (in code-unit order, so the words a prefix starts are one run), which products hold it.
 */
export interface SearchIndex {
  facts: readonly SearchFacts[];
  /** positions in `facts`, by relevance (highest first), then id */
  byRank: Int32Array;
  words: readonly string[];
  /** per word: position × 4 + FAMILY_WORD | CODE_START */
  postings: readonly Int32Array[];
}

const FAMILY_WORD = 1;
const CODE_START = 2;

export interface SearchIndexBuilder {
  /** Adds a stored product; one whose card would be hidden is never listed. */
  add(row: StoredProduct): void;
  build(): SearchIndex;
}

export function searchIndexBuilder(): SearchIndexBuilder {
  const facts: SearchFacts[] = [];
  const postings = new Map<string, number[]>();
  return {
    add(row) {
      const { product } = row;
      if (isCardHiddenHere(product)) return;
      const position = facts.length;
      facts.push({ id: row.id, categoryId: row.categoryId, section: row.customerProductSection, relevance: product.relevance ?? 0 });
      const kinds = new Map<string, number>();
      const mark = (word: string, kind: number) => kinds.set(word, (kinds.get(word) ?? 0) | kind);
      for (const word of searchWords(product.family.name)) mark(word, FAMILY_WORD);
      for (const word of searchWords(product.brand.name)) mark(word, 0);
      searchWords(product.code).forEach((word, index) => mark(word, index === 0 ? CODE_START : 0));
      for (const [word, kind] of kinds) {
        const list = postings.get(word);
        if (list) list.push(position * 4 + kind);
        else postings.set(word, [position * 4 + kind]);
      }
    },
    build() {
      const words = [...postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      const byRank = Int32Array.from(facts.keys()).sort((a, b) => facts[b]!.relevance - facts[a]!.relevance || facts[a]!.id - facts[b]!.id);
      return { facts, byRank, words, postings: words.map((word) => Int32Array.from(postings.get(word)!)) };
    },
  };
}

/** The first index of the sorted words not before `word`. */
function lowerBound(words: readonly string[], word: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The products every query word starts a word of (family name, brand or code), code matches
 * first, then family-name matches, then the rest, each by relevance (highest first), then id.
 * No query words: nothing.
 */
export function rankProducts(index: SearchIndex, query: readonly string[]): SearchFacts[] {
  if (query.length === 0) return [];
  const count = index.facts.length;
  // After query word i, a product's count is i + 1 when it matched every word so far.
  const matched = new Uint16Array(count);
  const inFamily = new Uint16Array(count);
  const codeStart = new Uint8Array(count);
  query.forEach((word, i) => {
    for (let w = lowerBound(index.words, word); w < index.words.length && index.words[w]!.startsWith(word); w++) {
      for (const posting of index.postings[w]!) {
        const position = posting >> 2;
        if (matched[position] === i) matched[position] = i + 1;
        if (posting & FAMILY_WORD && inFamily[position] === i) inFamily[position] = i + 1;
        if (posting & CODE_START) codeStart[position] = 1;
      }
    }
  });
  const groups: SearchFacts[][] = [[], [], []];
  for (const position of index.byRank) {
    if (matched[position] !== query.length) continue;
    groups[codeStart[position] ? 0 : inFamily[position] === query.length ? 1 : 2]!.push(index.facts[position]!);
  }
  return groups.flat();
}

export interface SearchNarrowing {
  /** a category (the spec's group) */
  group?: number;
  /** a sector of the customer */
  sector?: number;
}

/** The ranked products within the chosen category and sector (each optional). */
export function narrow(ranked: readonly SearchFacts[], { group: categoryId, sector }: SearchNarrowing): readonly SearchFacts[] {
  if (categoryId === undefined && sector === undefined) return ranked;
  return ranked.filter(
    (facts) => (categoryId === undefined || facts.categoryId === categoryId) && (sector === undefined || facts.section?.id === sector),
  );
}

/** The chips of a result: its categories' ids and its sectors (by name), before any narrowing. */
export function chipsOf(ranked: readonly SearchFacts[]): { categoryIds: Set<number>; sectors: Section[] } {
  const categoryIds = new Set<number>();
  const sectors = new Map<number, Section>();
  for (const facts of ranked) {
    categoryIds.add(facts.categoryId);
    if (facts.section) sectors.set(facts.section.id, facts.section);
  }
  return { categoryIds, sectors: [...sectors.values()].sort(byName) };
}
