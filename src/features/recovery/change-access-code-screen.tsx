import { useId, useState, type FormEvent } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import { changeAccessCode } from '../../session/recovery';
import { currentPartnerId } from '../../session/session';
import { useBack } from '../../ui/back';
import { OfflineScreen } from '../../ui/offline-screen';
import { ScreenHeading } from '../../ui/screen-heading';
import { showToast } from '../../ui/toast';
import { useOnline } from '../../ui/use-online';
import { PasswordField } from '../auth/password-field';
import buttons from '../../ui/button.module.css';
import { AccessLayout } from '../auth/access-layout';
import { recoveryMessages as m } from './messages';
import { completeCode, emptyCells } from './pin-cells';
import { PinInput } from './pin-input';
import styles from './recovery.module.css';

const route = getRouteApi('/alterar-codigo-acesso');

/**
 * '/alterar-codigo-acesso': the signed-in user chooses a definitive access code; it needs the server, and the current
 * code or password as proof (a session alone is not: docs/decisions/0122-access-code-change-proof.md).
 */
export function ChangeAccessCodeScreen() {
  const online = useOnline();
  const navigate = useNavigate();
  const back = useBack(currentPartnerId());
  // Opened by the sign-in's warning: the app opens next, as its 'Lembrar-me depois' would.
  const fromSignIn = route.useSearch().entrada === true;
  const leave = fromSignIn ? () => void navigate({ to: paths.partnerSelect, replace: true }) : back;
  const errorId = useId();
  const [current, setCurrent] = useState('');
  const [code, setCode] = useState(emptyCells);
  const [confirmation, setConfirmation] = useState(emptyCells);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!online) return <OfflineScreen />;

  const chosen = completeCode(code);
  const confirmed = completeCode(confirmation);

  async function onSubmit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (chosen === null || confirmed === null || sending) return;
    if (chosen !== confirmed) return setError(m.codesDiffer);
    setSending(true);
    setError(null);
    try {
      const answer = await changeAccessCode(chosen, current);
      showToast(answer.message || m.codeDefined);
      setCurrent('');
      setCode(emptyCells());
      setConfirmation(emptyCells());
      leave();
    } catch (failure) {
      setError((failure as Error).message || m.failed);
    } finally {
      setSending(false);
    }
  }

  const describedBy = error ? errorId : undefined;
  return (
    <AccessLayout>
      <section className={styles.screen} aria-labelledby="change-code-title">
        <ScreenHeading id="change-code-title" onBack={leave}>
          {m.changeTitle}
        </ScreenHeading>
        <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
          <p>{m.changeText}</p>
          <PasswordField label={m.currentCode} value={current} onChange={setCurrent} autoComplete="current-password" maxLength={64} describedBy={describedBy}>
            <p className={styles.hint}>{m.currentCodeHint}</p>
          </PasswordField>
          <PinInput label={m.newCode} cells={code} onChange={setCode} invalid={error !== null} describedBy={describedBy} />
          <PinInput label={m.confirmCode} cells={confirmation} onChange={setConfirmation} invalid={error !== null} describedBy={describedBy} />
          {error && (
            <p id={errorId} role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <button
            type="submit"
            className={`${buttons.button} ${buttons.primary} ${buttons.block}`}
            disabled={chosen === null || confirmed === null || sending}
            aria-busy={sending || undefined}
          >
            {sending ? m.changing : m.changeSubmit}
          </button>
        </form>
      </section>
    </AccessLayout>
  );
}
