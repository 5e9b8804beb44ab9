// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { capitalisedGreeting, signupGreeting } from '../../../src/domain/greeting';

describe('signup greetings', () => {
  it.each([
    ['MERCADINHO BOM PRECO', 'Mercadinho bom preco'],
    ['  EMPÓRIO DAS FLORES ', 'Empório das flores'],
    ['Empório das Flores', 'Empório das Flores'],
    ['Roberto Alves', 'Roberto Alves'],
    ['ÁGUA BOA', 'Água boa'],
    [null, 'Cliente'],
    ['   ', 'Cliente'],
  ])('greets %j as %j (capitals only: lower-cased, then capitalised; mixed case kept)', (tradeName, expected) => {
    expect(capitalisedGreeting(tradeName)).toBe(expected);
  });

  it('greets a person without trade name by first name, a company by trade name', () => {
    expect(signupGreeting({ tradeName: null, firstName: 'Bruno' })).toBe('Bruno');
    expect(signupGreeting({ tradeName: 'EMPORIO DAS FLORES', firstName: null })).toBe('Emporio das flores');
    expect(signupGreeting({ tradeName: null })).toBe('Cliente');
  });
});
