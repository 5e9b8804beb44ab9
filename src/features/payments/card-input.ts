// What each card field keeps while typing ([access §5], docs/product-decisions.md lengths).
import { cardBrand, cardDigits, cardNumberLengths, cvvLength } from '../../domain/card';

export const HOLDER_MAX = 30;

/** Amex 4-6-5 and Diners 4-6-4, as printed; other brands in groups of four. */
function groups(digits: string, brand: ReturnType<typeof cardBrand>): string[] {
  if (brand === 'amex' || brand === 'diners') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean);
  }
  return digits.match(/.{1,4}/g) ?? [];
}

/** Digits only, cut at the brand's longest number, spaced as printed. */
export function cardNumberText(text: string): string {
  const brand = cardBrand(text);
  const digits = cardDigits(text).slice(0, Math.max(...cardNumberLengths(brand)));
  return groups(digits, brand).join(' ');
}

/** The typed number's maximum length, spaces included. */
export function cardNumberMaxLength(text: string): number {
  const brand = cardBrand(text);
  const longest = Math.max(...cardNumberLengths(brand));
  return longest + groups('0'.repeat(longest), brand).length - 1;
}

/** Letters (accented included) and spaces only, at most 30. */
export function holderText(text: string): string {
  return text.replace(/[^\p{L} ]/gu, '').slice(0, HOLDER_MAX);
}

/** MM/AAAA: digits only, the slash inserted after the month. */
export function expiryText(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Digits only, 3 long, or 4 for numbers starting 34 or 37. */
export function cvvText(text: string, number: string): string {
  return text.replace(/\D/g, '').slice(0, cvvLength(number));
}

/** Keys that number inputs would accept but a CVV must not. */
export const BLOCKED_CVV_KEYS = ['e', 'E', '+', '-'];
