// A bank payment slip's (boleto de cobrança) 44-digit barcode and its 47-digit typed line, by FEBRABAN's layout:
// barcode = bank(3) currency(1) general check digit(1) due-date factor(4) value in cents(10) free field(25);
// line = five fields, the first three closed by a mod-10 check digit, the fourth the general digit, the fifth the
// factor and the value.

const CURRENCY_REAL = '9';
const FACTOR_BASE_DAY = Date.UTC(1997, 9, 7);
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_VALUE_CENTS = 99_999_999_99;

export interface SlipCodeInput {
  /** three-digit bank code, e.g. '001' */
  bank: string;
  /** ISO day 'YYYY-MM-DD' */
  dueDate: string;
  valueCents: number;
  /** the bank's 25-digit free field (agreement, our number, agency, account…) */
  freeField: string;
}

export interface SlipCode {
  barcode: string;
  /** the 47 digits a customer types, without punctuation */
  line: string;
}

/** Mod 10 with weights 2, 1, 2, 1… from the right; a product above 9 counts as the sum of its digits. */
export function mod10(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, weight = 2; i >= 0; i--, weight = weight === 2 ? 1 : 2) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** The barcode's general check digit: mod 11 with weights 2…9 from the right; 0, 10 and 11 become 1. */
export function generalCheckDigit(barcodeWithoutDigit: string): number {
  let sum = 0;
  for (let i = barcodeWithoutDigit.length - 1, weight = 2; i >= 0; i--, weight = weight === 9 ? 2 : weight + 1) {
    sum += Number(barcodeWithoutDigit[i]) * weight;
  }
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

/**
 * Days from 1997-10-07 as four digits; it ran out at 9999 on 2025-02-21 and starts again at 1000 on 2025-02-22
 * (FEBRABAN's 2025 reset), so it repeats every 9,000 days.
 */
export function dueDateFactor(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  const days = Math.round((Date.UTC(year, month - 1, day) - FACTOR_BASE_DAY) / DAY_MS);
  if (days < 1000) throw new RangeError(`vencimento fora da faixa do fator: ${isoDay}`);
  return String(((days - 1000) % 9000) + 1000);
}

export function slipCode({ bank, dueDate, valueCents, freeField }: SlipCodeInput): SlipCode {
  if (!/^\d{3}$/.test(bank)) throw new RangeError('código do banco deve ter 3 dígitos');
  if (!/^\d{25}$/.test(freeField)) throw new RangeError('campo livre deve ter 25 dígitos');
  if (!Number.isInteger(valueCents) || valueCents < 0 || valueCents > MAX_VALUE_CENTS) throw new RangeError('valor fora da faixa');
  const factorAndValue = dueDateFactor(dueDate) + String(valueCents).padStart(10, '0');
  const head = bank + CURRENCY_REAL;
  const withoutDigit = head + factorAndValue + freeField;
  const barcode = head + generalCheckDigit(withoutDigit) + factorAndValue + freeField;
  const field = (digits: string) => digits + mod10(digits);
  const line =
    field(head + freeField.slice(0, 5)) + field(freeField.slice(5, 15)) + field(freeField.slice(15, 25)) + barcode[4] + factorAndValue;
  return { barcode, line };
}
