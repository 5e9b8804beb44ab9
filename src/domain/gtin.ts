// Barcodes of the retail and logistics formats a scanner reads (EAN-13, EAN-8, UPC-A, ITF-14,
// Code 128 carrying a GTIN), compared as GTIN-14: the same product's UPC-A and EAN-13 differ
// only by leading zeros, and an ITF-14 on a box carries the unit's GTIN behind a packaging digit.

const GTIN_14 = 14;

/** The digits of a scanned or typed code, or '' when it holds anything else (or nothing). */
export function barcodeDigits(text: string): string {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{6,14}$/.test(digits) ? digits : '';
}

/** GS1 check digit of the digits before it (mod 10, weights 3 and 1 from the right). */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = body.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(body[i]) * weight;
  return (10 - (sum % 10)) % 10;
}

const asGtin14 = (digits: string) => digits.padStart(GTIN_14, '0');

/** The unit's GTIN-14 a box's code names: packaging digit 1–8 set to 0, check digit recomputed. */
function unitOfCase(gtin14: string): string | null {
  if (!/^[1-8]/.test(gtin14)) return null;
  const body = `0${gtin14.slice(1, 13)}`;
  return body + gtinCheckDigit(body);
}

/** Whether a scanned code names a product with this registered barcode (itself, or a box of it). */
export function barcodeMatches(scanned: string, registered: string): boolean {
  const code = barcodeDigits(scanned);
  const own = barcodeDigits(registered);
  if (!code || !own) return false;
  const product = asGtin14(own);
  const read = asGtin14(code);
  return read === product || unitOfCase(read) === product;
}
