// Card checks ([access §5] with docs/product-decisions.md: length by brand, Luhn, CVV by prefix, expiry window).

type CardBrand =
  | 'elo' | 'hiper' | 'hipercard' | 'mir' | 'amex' | 'diners' | 'jcb' | 'discover'
  | 'unionpay' | 'maestro' | 'mastercard' | 'visa';

/** A prefix, or an inclusive range of prefixes of the same length. */
type Bin = string | [string, string];

// Checked in this order: the Brazilian and regional BINs sit inside the wider ranges of the global brands.
const BRAND_BINS: [CardBrand, Bin[]][] = [
  ['elo', [
    '401178', '401179', '431274', '438935', '451416', '457393', '457631', '457632', '504175', ['506699', '506778'],
    ['509000', '509999'], '627780', '636297', '636368', ['650031', '650033'], ['650035', '650051'], ['650405', '650439'],
    ['650485', '650538'], ['650541', '650598'], ['650700', '650718'], ['650720', '650727'], ['650901', '650978'],
    ['651652', '651679'], ['655000', '655019'], ['655021', '655058'],
  ]],
  ['hiper', ['637095', '63737423', '63743358', '637568', '637599', '637609', '637612']],
  ['hipercard', ['606282', '384100', '384140', '384160']],
  ['mir', [['2200', '2204']]],
  ['amex', ['34', '37']],
  ['diners', ['36', '38', '39', ['300', '305'], '3095']],
  ['jcb', [['3528', '3589']]],
  ['discover', ['6011', ['644', '649'], '65']],
  ['unionpay', ['62', '81']],
  ['maestro', ['5018', '5020', '5038', '5893', '6304', '6759', '6761', '6762', '6763']],
  ['mastercard', [['51', '55'], ['2221', '2720']]],
  ['visa', ['4']],
];

const LENGTHS: Record<CardBrand, number[]> = {
  amex: [15],
  diners: [14, 16, 19],
  visa: [16, 18, 19],
  discover: [16, 19],
  jcb: [16, 17, 18, 19],
  unionpay: [16, 17, 18, 19],
  maestro: [16, 17, 18, 19],
  mir: [16, 17, 18, 19],
  hipercard: [16, 19],
  mastercard: [16],
  elo: [16],
  hiper: [16],
};

export const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', diners: 'Diners Club', discover: 'Discover',
  jcb: 'JCB', unionpay: 'UnionPay', maestro: 'Maestro', elo: 'Elo', mir: 'Mir', hiper: 'Hiper', hipercard: 'Hipercard',
};

/** The digits of a typed card number (spaces and other separators dropped). */
export function cardDigits(text: string): string {
  return text.replace(/\D/g, '');
}

function matches(digits: string, bin: Bin): boolean {
  if (typeof bin === 'string') return digits.startsWith(bin);
  const [low, high] = bin;
  const head = digits.slice(0, low.length);
  return head.length === low.length && head >= low && head <= high;
}

/** The brand the number's first digits identify, or null (also while too few digits are typed). */
export function cardBrand(number: string): CardBrand | null {
  const digits = cardDigits(number);
  if (!digits) return null;
  return BRAND_BINS.find(([, bins]) => bins.some((bin) => matches(digits, bin)))?.[0] ?? null;
}

/** Allowed lengths: Amex 15, Diners 14 (16 and 19 on its newer ranges), others 16, up to 19 where the brand issues longer numbers. */
export function cardNumberLengths(brand: CardBrand | null): number[] {
  return brand ? LENGTHS[brand] : [16];
}

export function isLuhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (digits.length < 2) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isCardNumberValid(number: string): boolean {
  if (/[^\d ]/.test(number)) return false;
  const digits = cardDigits(number);
  return cardNumberLengths(cardBrand(digits)).includes(digits.length) && isLuhnValid(digits);
}

/** 4 digits for numbers starting 34 or 37, else 3. */
export function cvvLength(number: string): 3 | 4 {
  return /^3[47]/.test(cardDigits(number)) ? 4 : 3;
}

export function isCvvValid(cvv: string, number: string): boolean {
  return new RegExp(`^\\d{${cvvLength(number)}}$`).test(cvv);
}

/** 'MM/YYYY': month 1–12, year from this year to before this year + 10, not a month already past. */
export function isExpiryValid(text: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return false;
  const month = Number(match[1]);
  const year = Number(match[2]);
  const thisYear = now.getFullYear();
  if (month < 1 || month > 12 || year < thisYear || year >= thisYear + 10) return false;
  return year > thisYear || month >= now.getMonth() + 1;
}

/** Holder: letters (accented included) and spaces, at most 30 characters, not blank. */
export function isHolderValid(holder: string): boolean {
  return holder.trim().length > 0 && holder.length <= 30 && /^[\p{L} ]+$/u.test(holder);
}
