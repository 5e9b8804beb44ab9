import { useEffect, useState } from 'react';
import type { PasswordRedefinitionContact } from '../../domain/entities/account';
import { fetchRedefinitionContacts } from '../../session/recovery';
import { recoveryMessages } from './messages';

type ContactsState =
  | { kind: 'loading' }
  | { kind: 'loaded'; contacts: PasswordRedefinitionContact[] }
  | { kind: 'failed'; message: string };

/** The masked contacts where `username`'s reset code may go; `reload` after a failure. */
export function useContacts(username: string | null) {
  const [state, setState] = useState<ContactsState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (username === null) return;
    let current = true;
    setState({ kind: 'loading' });
    fetchRedefinitionContacts(username).then(
      (contacts) => current && setState({ kind: 'loaded', contacts }),
      (error: Error) => current && setState({ kind: 'failed', message: error.message || recoveryMessages.loadFailed }),
    );
    return () => {
      current = false;
    };
  }, [username, attempt]);

  return { state, reload: () => setAttempt((n) => n + 1) };
}
