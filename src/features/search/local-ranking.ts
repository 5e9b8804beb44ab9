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
  /** ' ' + the normalised words of the family name, space-separated: a query word starts one when ' ' + it occurs */
  familyText: string;
  /** the same of family name, brand and code: what a query word must start */
  text: string;
  relevance: number;
}

const spaced = (words: readonly string[]) => ` ${words.join(' ')}`;

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
    familyText: spaced(familyWords),
    text: spaced([...new Set([...familyWords, ...searchWords(product.brand.name), ...codeWords])]),
    relevance: product.relevance ?? 0,
  };
}

/** 0: the code starts with a query word; 1: the family name holds every query word; 2: the rest (brand matches). */
function group(facts: SearchFacts, spacedQuery: readonly string[], query: readonly string[]): number {
  if (query.some((word) => facts.code.startsWith(word))) return 0;
  if (spacedQuery.every((word) => facts.familyText.includes(word))) return 1;
  return 2;
}

// Per catalogue read, its facts by relevance (highest first), then id: ranking keeps that order within each group.
const inRelevanceOrder = new WeakMap<readonly SearchFacts[], readonly SearchFacts[]>();

function byRelevance(all: readonly SearchFacts[]): readonly SearchFacts[] {
  let sorted = inRelevanceOrder.get(all);
  if (!sorted) {
    sorted = [...all].sort((a, b) => b.relevance - a.relevance || a.id - b.id);
    inRelevanceOrder.set(all, sorted);
  }
  return sorted;
}

// The last search's matches: a query that only lengthens its words (or adds words) finds a subset of them,
// so typing one more letter filters those instead of the whole catalogue.
let last: { all: readonly SearchFacts[]; query: readonly string[]; matches: readonly SearchFacts[] } | undefined;

function candidates(all: readonly SearchFacts[], query: readonly string[]): readonly SearchFacts[] {
  const narrows = last?.all === all && last.query.length <= query.length && last.query.every((word, i) => query[i]!.startsWith(word));
  return narrows ? last!.matches : byRelevance(all);
}

/**
 * The products every query word starts a word of (family name, brand or code), code matches
 * first, then family-name matches, then the rest, each by relevance (highest first), then id.
 * No query words: nothing.
 */
export function rankProducts(all: readonly SearchFacts[], query: readonly string[]): SearchFacts[] {
  if (query.length === 0) return [];
  const spacedQuery = query.map((word) => ` ${word}`);
  const matches: SearchFacts[] = [];
  const groups: SearchFacts[][] = [[], [], []];
  for (const facts of candidates(all, query)) {
    if (!spacedQuery.every((word) => facts.text.includes(word))) continue;
    matches.push(facts);
    groups[group(facts, spacedQuery, query)]!.push(facts);
  }
  last = { all, query, matches };
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
  return { categoryIds, sectors: [...sectors.values()].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')) };
}
