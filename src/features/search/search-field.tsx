import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Icon } from '../../ui/icon';
import { searchMessages } from './messages';
import { ScanButton } from './scan-button';
import { cleanSearchText } from './search-text';
import { noteKey } from '../../ui/typing-pause';
import styles from './search-screen.module.css';

// [commerce §9] Search debounce.
export const SEARCH_DEBOUNCE_MS = 650;

interface SearchFieldProps {
  /** the text searched now */
  committed: string;
  /** the cleaned text, 650 ms after the last keystroke or at once on Enter */
  onCommit: (text: string) => void;
  /** the cleaned text as soon as it is typed, with the key's time (the event's `timeStamp`) */
  onDraft?: (text: string, keyAt: number) => void;
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

  // Effect events read the latest callbacks: the screen's render makes new ones, and a render must not restart the wait.
  const waited = useEffectEvent((next: string) => {
    // Committed meanwhile (Enter, or the same text from elsewhere): once is enough.
    if (next !== sent.current) commit(next);
  });
  useEffect(() => {
    if (text === sent.current) return undefined;
    const timer = setTimeout(() => waited(text), SEARCH_DEBOUNCE_MS);
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
        onChange={(event) => {
          noteKey();
          const next = cleanSearchText(event.target.value);
          setDraft(next);
          onDraft?.(next.trim(), event.timeStamp);
        }}
        autoFocus
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
      />
      <ScanButton />
    </form>
  );
}
