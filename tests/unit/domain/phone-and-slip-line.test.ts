import { describe, expect, it } from 'vitest';
import { formatPhone, formatSlipLine } from '../../../src/domain/format';

describe('formatPhone (DECISIONS: profile phone)', () => {
  it.each([
    ['1133224455', '(11) 3322-4455'],
    ['11987654321', '(11) 98765-4321'],
    ['21998765432', '(21) 99876-5432'],
  ])('%s → %s', (digits, expected) => expect(formatPhone(digits)).toBe(expected));

  it('leaves anything that is not 10 or 11 digits as given', () => {
    for (const value of ['', '123456789', '119876543210', '(11) 3322-4455']) expect(formatPhone(value)).toBe(value);
  });
});

describe('formatSlipLine', () => {
  it('prints the 47 digits in the five fields a bank app shows', () => {
    expect(formatSlipLine('00190500954014481606906809350314337370000000100')).toBe('00190.50095 40144.816069 06809.350314 3 37370000000100');
  });
});
