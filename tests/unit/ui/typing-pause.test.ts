// afterTypingPause: the search's follow-up work waits for the frame and for the keys to stop for a moment.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterTypingPause, noteKey, noteKeyResults, TYPING_PAUSE_MS, TYPING_STOPPED_MS } from '../../../src/ui/typing-pause';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  // The clock's start is the last key: each test begins in the same place.
  noteKey();
});

afterEach(() => {
  vi.useRealTimers();
});

/** The frame (16 ms), then the task after it. */
const paint = () => vi.advanceTimersByTime(17);

describe('afterTypingPause', () => {
  it('while keys come, waits for the pause after the frame', () => {
    const ran = vi.fn();
    vi.advanceTimersByTime(100);
    afterTypingPause(ran);
    paint();
    vi.advanceTimersByTime(TYPING_PAUSE_MS - 10);
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('waits again for each key that comes meanwhile', () => {
    const ran = vi.fn();
    afterTypingPause(ran);
    paint();
    vi.advanceTimersByTime(TYPING_PAUSE_MS / 2);
    noteKey();
    vi.advanceTimersByTime(TYPING_PAUSE_MS - 1);
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('runs right after the frame when no key came lately', () => {
    vi.advanceTimersByTime(TYPING_STOPPED_MS);
    const ran = vi.fn();
    afterTypingPause(ran);
    expect(ran).not.toHaveBeenCalled();
    paint();
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it("waits for the pause after a key's results shown long after the key (the user types on meanwhile)", () => {
    vi.advanceTimersByTime(TYPING_STOPPED_MS * 3);
    noteKeyResults();
    const ran = vi.fn();
    afterTypingPause(ran);
    paint();
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled, before or after the frame', () => {
    const beforeFrame = vi.fn();
    const afterFrame = vi.fn();
    afterTypingPause(beforeFrame)();
    const cancel = afterTypingPause(afterFrame);
    paint();
    cancel();
    vi.advanceTimersByTime(TYPING_PAUSE_MS * 2);
    expect(beforeFrame).not.toHaveBeenCalled();
    expect(afterFrame).not.toHaveBeenCalled();
  });
});
