import { useEffect, useState } from 'react';
// With the login's code: every first visit opens the terms there, and a chunk of its own cost more than its 0.6 KB.
import { renderMarkdown } from './render-markdown';

export type LegalDocument = 'cookies' | 'privacy';

type LegalDocumentState =
  | { status: 'loading' }
  | { status: 'ready'; html: string }
  | { status: 'failed' };

function legalDocumentUrl(doc: LegalDocument): string {
  return `/media/legal/${doc}.md`;
}

/** Fetches one terms document (markdown) and renders it to HTML; `retry` fetches it again. */
export function useLegalDocument(doc: LegalDocument | null): LegalDocumentState & { retry: () => void } {
  const [state, setState] = useState<LegalDocumentState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!doc) return;
    let cancelled = false;
    setState({ status: 'loading' });
    fetch(legalDocumentUrl(doc))
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.text();
      })
      .then((markdown) => {
        if (!cancelled) setState({ status: 'ready', html: renderMarkdown(markdown) });
      })
      .catch(() => {
        if (!cancelled) setState({ status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [doc, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
