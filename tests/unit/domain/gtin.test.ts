import { describe, expect, it } from 'vitest';
import { barcodeDigits, barcodeMatches } from '../../../src/domain/gtin';

describe('barcodeMatches', () => {
  it.each([
    ['EAN-13 read as registered', '7891234567895', '7891234567895', true],
    ['UPC-A against its EAN-13', '036000291452', '0036000291452', true],
    ['EAN-13 with a leading 0 against the UPC-A', '0036000291452', '036000291452', true],
    ['EAN-8', '96385074', '96385074', true],
    ['ITF-14 of a box of the unit', '17891234567892', '7891234567895', true],
    ['Code 128 carrying the GTIN-14 of the unit', '07891234567895', '7891234567895', true],
    ['another product', '7891234567888', '7891234567895', false],
    ['ITF-14 of another unit', '17891234567885', '7891234567895', false],
    ['spaces and dashes typed', '789 1234-567895', '7891234567895', true],
    ['letters', '789ABC', '7891234567895', false],
    ['an empty registered barcode', '7891234567895', '', false],
  ])('%s', (_name, scanned, registered, expected) => {
    expect(barcodeMatches(scanned, registered)).toBe(expected);
  });
});

describe('barcodeDigits', () => {
  it.each([
    ['7891234567895', '7891234567895'],
    [' 7891 2345 67895 ', '7891234567895'],
    ['12345', ''],
    ['123456789012345', ''],
    ['abc', ''],
  ])('%s → %s', (text, digits) => expect(barcodeDigits(text)).toBe(digits));
});
