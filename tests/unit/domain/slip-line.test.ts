// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatSlipLine } from '../../../src/domain/format';

describe('formatSlipLine', () => {
  it('prints the 47 digits in the five fields a bank app shows', () => {
    expect(formatSlipLine('00190500954014481606906809350314337370000000100')).toBe('00190.50095 40144.816069 06809.350314 3 37370000000100');
  });
});
