// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { chunked, yieldToMain } from '../../../src/sync/pulls/chunks';

describe('chunked', () => {
  it('cuts into consecutive slices of at most the size, keeping order', () => {
    expect(chunked([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunked([1, 2, 3, 4], 2)).toEqual([[1, 2], [3, 4]]);
    expect(chunked([1, 2], 5)).toEqual([[1, 2]]);
    expect(chunked([], 3)).toEqual([]);
  });

  it('refuses a size that is not a positive integer', () => {
    expect(() => chunked([1], 0)).toThrow(RangeError);
    expect(() => chunked([1], 1.5)).toThrow(RangeError);
  });
});

describe('yieldToMain', () => {
  it('uses scheduler.yield when the browser has it', async () => {
    const spy = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: spy });
    try {
      await yieldToMain();
      expect(spy).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('falls back to a macrotask', async () => {
    vi.stubGlobal('scheduler', undefined);
    try {
      let later = false;
      setTimeout(() => (later = true), 0);
      await yieldToMain();
      expect(later).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
