// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { onePackage, packageAbbreviation, packagesCounted } from '../../../src/domain/package-name';
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

describe('a count of packages', () => {
  it.each([
    [8, pkg('BOX', 'CX 10 UN', 'Caixa com 10 unidades'), '8 caixas de 10 UN'],
    [1, pkg('BOX', 'CX 10 UN', 'Caixa com 10 unidades'), '1 caixa de 10 UN'],
    [3, pkg('UNIT', 'UN', 'Unidade'), '3 unidades'],
    [2, pkg('UNIT', 'PÇ 1,5 kg', 'Peça aprox. 1,5 kg'), '2 peças de 1,5 kg'],
    [4, pkg('BOX', 'FD 6', 'Fardo com 6'), '4 fardos de 6'],
    [2, pkg('BOX', 'EMB 6', 'Embalagem com 6'), '2 embalagens de 6'],
    [5, pkg('BOX', '12x1', '12 x 1 kg'), '5 caixas de 12x1'],
  ])('%i of %j: %s', (quantity, p, text) => expect(packagesCounted(quantity, p)).toBe(text));

  it("says 'embalagem' when neither the description nor a type names the package", () => {
    expect(packagesCounted(2, { label: '12x1', description: '' })).toBe('2 embalagens de 12x1');
  });
});
