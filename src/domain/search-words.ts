import type { Product } from './entities/catalogue';

/** Lower case, accents removed: the key of the multi-entry word index. */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Distinct normalised words; special characters separate words and are dropped. */
export function searchWords(text: string): string[] {
  const words = normalizeText(text).split(/[^a-z0-9]+/).filter((word) => word !== '');
  return [...new Set(words)];
}

export function productSearchWords(
  product: Pick<Product, 'code' | 'family' | 'brand' | 'characteristics' | 'barcode'>,
): string[] {
  const text = [
    product.family?.name,
    product.brand?.name,
    product.code,
    product.barcode,
    ...(product.characteristics ?? []),
  ].join(' ');
  return searchWords(text);
}

/** True when every query word starts some word of the product (a typed prefix matches). */
export function matchesAllWords(productWords: string[], queryWords: string[]): boolean {
  return queryWords.every((query) => productWords.some((word) => word.startsWith(query)));
}
