// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone, normalizeNewNumber } from '../../../src/domain/contact-masks';

describe('maskPhone', () => {
  it.each([
    ['11987654321', '(11) 9****-4321'],
    ['1133224455', '(11) ****-4455'],
    ['(21) 99876-5432', '(21) 9****-5432'],
    ['+55 (11) 98765-4321', '(11) 9****-4321'],
    ['551133224455', '(11) ****-4455'],
    ['4321', '****-4321'],
  ])('shows %s as %s', (phone, expected) => {
    expect(maskPhone(phone)).toBe(expected);
  });
});

describe('maskEmail', () => {
  it.each([
    ['compras@mercadinho.example', 'co***@mercadinho.example'],
    ['a@b.example', 'a***@b.example'],
    ['sem-arroba', '***'],
  ])('shows %s as %s', (email, expected) => {
    expect(maskEmail(email)).toBe(expected);
  });
});

describe('normalizeNewNumber', () => {
  it.each([
    ['(11) 97777-6666', '11977776666'],
    ['+55 (11) 97777-6666', '11977776666'],
    ['+5511977776666', '11977776666'],
    ['55 11 97777-6666', '5511977776666'],
    ['', ''],
  ])('sends %j as %j (+55 and non-digits removed)', (typed, expected) => {
    expect(normalizeNewNumber(typed)).toBe(expected);
  });
});
