import { describe, expect, it } from 'vitest';
import type { StoredProduct } from '../../../../src/db/user-db';
import { chipsOf, narrow, rankProducts, searchIndexBuilder } from '../../../../src/features/search/local-ranking';
import { matchRanges } from '../../../../src/features/search/match-ranges';
import { cleanSearchText, queryWords } from '../../../../src/features/search/search-text';
import { makeEntry, makeProduct } from '../catalogue/fixtures';

function stored(id: number, family: string, brand: string, code: string, relevance = 0, extra: { categoryId?: number; section?: { id: number; name: string } } = {}) {
  return makeEntry(makeProduct(id, { family: { id, name: family }, brand: { id: 1, name: brand }, code, relevance, categoryId: extra.categoryId ?? 1 }), {
    customerProductSection: extra.section ?? null,
  });
}

function indexOf(rows: StoredProduct[]) {
  const builder = searchIndexBuilder();
  rows.forEach((row) => builder.add(row));
  return builder.build();
}

const ids = (list: readonly { id: number }[]) => list.map((f) => f.id);

describe('local search', () => {
  const rows = [
    stored(1, 'Feijão Carioca 1 kg', 'Camil', '1001', 10),
    stored(2, 'Arroz Branco 5 kg', 'Tio João', '2001', 50),
    stored(3, 'Arroz Integral 1 kg', 'Camil', '2002', 90),
    stored(4, 'Açúcar Refinado', 'União', '3001', 70),
    stored(5, 'Óleo de Soja', 'Arrozeira', '4001', 99),
  ];
  const catalogue = indexOf(rows);

  it('ignores accents and case on both sides', () => {
    expect(ids(rankProducts(catalogue, queryWords('ACUCAR')))).toEqual([4]);
    expect(ids(rankProducts(catalogue, queryWords('feijao')))).toEqual([1]);
    expect(ids(rankProducts(catalogue, queryWords('óleo')))).toEqual([5]);
  });

  it('matches the start of words only, every query word required', () => {
    expect(ids(rankProducts(catalogue, queryWords('ntegral')))).toEqual([]);
    expect(ids(rankProducts(catalogue, queryWords('arr int')))).toEqual([3]);
    expect(ids(rankProducts(catalogue, queryWords('arroz camil')))).toEqual([3]);
  });

  it('lists code matches first, then family names holding every word, then brand matches, each by relevance', () => {
    // 'arroz' is the family of 2 and 3 (3 more relevant) and the brand of 5 (most relevant of all).
    expect(ids(rankProducts(catalogue, queryWords('arroz')))).toEqual([3, 2, 5]);
    expect(ids(rankProducts(indexOf([...rows, stored(6, 'Arroz Parboilizado', 'Camil', '2003', 1)]), queryWords('200')))).toEqual([3, 2, 6]);
  });

  it('breaks relevance ties by id, and finds nothing without words', () => {
    const tied = indexOf([stored(9, 'Sal', 'Cisne', '9', 5), stored(8, 'Sal Grosso', 'Cisne', '8', 5)]);
    expect(ids(rankProducts(tied, queryWords('sal')))).toEqual([8, 9]);
    expect(rankProducts(catalogue, queryWords('  '))).toEqual([]);
  });

  it('never lists a product whose card is hidden', () => {
    expect(rankProducts(indexOf([makeEntry(makeProduct(1, { code: ' ' }))]), queryWords(makeProduct(1).family.name))).toEqual([]);
  });

  it('narrows by category and sector, and offers the chips of the whole result', () => {
    const hortifruti = { id: 2, name: 'Hortifrúti' };
    const mercearia = { id: 1, name: 'Mercearia' };
    const list = indexOf([
      stored(1, 'Arroz', 'A', '1', 3, { categoryId: 1, section: mercearia }),
      stored(2, 'Arroz', 'B', '2', 2, { categoryId: 2, section: hortifruti }),
      stored(3, 'Arroz', 'C', '3', 1, { categoryId: 2 }),
    ]);
    const ranked = rankProducts(list, ['arroz']);
    expect(ids(narrow(ranked, { group: 2 }))).toEqual([2, 3]);
    expect(ids(narrow(ranked, { group: 2, sector: 2 }))).toEqual([2]);
    const chips = chipsOf(ranked);
    expect([...chips.categoryIds]).toEqual([1, 2]);
    expect(chips.sectors).toEqual([hortifruti, mercearia]);
  });
});

describe('search text', () => {
  it('removes special characters and keeps letters, accents, digits and spaces', () => {
    expect(cleanSearchText('açúcar* (1kg)! %$#@')).toBe('açúcar 1kg ');
    expect(queryWords('Feijão  FEIJAO carioca')).toEqual(['feijao', 'carioca']);
  });

  it('marks the start of each matched word in the text as shown', () => {
    expect(matchRanges('Feijão Carioca 1 kg', ['feij', 'car'])).toEqual([[0, 4], [7, 10]]);
    expect(matchRanges('Açúcar e acucareiro', ['acuc'])).toEqual([[0, 4], [9, 13]]);
    expect(matchRanges('Macarrão', ['arr'])).toEqual([]);
  });
});

describe('the word index on generated catalogues', () => {
  // A small deterministic generator (mulberry32): failures replay.
  function random(seed: number) {
    return () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const VOCABULARY = ['arroz', 'arr', 'açúcar', 'acucareiro', 'sal', 'salsicha', 'sabão', 'sab', 'óleo', 'ole', '10', '100', '1kg', 'tipo', 'ti', 'a'];

  /** The rule as the server says it, product by product: every query word starts a word; code, family, rest; relevance, id. */
  function plainRule(rows: StoredProduct[], query: string[]): number[] {
    const starts = (words: string[], word: string) => words.some((w) => w.startsWith(word));
    const found = rows
      .map((row) => {
        const family = queryWords(row.product.family.name);
        const code = queryWords(row.product.code);
        const all = [...family, ...queryWords(row.product.brand.name), ...code];
        if (!query.every((word) => starts(all, word))) return null;
        const group = query.some((word) => (code[0] ?? '').startsWith(word)) ? 0 : query.every((word) => starts(family, word)) ? 1 : 2;
        return { id: row.id, group, relevance: row.product.relevance ?? 0 };
      })
      .filter((entry) => entry !== null);
    return found.sort((a, b) => a.group - b.group || b.relevance - a.relevance || a.id - b.id).map((entry) => entry.id);
  }

  it('finds what the plain rule finds, in the same order', () => {
    const next = random(20261123);
    const pick = () => VOCABULARY[Math.floor(next() * VOCABULARY.length)]!;
    const phrase = (max: number) => Array.from({ length: 1 + Math.floor(next() * max) }, pick).join(' ');
    for (let round = 0; round < 40; round++) {
      const rows = Array.from({ length: 60 }, (_, i) =>
        stored(i + 1, phrase(3), phrase(2), `${pick()}${next() < 0.5 ? ' ' + pick() : ''}`, Math.floor(next() * 5)),
      );
      const index = indexOf(rows);
      for (let q = 0; q < 10; q++) {
        const query = queryWords(phrase(2).slice(0, 1 + Math.floor(next() * 8)));
        expect(ids(rankProducts(index, query)), `round ${round}, query ${query.join(' ')}`).toEqual(plainRule(rows, query));
      }
    }
  });
});
