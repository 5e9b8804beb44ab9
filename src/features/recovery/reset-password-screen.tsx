import { useState, type FormEvent } from 'react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../domain/password-rules';
import { resetPassword } from '../../session/recovery';
import { notePasswordReset, readRecoveryRequest, writeRecoveryRequest } from '../../session/recovery-request';
import { OfflineScreen } from '../../ui/offline-screen';
import { showToast } from '../../ui/toast';
import { useOnline } from '../../ui/use-online';
import buttons from '../../ui/button.module.css';
import { AccessLayout } from '../auth/access-layout';
import { setLoginMode } from '../auth/auth-flags';
import { PasswordField } from '../auth/password-field';
import { recoveryMessages as m } from './messages';
import styles from './recovery.module.css';

const route = getRouteApi('/redefinir-senha');

/** '/redefinir-senha?reset_token=': the new password; a successful reset goes to the login. */
export function ResetPasswordScreen() {
  const { reset_token: token } = route.useSearch();
  const navigate = useNavigate();
  const online = useOnline();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!online) return <OfflineScreen />;

  const tooShort = password.length < PASSWORD_MIN;
  const differ = password !== confirmation;

  async function onSubmit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setTried(true);
    if (differ || sending) return;
    if (!token) return setError(m.tokenMissing);
    if (tooShort) return setError(null);
    setSending(true);
    setError(null);
    try {
      const answer = await resetPassword({ password, passwordConfirmation: confirmation, token });
      notePasswordReset(readRecoveryRequest()?.username ?? '');
      writeRecoveryRequest(null);
      showToast(answer.message || m.updated);
      setLoginMode('SHOW_LOGIN');
      await navigate({ to: paths.login, replace: true });
    } catch (failure) {
      setError((failure as Error).message || m.failed);
    } finally {
      setSending(false);
    }
  }

  return (
    <AccessLayout>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <h1 className={styles.title}>{m.resetTitle}</h1>
        {!token && (
          <p role="alert" className={styles.error}>
            {m.tokenMissing}
          </p>
        )}
        <PasswordField
          label={m.newPassword}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          invalid={(tried || password !== '') && tooShort}
        >
          <p className={(tried || password !== '') && tooShort ? styles.error : styles.hint}>{m.passwordMin}</p>
          {password.length > PASSWORD_MAX && <p className={styles.hint}>{m.passwordLimit}</p>}
        </PasswordField>
        <PasswordField label={m.confirmPassword} value={confirmation} onChange={setConfirmation} autoComplete="new-password" />
        {error && token && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <button
          type="submit"
          className={`${buttons.button} ${buttons.primary} ${buttons.block}`}
          disabled={differ || password === '' || sending}
          aria-busy={sending || undefined}
        >
          {sending ? m.confirming : m.confirm}
        </button>
        {!token && (
          <Link to={paths.requestResetCode} className={styles.link}>
            {m.requestCode}
          </Link>
        )}
      </form>
    </AccessLayout>
  );
}
