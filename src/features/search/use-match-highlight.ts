import { useEffect, type RefObject } from 'react';
import { afterTypingPause } from '../../ui/typing-pause';
import { matchRanges } from './match-ranges';

export const HIGHLIGHT_NAME = 'busca-termo';

interface HighlightRegistry {
  set(name: string, highlight: unknown): void;
  delete(name: string): void;
}
type HighlightConstructor = new (...ranges: Range[]) => unknown;
/** A marked word: its text node, and where in it the match starts and ends. */
type Mark = [Node, number, number];

/**
 * Marks the matched words in the text under `container` with the CSS Custom Highlight API:
 * the shared product card is not changed, and text the list renders later (scrolling, a new
 * page) is marked as it appears. Browsers without the API show the results unmarked.
 */
export function useMatchHighlight(container: RefObject<HTMLElement | null>, query: readonly string[]): void {
  useEffect(() => {
    const registry = (globalThis.CSS as { highlights?: HighlightRegistry } | undefined)?.highlights;
    const Highlight = (globalThis as { Highlight?: HighlightConstructor }).Highlight;
    const root = container.current;
    if (!registry || !Highlight || !root || query.length === 0) return undefined;
    // Marking runs again on every change under the list (a tap on '+' changes a price): each text is matched once per query.
    const matched = new Map<string, Array<[number, number]>>();
    const rangesOf = (text: string) => {
      let ranges = matched.get(text);
      if (!ranges) matched.set(text, (ranges = matchRanges(text, query)));
      return ranges;
    };
    // What is marked now: a change that leaves it as it is (a quantity tapped) sets no new highlight, which would
    // repaint every mark.
    let marked: Mark[] = [];
    const sameMarks = (next: Mark[]) =>
      next.length === marked.length && next.every(([node, start, end], i) => node === marked[i]![0] && start === marked[i]![1] && end === marked[i]![2]);
    const mark = () => {
      const next: Mark[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const [start, end] of rangesOf(node.textContent ?? '')) next.push([node, start, end]);
      }
      if (sameMarks(next)) return;
      marked = next;
      const ranges = next.map(([node, start, end]) => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        return range;
      });
      registry.set(HIGHLIGHT_NAME, new Highlight(...ranges));
    };
    // The words, and later changes under the list (new cards, a quantity tapped), are marked after the frame that
    // shows them, once the typing pauses: the marking never delays the paint of an answer, of a tap or of the next key.
    let pending: (() => void) | undefined;
    const markLater = () => {
      pending ??= afterTypingPause(() => {
        pending = undefined;
        mark();
      });
    };
    markLater();
    const observer = new MutationObserver(markLater);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      pending?.();
      registry.delete(HIGHLIGHT_NAME);
    };
  }, [container, query]);
}
