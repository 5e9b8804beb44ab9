import { useState } from 'react';
import { signupFailure } from '../../session/signup';
import { signupMessages } from './messages';

/**
 * A signup call sent from a form: busy while it runs (the button says so), and its failure
 * as the form's error ('Algo deu errado.' unless the server says why).
 */
export function useSignupRequest() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<void>): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(signupFailure(failure, signupMessages.somethingWrong));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, run };
}
