// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parsePositiveId } from '../../../src/domain/positive-id';

describe('parsePositiveId', () => {
  it.each([
    [12, 12],
    ['12', 12],
    ['0', undefined],
    [-3, undefined],
    ['1.5', undefined],
    ['abc', undefined],
    ['', undefined],
    [undefined, undefined],
    [null, undefined],
  ])('%j → %s', (value, expected) => expect(parsePositiveId(value)).toBe(expected));
});
