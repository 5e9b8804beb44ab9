// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guestCardName, guestInitial } from '../../../src/domain/guest-card';

describe('guestCardName', () => {
  it.each([
    ['Paula Mendes', 'Paula Mendes'],
    ['Exatamente vinte car', 'Exatamente vinte car'],
    ['João Batista de Oliveira Santos', 'João Batista de Oliv...'],
    ['  Ana  ', 'Ana'],
  ])('%s → %s', (name, shown) => expect(guestCardName(name)).toBe(shown));
});

describe('guestInitial', () => {
  it.each([
    ['paula', 'P'],
    [' élida', 'É'],
    ['', '?'],
  ])('%s → %s', (name, initial) => expect(guestInitial(name)).toBe(initial));
});
