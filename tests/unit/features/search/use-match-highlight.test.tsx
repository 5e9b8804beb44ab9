// The matched words of a search are marked with the CSS Custom Highlight API after the frame that shows them, and
// marked again only when what is marked changes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { HIGHLIGHT_NAME, useMatchHighlight } from '../../../../src/features/search/use-match-highlight';

class FakeHighlight {
  readonly ranges: Range[];
  constructor(...ranges: Range[]) {
    this.ranges = ranges;
  }
}

const registry = { set: vi.fn(), delete: vi.fn() };

beforeEach(() => {
  registry.set.mockClear();
  vi.stubGlobal('CSS', { highlights: registry });
  vi.stubGlobal('Highlight', FakeHighlight);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const QUERY = ['arr'];

function Marked({ texts }: { texts: string[] }) {
  const list = useRef<HTMLUListElement>(null);
  useMatchHighlight(list, QUERY);
  return (
    <ul ref={list}>
      {texts.map((text, i) => (
        <li key={i}>{text}</li>
      ))}
    </ul>
  );
}

const markedTexts = () =>
  (registry.set.mock.calls.at(-1)![1] as FakeHighlight).ranges.map((range) => range.toString());

describe('useMatchHighlight', () => {
  it('marks the matched start of each word under the list', async () => {
    render(<Marked texts={['Arroz Tipo 1', 'Feijão', 'Farinha de arroz']} />);
    await waitFor(() => expect(registry.set).toHaveBeenCalledTimes(1));
    expect(registry.set.mock.calls[0]![0]).toBe(HIGHLIGHT_NAME);
    expect(markedTexts()).toEqual(['Arr', 'arr']);
  });

  it('sets no new highlight when a change under the list leaves the marks as they are', async () => {
    const walks = vi.spyOn(document, 'createTreeWalker');
    const { rerender } = render(<Marked texts={['Arroz Tipo 1', 'Quantidade 1']} />);
    await waitFor(() => expect(registry.set).toHaveBeenCalledTimes(1));
    rerender(<Marked texts={['Arroz Tipo 1', 'Quantidade 2']} />);
    await waitFor(() => expect(walks).toHaveBeenCalledTimes(2));
    expect(registry.set).toHaveBeenCalledTimes(1);
    rerender(<Marked texts={['Arroz Tipo 1', 'Quantidade 2', 'Arroz Integral']} />);
    await waitFor(() => expect(registry.set).toHaveBeenCalledTimes(2));
    expect(markedTexts()).toEqual(['Arr', 'Arr']);
  });
});
