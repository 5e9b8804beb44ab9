// Where a text shows the words a search matched: the start of each of its words that a query
// word begins, accents and case ignored, as offsets into the text as displayed.
import { normalizeText } from '../../domain/search-words';

const WORD_CHAR = /[a-z0-9]/;

/** [start, end) ranges of `text` matched by the normalised `query` words. */
export function matchRanges(text: string, query: readonly string[]): Array<[number, number]> {
  // One normalised character per displayed one (a precomposed 'ã' becomes 'a').
  const chars = Array.from(text, (char) => normalizeText(char).charAt(0) || ' ');
  const offsets: number[] = [];
  let offset = 0;
  for (const char of text) {
    offsets.push(offset);
    offset += char.length;
  }
  offsets.push(offset);
  const ranges: Array<[number, number]> = [];
  for (let i = 0; i < chars.length; i += 1) {
    if (!WORD_CHAR.test(chars[i]!) || (i > 0 && WORD_CHAR.test(chars[i - 1]!))) continue;
    let end = i;
    while (end < chars.length && WORD_CHAR.test(chars[end]!)) end += 1;
    const word = chars.slice(i, end).join('');
    const longest = Math.max(0, ...query.filter((q) => word.startsWith(q)).map((q) => q.length));
    if (longest > 0) ranges.push([offsets[i]!, offsets[i + longest]!]);
    i = end;
  }
  return ranges;
}
