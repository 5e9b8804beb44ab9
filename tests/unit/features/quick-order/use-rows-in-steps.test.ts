// A long quick-order report draws its first rows with the summary and the rest a step per painted frame.
import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { FIRST_ROWS, useRowsInSteps } from '../../../../src/features/quick-order/use-rows-in-steps';

describe('useRowsInSteps', () => {
  it('draws the first rows at once, then every row in steps; a new long report starts small again', async () => {
    const { result, rerender } = renderHook(({ total }) => useRowsInSteps(total), { initialProps: { total: 200 } });
    expect(result.current).toBe(FIRST_ROWS);
    await waitFor(() => expect(result.current).toBe(200));

    // A package chosen: the same rows stay drawn.
    rerender({ total: 200 });
    expect(result.current).toBe(200);

    rerender({ total: 1 });
    expect(result.current).toBe(1);
    rerender({ total: 150 });
    expect(result.current).toBe(FIRST_ROWS);
    await waitFor(() => expect(result.current).toBe(150));
  });

  it('draws a short report whole', () => {
    const { result } = renderHook(() => useRowsInSteps(12));
    expect(result.current).toBe(12);
  });
});
