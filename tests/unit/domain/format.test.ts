// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cutText, formatBrl, formatDate, formatDateTime, formatWeight, partnerDisplayName } from '../../../src/domain/format';

describe('formatBrl', () => {
  // A non-breaking space (U+00A0) after 'R$': a narrow card never breaks the symbol from its amount.
  it.each([
    [1234.56, 'R$\u00a01.234,56'],
    [0, 'R$\u00a00,00'],
    [9.9, 'R$\u00a09,90'],
    [0.005, 'R$\u00a00,01'],
    [1000000, 'R$\u00a01.000.000,00'],
    [-5, '-R$\u00a05,00'],
    [-1234.5, '-R$\u00a01.234,50'],
    [-0.001, 'R$\u00a00,00'],
  ])('%s → %j', (value, expected) => expect(formatBrl(value)).toBe(expected));
});

describe('formatDate', () => {
  it.each([
    [new Date(2026, 0, 5), '05/01/2026'],
    ['2026-12-31', '31/12/2026'],
    ['2026-12-31T23:30:00-03:00', '31/12/2026'],
    ['2027-01-01T02:30:00.000Z', '31/12/2026'],
    ['2026-06-02T15:00:00Z', '02/06/2026'],
    ['15/08/2025', '15/08/2025'],
    ['', ''],
    [new Date('invalid'), ''],
  ])('%s → %s', (value, expected) => expect(formatDate(value)).toBe(expected));
});

describe('cutText', () => {
  it.each([
    ['Mercadinho Bom Preço', 23, 'Mercadinho Bom Preço'],
    ['Supermercado Bom Preço Ltda', 23, 'Supermercado Bom Preço ...'],
    ['abcdef', 6, 'abcdef'],
    ['abcdefg', 6, 'abcdef...'],
  ])('%s cut at %s → %s', (text, length, expected) => expect(cutText(text, length)).toBe(expected));
});

describe('partnerDisplayName', () => {
  it.each([
    ['Distribuidora_São_Jorge', 'Distribuidora São Jorge'],
    ['Mega Foods', 'Mega Foods'],
  ])('%s → %s', (name, expected) => expect(partnerDisplayName(name)).toBe(expected));
});

describe('formatWeight', () => {
  it.each([
    [7.5, false, '7,50 kg'],
    [7.5, true, '+/- 7,50 kg'],
    [1234.567, false, '1.234,57 kg'],
  ])('%s (variable %s) → %s', (kg, variable, expected) => expect(formatWeight(kg, variable)).toBe(expected));
});

describe('formatDateTime', () => {
  it.each([
    ['2025-06-02T12:05:00Z', '02/06/2025 09:05'],
    ['2025-06-03T02:30:00.000Z', '02/06/2025 23:30'],
    ['2025-01-01T03:00:00Z', '01/01/2025 00:00'],
    ['nada', ''],
  ])('%s → %s (São Paulo)', (value, shown) => expect(formatDateTime(value)).toBe(shown));
});
