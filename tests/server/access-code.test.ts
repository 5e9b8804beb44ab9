import { describe, expect, it } from 'vitest';
import { isTrivialCode, newAccessCode } from '../../server/src/domain/access-code';

describe('access codes', () => {
  it.each(['000000', '111111', '123456', '234567', '987654', '890123', '121212', '123123', '909090', '120120'])('%s is trivial', (code) => {
    expect(isTrivialCode(code)).toBe(true);
  });

  it.each(['482915', '730461', '135790', '246810', '112233'])('%s is not', (code) => {
    expect(isTrivialCode(code)).toBe(false);
  });

  it('generates 6-digit codes that are never trivial', () => {
    for (let i = 0; i < 500; i += 1) {
      const code = newAccessCode();
      expect(code).toMatch(/^\d{6}$/);
      expect(isTrivialCode(code)).toBe(false);
    }
  });
});
