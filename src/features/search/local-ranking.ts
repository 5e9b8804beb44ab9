// Which products a text finds and in which order: the server's rule (docs/decisions.md,
// 'Catalogue calls the spec leaves open'), applied to the device's catalogue.
import { searchWords } from '../../domain/search-words';
import { isMobileCardHidden } from '../../domain/product-visibility';
import type { Section } from '../../domain/entities/catalogue';
import type { StoredProduct } from '../../db/user-db';

/** What a search needs to know of a product, kept in memory for every product of the partner. */
export interface SearchFacts {
  id: number;
  categoryId: number;
  section: Section | null;
  /** normalised code */
  code: string;
  /** normalised words of the family name */
  familyWords: string[];
  /** normalised words of family name, brand and code: what a query word must start */
  words: string[];
  relevance: number;
}

/** The facts of a stored product, or null when its card would be hidden (it is never listed). */
export function toSearchFacts(row: StoredProduct): SearchFacts | null {
  const { product } = row;
  if (isMobileCardHidden(product)) return null;
  const familyWords = searchWords(product.family.name);
  const codeWords = searchWords(product.code);
  return {
    id: row.id,
    categoryId: row.categoryId,
    section: row.customerProductSection,
    code: codeWords.join(' '),
    familyWords,
    words: [...new Set([...familyWords, ...searchWords(product.brand.name), ...codeWords])],
    relevance: product.relevance ?? 0,
  };
}

const startsSome = (words: readonly string[], query: string) => words.some((word) => word.startsWith(query));

/** 0: the code starts with a query word; 1: the family name holds every query word; 2: the rest (brand matches). */
function group(facts: SearchFacts, query: readonly string[]): number {
  if (query.some((word) => facts.code.startsWith(word))) return 0;
  if (query.every((word) => startsSome(facts.familyWords, word))) return 1;
  return 2;
}

/**
 * The products every query word starts a word of (family name, brand or code), code matches
 * first, then family-name matches, then the rest, each by relevance (highest first), then id.
 * No query words: nothing.
 */
export function rankProducts(all: readonly SearchFacts[], query: readonly string[]): SearchFacts[] {
  if (query.length === 0) return [];
  const ranked: Array<{ facts: SearchFacts; group: number }> = [];
  for (const facts of all) {
    if (query.every((word) => startsSome(facts.words, word))) ranked.push({ facts, group: group(facts, query) });
  }
  ranked.sort((a, b) => a.group - b.group || b.facts.relevance - a.facts.relevance || a.facts.id - b.facts.id);
  return ranked.map((entry) => entry.facts);
}

export interface SearchNarrowing {
  /** a category (the spec's group) */
  group?: number;
  /** a sector of the customer */
  sector?: number;
}

/** The ranked products within the chosen category and sector (each optional). */
export function narrow(ranked: readonly SearchFacts[], { group: categoryId, sector }: SearchNarrowing): SearchFacts[] {
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
  return { categoryIds, sectors: [...sectors.values()].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')) };
}
