import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Icon } from '../../ui/icon';
import { searchMessages } from './messages';
import { cleanSearchText } from './search-text';
import styles from './search-screen.module.css';

// [commerce §9] Search debounce.
export const SEARCH_DEBOUNCE_MS = 650;

interface SearchFieldProps {
  /** the text searched now */
  committed: string;
  /** the cleaned text, 650 ms after the last keystroke or at once on Enter */
  onCommit: (text: string) => void;
  /** the cleaned text as soon as it is typed, while it waits for the debounce */
  onDraft?: (text: string) => void;
}

/** The search text field: special characters never enter it [commerce §5 Search]. */
export function SearchField({ committed, onCommit, onDraft }: SearchFieldProps) {
  const [draft, setDraft] = useState(committed);
  const text = draft.trim();
  // The last text this field committed: any other committed text came from elsewhere (the last search).
  const sent = useRef(committed);
  const commit = (next: string) => {
    sent.current = next;
    onCommit(next);
  };

  useEffect(() => {
    if (committed !== sent.current) {
      sent.current = committed;
      setDraft(committed);
    }
  }, [committed]);

  // The latest callbacks: the screen's render makes new ones, and a render must not restart the wait.
  const callbacks = useRef({ onCommit, onDraft });
  useLayoutEffect(() => {
    callbacks.current = { onCommit, onDraft };
  });
  useEffect(() => {
    if (text === sent.current) return undefined;
    callbacks.current.onDraft?.(text);
    const timer = setTimeout(() => {
      // Committed meanwhile (Enter, or the same text from elsewhere): once is enough.
      if (text === sent.current) return;
      sent.current = text;
      callbacks.current.onCommit(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <form
      role="search"
      className={styles.field}
      onSubmit={(event) => {
        event.preventDefault();
        if (text !== committed) commit(text);
      }}
    >
      <Icon name="search" size={20} />
      <input
        type="search"
        aria-label={searchMessages.fieldLabel}
        placeholder={searchMessages.placeholder}
        value={draft}
        onChange={(event) => setDraft(cleanSearchText(event.target.value))}
        autoFocus
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
      />
    </form>
  );
}
