import { describe, expect, it } from 'vitest';
import { chipsOf, narrow, rankProducts, toSearchFacts } from '../../../../src/features/search/local-ranking';
import { matchRanges } from '../../../../src/features/search/match-ranges';
import { cleanSearchText, queryWords } from '../../../../src/features/search/search-text';
import { makeEntry, makeProduct } from '../catalogue/fixtures';

function facts(id: number, family: string, brand: string, code: string, relevance = 0, extra: { categoryId?: number; section?: { id: number; name: string } } = {}) {
  const entry = makeEntry(makeProduct(id, { family: { id, name: family }, brand: { id: 1, name: brand }, code, relevance, categoryId: extra.categoryId ?? 1 }), {
    customerProductSection: extra.section ?? null,
  });
  return toSearchFacts(entry)!;
}

const ids = (list: readonly { id: number }[]) => list.map((f) => f.id);

describe('local search', () => {
  const catalogue = [
    facts(1, 'Feijão Carioca 1 kg', 'Camil', '1001', 10),
    facts(2, 'Arroz Branco 5 kg', 'Tio João', '2001', 50),
    facts(3, 'Arroz Integral 1 kg', 'Camil', '2002', 90),
    facts(4, 'Açúcar Refinado', 'União', '3001', 70),
    facts(5, 'Óleo de Soja', 'Arrozeira', '4001', 99),
  ];

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
    expect(ids(rankProducts([...catalogue, facts(6, 'Arroz Parboilizado', 'Camil', '2003', 1)], queryWords('200')))).toEqual([3, 2, 6]);
  });

  it('breaks relevance ties by id, and finds nothing without words', () => {
    const tied = [facts(9, 'Sal', 'Cisne', '9', 5), facts(8, 'Sal Grosso', 'Cisne', '8', 5)];
    expect(ids(rankProducts(tied, queryWords('sal')))).toEqual([8, 9]);
    expect(rankProducts(catalogue, queryWords('  '))).toEqual([]);
  });

  it('never lists a product whose card is hidden', () => {
    expect(toSearchFacts(makeEntry(makeProduct(1, { code: ' ' })))).toBeNull();
  });

  it('narrows by category and sector, and offers the chips of the whole result', () => {
    const hortifruti = { id: 2, name: 'Hortifrúti' };
    const mercearia = { id: 1, name: 'Mercearia' };
    const list = [
      facts(1, 'Arroz', 'A', '1', 3, { categoryId: 1, section: mercearia }),
      facts(2, 'Arroz', 'B', '2', 2, { categoryId: 2, section: hortifruti }),
      facts(3, 'Arroz', 'C', '3', 1, { categoryId: 2 }),
    ];
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
