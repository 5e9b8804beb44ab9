// afterPaint: a task after the next frame; `urgent` posts it ahead of queued tasks where the browser can.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { afterPaint } from '../../../src/ui/after-paint';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('afterPaint', () => {
  it('runs the callback after the next frame, and not once cancelled', async () => {
    const ran = vi.fn();
    const cancelled = vi.fn();
    afterPaint(cancelled)(); // queued first: it would run before the other
    afterPaint(ran);
    await waitFor(() => expect(ran).toHaveBeenCalledTimes(1));
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('posts an urgent callback as a user-blocking task', async () => {
    const postTask = vi.fn((callback: () => void) => Promise.resolve(callback()));
    vi.stubGlobal('scheduler', { postTask });
    const ran = vi.fn();
    afterPaint(ran, { urgent: true });
    await waitFor(() => expect(ran).toHaveBeenCalledTimes(1));
    expect(postTask).toHaveBeenCalledWith(expect.any(Function), { priority: 'user-blocking' });
  });
});
