import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import { resendRedefinitionCode, validateRedefinitionCode } from '../../session/recovery';
import { readRecoveryRequest } from '../../session/recovery-request';
import { OfflineScreen } from '../../ui/offline-screen';
import { showToast } from '../../ui/toast';
import { useOnline } from '../../ui/use-online';
import buttons from '../../ui/button.module.css';
import { AccessLayout } from '../auth/access-layout';
import { recoveryMessages as m } from './messages';
import { completeCode, emptyCells } from './pin-cells';
import { PinInput } from './pin-input';
import { formatCountdown } from './resend-countdown';
import { useResendCountdown } from './use-resend-countdown';
import styles from './recovery.module.css';

/** '/redefinicao/validar-codigo': the 6-digit reset code → a reset token → '/redefinir-senha'. */
export function ValidateCodeScreen() {
  const navigate = useNavigate();
  const online = useOnline();
  const errorId = useId();
  const [request] = useState(readRecoveryRequest);
  const [cells, setCells] = useState(emptyCells);
  const [busy, setBusy] = useState<'validating' | 'resending' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const countdown = useResendCountdown();

  if (!online) return <OfflineScreen />;

  const contact = request?.contact;
  const code = completeCode(cells);

  async function validate(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!request || code === null || busy) return;
    setBusy('validating');
    setError(null);
    try {
      const answer = await validateRedefinitionCode({ code, userName: request.username });
      showToast(answer.message || m.validated);
      await navigate({ to: paths.resetPassword, search: { reset_token: answer.data } });
    } catch (failure) {
      setError((failure as Error).message || m.failed);
    } finally {
      setBusy(null);
    }
  }

  async function resend(): Promise<void> {
    if (!request?.contact || busy) return;
    setBusy('resending');
    setError(null);
    try {
      const answer = await resendRedefinitionCode({ username: request.username, contact: request.contact });
      countdown.restart();
      setCells(emptyCells());
      showToast(answer.message);
    } catch (failure) {
      setError((failure as Error).message || m.failed);
    } finally {
      setBusy(null);
    }
  }

  return (
    <AccessLayout>
      <form className={styles.form} onSubmit={(event) => void validate(event)} noValidate>
        <h1 className={styles.title}>{m.validateTitle}</h1>
        {!request ? (
          <>
            <p>{m.noRequest}</p>
            <Link to={paths.requestResetCode} className={`${buttons.button} ${buttons.primary} ${buttons.block}`}>
              {m.requestCode}
            </Link>
          </>
        ) : (
          <>
            <p>{contact ? m.codeSentTo(contact.method, contact.value) : m.codeSent}</p>
            <PinInput label={m.codeLabel} cells={cells} onChange={setCells} invalid={error !== null} describedBy={error ? errorId : undefined} />
            {error && (
              <p id={errorId} role="alert" className={styles.error}>
                {error}
              </p>
            )}
            <button
              type="button"
              className={`${buttons.button} ${buttons.secondary}`}
              disabled={countdown.left > 0 || busy !== null || !contact}
              onClick={() => void resend()}
            >
              {countdown.left > 0 ? m.resendIn(formatCountdown(countdown.left)) : m.resend}
            </button>
            <button
              type="submit"
              className={`${buttons.button} ${buttons.primary} ${buttons.block}`}
              disabled={code === null || busy !== null}
              aria-busy={busy === 'validating' || undefined}
            >
              {busy === 'validating' ? m.validating : m.continue}
            </button>
          </>
        )}
        <Link to={paths.login} className={styles.link}>
          {m.backToLogin}
        </Link>
      </form>
    </AccessLayout>
  );
}
