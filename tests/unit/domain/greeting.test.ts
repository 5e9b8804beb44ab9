import { describe, expect, it } from 'vitest';
import { capitalisedGreeting, lowerCaseGreeting } from '../../../src/domain/greeting';

describe('signup greetings', () => {
  it.each([
    ['MERCADINHO BOM PRECO', 'Mercadinho bom preco'],
    ['  empório DAS flores ', 'Empório das flores'],
    ['ÁGUA BOA', 'Água boa'],
    [null, 'Cliente'],
    ['   ', 'Cliente'],
  ])('phone choice greets %j as %j (lower-cased, then capitalised)', (tradeName, expected) => {
    expect(capitalisedGreeting(tradeName)).toBe(expected);
  });

  it.each([
    ['MERCADINHO BOM PRECO', 'mercadinho bom preco'],
    [undefined, 'Cliente'],
    ['', 'Cliente'],
  ])('register contact greets %j as %j (lower case)', (tradeName, expected) => {
    expect(lowerCaseGreeting(tradeName)).toBe(expected);
  });
});
