// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { matchesAllWords, normalizeText, productSearchWords, searchWords } from '../../../src/domain/search-words';
import type { Product } from '../../../src/domain/entities/catalogue';

describe('normalizeText', () => {
  it.each([
    ['Feijão Carioca', 'feijao carioca'],
    ['AÇÚCAR', 'acucar'],
    ['pão-de-ló', 'pao-de-lo'],
  ])('%s → %s', (text, expected) => expect(normalizeText(text)).toBe(expected));
});

describe('searchWords', () => {
  it.each([
    ['Arroz  Tipo 1 5kg', ['arroz', 'tipo', '1', '5kg']],
    ['Óleo de Soja (900ml)!', ['oleo', 'de', 'soja', '900ml']],
    ['café café CAFÉ', ['cafe']],
    ['  ', []],
  ])('%j → %j', (text, expected) => expect(searchWords(text)).toEqual(expected));
});

describe('productSearchWords', () => {
  it('indexes family, brand, code, barcode and characteristics', () => {
    const product = {
      code: 'A-100',
      family: { id: 1, name: 'Sabão em Pó' },
      brand: { id: 2, name: 'Omo' },
      characteristics: ['Lavagem Perfeita'],
      barcode: '7891234567890',
    } as Product;
    expect(productSearchWords(product)).toEqual(['sabao', 'em', 'po', 'omo', 'a', '100', '7891234567890', 'lavagem', 'perfeita']);
  });
});

describe('matchesAllWords', () => {
  const words = ['feijao', 'carioca', 'camil'];
  it.each([
    [['feij'], true],
    [['cam', 'car'], true],
    [['feijao', 'preto'], false],
    [[], true],
  ])('%j → %s', (query, expected) => expect(matchesAllWords(words, query)).toBe(expected));
});
