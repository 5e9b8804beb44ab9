import { describe, expect, it } from 'vitest';
import { onePackage, packageAbbreviation } from '../../../src/domain/package-name';
import type { Package } from '../../../src/domain/entities/catalogue';

const pkg = (packageType: Package['packageType'], label: string, description: string) => ({ packageType, label, description });

describe('package names', () => {
  it.each([
    [pkg('BOX', 'CX 12 UN', 'Caixa com 12 unidades'), 'CX', 'uma caixa'],
    [pkg('UNIT', 'UN', 'Unidade'), 'UN', 'uma unidade'],
    [pkg('UNIT', 'PÇ 1,5 kg', 'Peça aprox. 1,5 kg'), 'PÇ', 'uma peça'],
    [pkg('BOX', 'FD 6', 'Fardo com 6'), 'FD', 'um fardo'],
    [pkg('BOX', 'PCT', 'Pacote 1 kg'), 'PCT', 'um pacote'],
    [pkg('BOX', '12x1', '12 x 1 kg'), 'CX', 'uma caixa'],
    [pkg('UNIT', '', ''), 'UN', 'uma unidade'],
  ])('%j: %s, %s', (p, abbreviation, one) => {
    expect(packageAbbreviation(p)).toBe(abbreviation);
    expect(onePackage(p)).toBe(one);
  });

  it("is 'uma unidade' without a package", () => expect(onePackage(undefined)).toBe('uma unidade'));
});
