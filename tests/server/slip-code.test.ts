import { describe, expect, it } from 'vitest';
import { formatSlipLine } from '../../src/domain/format';
import { dueDateFactor, generalCheckDigit, mod10, slipCode } from '../../server/src/domain/slip-code';

// A published Banco do Brasil slip: R$ 1,00 due 2007-12-31 (factor 3737).
const PUBLISHED = {
  input: { bank: '001', dueDate: '2007-12-31', valueCents: 100, freeField: '0500940144816060680935031' },
  barcode: '00193373700000001000500940144816060680935031',
  line: '00190500954014481606906809350314337370000000100',
};

describe('slip code (FEBRABAN)', () => {
  it('builds the barcode and typed line of a published slip', () => {
    expect(slipCode(PUBLISHED.input)).toEqual({ barcode: PUBLISHED.barcode, line: PUBLISHED.line });
  });

  it('counts the due-date factor from 1997-10-07 and restarts at 1000 on 2025-02-22', () => {
    expect(dueDateFactor('2000-07-03')).toBe('1000');
    expect(dueDateFactor('2025-02-21')).toBe('9999');
    expect(dueDateFactor('2025-02-22')).toBe('1000');
    expect(dueDateFactor('2026-11-23')).toBe(String(1000 + 639));
  });

  it('refuses a due date before the factor starts, and malformed parts', () => {
    expect(() => dueDateFactor('1999-01-01')).toThrow(RangeError);
    expect(() => slipCode({ ...PUBLISHED.input, bank: '1' })).toThrow(RangeError);
    expect(() => slipCode({ ...PUBLISHED.input, freeField: '123' })).toThrow(RangeError);
    expect(() => slipCode({ ...PUBLISHED.input, valueCents: 1.5 })).toThrow(RangeError);
  });

  it('closes each of the first three fields of the line with its mod-10 digit', () => {
    const { line } = slipCode({ bank: '341', dueDate: '2026-12-10', valueCents: 123_456, freeField: '1090000000001234567890123' });
    expect(line).toHaveLength(47);
    for (const [start, end] of [[0, 9], [10, 20], [21, 31]]) expect(Number(line[end])).toBe(mod10(line.slice(start, end)));
  });

  it('carries the general digit, factor and value of the barcode into the line', () => {
    const { barcode, line } = slipCode({ bank: '237', dueDate: '2026-12-10', valueCents: 98_765, freeField: '0000000000000000000000001' });
    expect(barcode).toHaveLength(44);
    expect(Number(barcode[4])).toBe(generalCheckDigit(barcode.slice(0, 4) + barcode.slice(5)));
    expect(line.slice(32)).toBe(barcode.slice(4, 19));
  });

  it('maps the mod-11 remainders 0, 10 and 11 to 1', () => {
    for (let n = 0; n < 200; n++) {
      const digit = generalCheckDigit(String(n).padStart(43, '7'));
      expect(digit).toBeGreaterThanOrEqual(1);
      expect(digit).toBeLessThanOrEqual(9);
    }
  });

  it('prints the line with the usual dots and spaces', () => {
    expect(formatSlipLine(PUBLISHED.line)).toBe('00190.50095 40144.816069 06809.350314 3 37370000000100');
  });
});
