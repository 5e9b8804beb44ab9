import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { useScrollMemory, type ScrollPosition, type ScrollStore } from '../../../src/ui/use-scroll-memory';

function memoryStore(initial: Record<string, ScrollPosition> = {}): ScrollStore & { saved: Record<string, ScrollPosition> } {
  const saved = { ...initial };
  return { saved, read: (key) => saved[key], write: (key, position) => void (saved[key] = position) };
}

function Scrolled({ store, ready, saveAfterMs }: { store: ScrollStore; ready: boolean; saveAfterMs?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useScrollMemory('lane', { store, target: ref, ready, saveAfterMs });
  return <div ref={ref} data-testid="lane" />;
}

afterEach(() => vi.useRealTimers());

/** As a browser does, the lane's position stops at its content's end, `end()` px. */
function clampScrollLeft(lane: HTMLElement, end: () => number): void {
  let left = 0;
  Object.defineProperty(lane, 'scrollLeft', { get: () => left, set: (value: number) => void (left = Math.min(value, end())) });
}

const fakeFrames = () =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });

describe('useScrollMemory', () => {
  it('saves the position once scrolling has rested for 800 ms', () => {
    vi.useFakeTimers();
    const store = memoryStore();
    const { getByTestId } = render(<Scrolled store={store} ready />);
    const lane = getByTestId('lane');
    lane.scrollLeft = 120;
    fireEvent.scroll(lane);
    act(() => vi.advanceTimersByTime(500));
    lane.scrollLeft = 240;
    fireEvent.scroll(lane);
    act(() => vi.advanceTimersByTime(799));
    expect(store.saved.lane).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(store.saved.lane).toEqual({ left: 240, top: 0 });
  });

  it("keeps a window's pending save when the screen's content becomes ready during the rest", () => {
    vi.useFakeTimers();
    const store = memoryStore();
    function Page({ ready }: { ready: boolean }) {
      useScrollMemory('page', { store, ready, saveAfterMs: 20 });
      return null;
    }
    const { rerender } = render(<Page ready={false} />);
    Object.defineProperty(window, 'scrollY', { value: 480, configurable: true });
    fireEvent.scroll(window);
    rerender(<Page ready />);
    act(() => vi.advanceTimersByTime(20));
    expect(store.saved.page).toEqual({ left: 0, top: 480 });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('takes a shorter rest where a screen asks for it (10 ms)', () => {
    vi.useFakeTimers();
    const store = memoryStore();
    const { getByTestId } = render(<Scrolled store={store} ready saveAfterMs={10} />);
    const lane = getByTestId('lane');
    lane.scrollTop = 30;
    fireEvent.scroll(lane);
    act(() => vi.advanceTimersByTime(10));
    expect(store.saved.lane).toEqual({ left: 0, top: 30 });
  });

  it('restores the saved position once the content is ready', () => {
    const store = memoryStore({ lane: { left: 300, top: 0 } });
    const { getByTestId, rerender } = render(<Scrolled store={store} ready={false} />);
    const lane = getByTestId('lane');
    expect(lane.scrollLeft).toBe(0);
    rerender(<Scrolled store={store} ready />);
    expect(lane.scrollLeft).toBe(300);
  });

  it('holds the restored position against a reset to the top that lands just after it', async () => {
    const store = memoryStore({ lane: { left: 300, top: 0 } });
    const { getByTestId } = render(<Scrolled store={store} ready />);
    const lane = getByTestId('lane');
    lane.scrollLeft = 0;
    await vi.waitFor(() => expect(lane.scrollLeft).toBe(300));
  });

  it('reaches a position the content grows to only after the first 1.5 s', () => {
    fakeFrames();
    const store = memoryStore({ lane: { left: 300, top: 0 } });
    const { getByTestId, rerender } = render(<Scrolled store={store} ready={false} />);
    const lane = getByTestId('lane');
    // 100 px until the rest is drawn.
    let end = 100;
    clampScrollLeft(lane, () => end);
    rerender(<Scrolled store={store} ready />);
    act(() => vi.advanceTimersByTime(2000));
    expect(lane.scrollLeft).toBe(100);
    end = 1000;
    act(() => vi.advanceTimersByTime(50));
    expect(lane.scrollLeft).toBe(300);
  });

  it('keeps the position being restored while the content is short (its clamped scrolling is not saved)', () => {
    fakeFrames();
    const store = memoryStore({ lane: { left: 300, top: 0 } });
    const { getByTestId, rerender } = render(<Scrolled store={store} ready={false} />);
    const lane = getByTestId('lane');
    clampScrollLeft(lane, () => 100);
    rerender(<Scrolled store={store} ready />);
    fireEvent.scroll(lane);
    act(() => vi.advanceTimersByTime(1000));
    expect(lane.scrollLeft).toBe(100);
    expect(store.saved.lane).toEqual({ left: 300, top: 0 });
  });

  it('leaves the window alone while its target is not drawn: nothing restored there, nothing saved from it', () => {
    vi.useFakeTimers();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const store = memoryStore({ lane: { left: 0, top: 500 } });
    function NotDrawn() {
      const ref = useRef<HTMLDivElement>(null);
      useScrollMemory('lane', { store, target: ref, ready: true });
      return <p>Nenhum produto</p>;
    }
    render(<NotDrawn />);
    fireEvent.scroll(window);
    act(() => vi.advanceTimersByTime(1000));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(store.saved.lane).toEqual({ left: 0, top: 500 });
    scrollTo.mockRestore();
  });

  it('lets the user scroll away from the restored position', async () => {
    const store = memoryStore({ lane: { left: 300, top: 0 } });
    const { getByTestId } = render(<Scrolled store={store} ready />);
    const lane = getByTestId('lane');
    fireEvent.wheel(window);
    lane.scrollLeft = 40;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(lane.scrollLeft).toBe(40);
  });
});
