// The search field's debounce [commerce §9]: the text is handed over at once as a draft (the screen prepares its
// search) and committed 650 ms after the last keystroke.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS, SearchField } from '../../../../src/features/search/search-field';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const field = () => screen.getByRole('searchbox', { name: 'Buscar produtos' });

describe('SearchField', () => {
  it('hands the cleaned text over as a draft at once, and commits it 650 ms after the last keystroke', () => {
    const onCommit = vi.fn();
    const onDraft = vi.fn();
    render(<SearchField committed="" onCommit={onCommit} onDraft={onDraft} />);
    fireEvent.change(field(), { target: { value: 'caf' } });
    fireEvent.change(field(), { target: { value: 'café!' } });
    expect(onDraft.mock.calls).toEqual([['caf', expect.any(Number)], ['café', expect.any(Number)]]);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCommit.mock.calls).toEqual([['café']]);
  });

  it('commits at once on Enter, and not again when the wait ends', () => {
    const onCommit = vi.fn();
    render(<SearchField committed="" onCommit={onCommit} />);
    fireEvent.change(field(), { target: { value: 'leite' } });
    fireEvent.submit(field());
    expect(onCommit.mock.calls).toEqual([['leite']]);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onCommit.mock.calls).toEqual([['leite']]);
  });

  it('keeps counting when the screen renders it again with new callbacks meanwhile', () => {
    const onCommit = vi.fn();
    const { rerender } = render(<SearchField committed="" onCommit={(text) => onCommit(text)} />);
    fireEvent.change(field(), { target: { value: 'leite' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS / 2));
    rerender(<SearchField committed="" onCommit={(text) => onCommit(text)} onDraft={() => undefined} />);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS / 2));
    expect(onCommit.mock.calls).toEqual([['leite']]);
  });
});
