// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  canAdd, canDecrement, canIncrement, decrement, increment, parseQuantityInput, readQuantityInput,
} from '../../../src/domain/quantity';

describe('parseQuantityInput', () => {
  it.each([
    ['12', 5, 12],
    ['1a2', 5, 12],
    ['', 5, 0],
    ['-3', 5, 3],
    ['999', 5, 999],
    ['1000', 5, 5],
    ['9999', 998, 998],
    ['007', 1, 7],
  ])('%j after %s → %s', (text, previous, expected) =>
    expect(parseQuantityInput(text, previous)).toBe(expected));
});

describe('readQuantityInput says what the rules cut', () => {
  it.each([
    ['12', 5, 12, null],
    ['9999', 999, 999, { kind: 'above-maximum', digits: '9999' }],
    ['1.500', 5, 5, { kind: 'above-maximum', digits: '1500' }],
    ['1,5', 5, 15, { kind: 'not-digits', typed: '1,5', digits: '15' }],
    ['abc', 5, 0, { kind: 'not-digits', typed: 'abc', digits: '' }],
    ['', 5, 0, null],
  ])('%j after %s → %s, %j', (text, previous, quantity, cut) =>
    expect(readQuantityInput(text, previous)).toEqual({ quantity, cut }));
});

describe('stepper states', () => {
  it.each([
    [0, true, false, false],
    [1, true, true, true],
    [998, true, true, true],
    [999, false, true, false],
  ])('quantity %s: plus %s, minus %s, add %s', (quantity, plus, minus, add) => {
    expect(canIncrement(quantity)).toBe(plus);
    expect(canDecrement(quantity)).toBe(minus);
    expect(canAdd(quantity)).toBe(add);
  });

  it.each([
    [0, 1, 0],
    [998, 999, 997],
    [999, 999, 998],
  ])('from %s: up %s, down %s', (quantity, up, down) => {
    expect(increment(quantity)).toBe(up);
    expect(decrement(quantity)).toBe(down);
  });
});
