// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatTaxId, isValidCnpj, isValidCpf, loginUsername, onlyDigits } from '../../../src/domain/tax-id';

describe('onlyDigits', () => {
  it.each([
    ['529.982.247-25', '52998224725'],
    ['(11) 9 8765-4321', '11987654321'],
    ['abc', ''],
  ])('%s → %s', (input, expected) => expect(onlyDigits(input)).toBe(expected));
});

describe('isValidCpf', () => {
  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['529.982.247-24', false],
    ['111.111.111-11', false],
    ['000.000.000-00', false],
    ['5299822472', false],
    ['', false],
    ['529 982 247/25', true],
    ['CPF 706.746.471-49', false],
    ['706a746b471c49', false],
    ['12.ABC.345/01DE-35', false],
  ])('%s → %s', (input, expected) => expect(isValidCpf(input)).toBe(expected));
});

describe('isValidCnpj', () => {
  it.each([
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['11.222.333/0001-82', false],
    ['00.000.000/0000-00', false],
    ['12.ABC.345/01DE-35', true],
    ['12.abc.345/01de-35', true],
    ['12ABC34501DE36', false],
    ['12ABC34501DEAB', false],
    ['1122233300018', false],
    ['', false],
  ])('%s → %s', (input, expected) => expect(isValidCnpj(input)).toBe(expected));
});

describe('loginUsername', () => {
  it.each([
    ['529.982.247-25', '52998224725'],
    ['11.222.333/0001-81', '11222333000181'],
    ['  aviso.senha ', 'aviso.senha'],
    ['user123', 'user123'],
    ['123.456', '123.456'],
    ['12.ABC.345/01DE-35', '12ABC34501DE35'],
    ['12.abc.345/01de-35', '12ABC34501DE35'],
    [' 12ABC34501DE35 ', '12ABC34501DE35'],
    ['12.ABC.345/01DE-36', '12.ABC.345/01DE-36'],
  ])('%s → %s', (input, expected) => expect(loginUsername(input)).toBe(expected));
});

describe('formatTaxId', () => {
  it.each([
    ['52998224725', '529.982.247-25'],
    ['11222333000181', '11.222.333/0001-81'],
    ['12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['12.abc.345/01de-35', '12.ABC.345/01DE-35'],
    ['529.982.247-25', '529.982.247-25'],
  ])('a tax id %s is shown as %s', (input, expected) => expect(formatTaxId(input)).toBe(expected));

  it.each([['aviso.senha'], ['52998224724'], ['1122233300018'], ['12ABC34501DE36'], ['']])(
    'a username that is not a valid tax id (%s) is shown as it is',
    (input) => expect(formatTaxId(input)).toBe(input),
  );
});
