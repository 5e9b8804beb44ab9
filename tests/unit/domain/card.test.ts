// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cardBrand, cardNumberLengths, cvvLength, isCardNumberValid, isCvvValid, isExpiryValid, isHolderValid, isLuhnValid } from '../../../src/domain/card';

describe('cardBrand', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000000', 'mastercard'],
    ['2721000000000000', null],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['30569309025904', 'diners'],
    ['36227206271667', 'diners'],
    ['38520000023237', 'diners'],
    ['39120000000001', 'diners'],
    ['30950000000000', 'diners'],
    ['6011111111111117', 'discover'],
    ['6445000000000000', 'discover'],
    ['3530111333300000', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['8100000000000000', 'unionpay'],
    ['6759649826438453', 'maestro'],
    ['5018000000000000', 'maestro'],
    ['6362970000457013', 'elo'],
    ['4011780000000000', 'elo'],
    ['5067000000000000', 'elo'],
    ['6504870000000000', 'elo'],
    ['2200000000000000', 'mir'],
    ['2204990000000000', 'mir'],
    ['6370950000000005', 'hiper'],
    ['6376120000000000', 'hiper'],
    ['6373742300000000', 'hiper'],
    ['6374335800000007', 'hiper'],
    ['6062825624254001', 'hipercard'],
    ['3841001111222233334', 'hipercard'],
    ['9999', null],
    ['', null],
  ])('%s → %s', (number, brand) => expect(cardBrand(number)).toBe(brand));
});

describe('cardNumberLengths', () => {
  it.each([
    ['amex', [15]],
    ['diners', [14, 16, 19]],
    ['mastercard', [16]],
    ['elo', [16]],
    ['visa', [16, 18, 19]],
    [null, [16]],
  ] as const)('%s → %j', (brand, lengths) => expect(cardNumberLengths(brand)).toEqual(lengths));
});

describe('isLuhnValid', () => {
  it.each([
    ['4111111111111111', true],
    ['4111111111111112', false],
    ['4000000000000002', true],
    ['4000000000000119', true],
    ['378282246310005', true],
    ['79927398713', true],
    ['79927398710', false],
    ['0', false],
  ])('%s → %s', (number, valid) => expect(isLuhnValid(number)).toBe(valid));
});

describe('isCardNumberValid', () => {
  it.each([
    ['4111 1111 1111 1111', true],
    ['378282246310005', true],
    ['30569309025904', true],
    ['39120000000001', true],
    ['3782822463100050', false],
    ['411111111111111', false],
    ['4111-1111-1111-1111', false],
    ['4111111111111112', false],
  ])('%s → %s', (number, valid) => expect(isCardNumberValid(number)).toBe(valid));
});

describe('cvvLength and isCvvValid', () => {
  it.each([
    ['341111111111111', 4],
    ['378282246310005', 4],
    ['4111111111111111', 3],
    ['36227206271667', 3],
  ])('%s → %s digits', (number, length) => expect(cvvLength(number)).toBe(length));

  it.each([
    ['123', '4111111111111111', true],
    ['1234', '4111111111111111', false],
    ['1234', '378282246310005', true],
    ['123', '378282246310005', false],
    ['12a', '4111111111111111', false],
  ])('%s for %s → %s', (cvv, number, valid) => expect(isCvvValid(cvv, number)).toBe(valid));
});

describe('isExpiryValid (now: 15 June 2025)', () => {
  const now = new Date(2025, 5, 15);
  it.each([
    ['06/2025', true],
    ['05/2025', false],
    ['12/2034', true],
    ['01/2035', false],
    ['13/2026', false],
    ['00/2026', false],
    ['6/2026', false],
    ['06/26', false],
    ['01/2024', false],
  ])('%s → %s', (text, valid) => expect(isExpiryValid(text, now)).toBe(valid));
});

describe('isHolderValid', () => {
  it.each([
    ['JOÃO DA SILVA', true],
    ['Ana', true],
    ['', false],
    ['   ', false],
    ['Ana 2', false],
    ['A'.repeat(31), false],
  ])('%j → %s', (holder, valid) => expect(isHolderValid(holder)).toBe(valid));
});
