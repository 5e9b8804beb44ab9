// The search text as the spec cleans it [commerce §5 Search].
import { searchWords } from '../../domain/search-words';

/** Special characters removed: letters (accented ones too), digits and single spaces remain. */
export function cleanSearchText(text: string): string {
  return text.replace(/[^\p{L}\p{N}\s]+/gu, '').replace(/\s+/g, ' ');
}

/** The normalised words a search matches (lower case, no accents, no duplicates). */
export const queryWords = (text: string): string[] => searchWords(text);
