import { useState } from 'react';
import { NETWORK_MESSAGE } from '../../api/errors';
import { loadSignIn } from './load-sign-in';
import { authMessages } from './messages';

type LoginDialog =
  | { kind: 'none' }
  | { kind: 'warning'; text: string }
  | { kind: 'password-change' };

type FieldInError = 'username' | 'code' | null;

/** The main login takes the 6-character access code; the password variant the password of the reset flow. */
export type LoginVariant = 'code' | 'password';

interface LoginHandlers {
  onSignedIn: () => void;
  /** 470 and 471 name the code's holder, whom the recovery then greets */
  onRefused: (name: string | null) => void;
  onAccessExpired: () => void;
}

export function useLogin({ onSignedIn, onRefused, onAccessExpired }: LoginHandlers) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldInError, setFieldInError] = useState<FieldInError>(null);
  const [dialog, setDialog] = useState<LoginDialog>({ kind: 'none' });

  async function submit(username: string, code: string, variant: LoginVariant = 'code'): Promise<void> {
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    setFieldInError(null);
    try {
      const signInCode = await loadSignIn();
      if (!signInCode) {
        setError(NETWORK_MESSAGE);
        return;
      }
      const result = await signInCode.signIn(username.trim(), code);
      switch (result.kind) {
        case 'ok':
          onSignedIn();
          break;
        case 'warning':
          setDialog({ kind: 'warning', text: result.text });
          break;
        case 'invalid':
          if (variant === 'password') {
            setError(authMessages.passwordLoginError);
            break;
          }
          setError(result.message || authMessages.defaultLoginError);
          setFieldInError(result.field);
          break;
        case 'password-change-required':
          onRefused(result.name);
          setDialog({ kind: 'password-change' });
          break;
        case 'access-expired':
          onRefused(result.name);
          onAccessExpired();
          break;
        case 'device-reset':
          setError(result.message || authMessages.deviceReset);
          break;
        case 'error':
          setError(result.message || authMessages.defaultLoginError);
          break;
      }
    } catch {
      setError(authMessages.defaultLoginError);
    } finally {
      setSubmitting(false);
    }
  }

  function clearFieldError(field: 'username' | 'code'): void {
    if (fieldInError === field) setFieldInError(null);
  }

  return {
    submitting,
    error,
    fieldInError,
    dialog,
    submit,
    /** the visitor started on the form: signing in is likely next */
    preload: () => void loadSignIn(),
    clearFieldError,
    closeDialog: () => setDialog({ kind: 'none' }),
    clearError: () => {
      setError(null);
      setFieldInError(null);
    },
  };
}
