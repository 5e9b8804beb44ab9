import { lazy, Suspense, useEffect, useId, useState, useSyncExternalStore, type FocusEvent, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { config } from '../../config/app-config';
import { paths, whatsappHref } from '../../config/paths';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../domain/password-rules';
import buttons from '../../ui/button.module.css';
import { useBrowserValue, useHydrated, useLiveControl } from '../../ui/use-browser-value';
import { useOpenedOnce } from '../../ui/use-opened-once';
import { AccessCodeInput, isCompleteCode } from './access-code-input';
import { subscribeTerms, termsAccepted } from './auth-flags';
import { isFirstAccess } from './first-access';
import { AccessLayout } from './access-layout';
import { authMessages } from './messages';
import { startRecovery, takePasswordReset } from '../../session/recovery-request';
import { TermsModal } from './terms-modal';
import { useLogin, type LoginVariant } from './use-login';
import styles from './login-screen.module.css';

// Shown only after some sign-in answers: loaded with the sign-in code, not with the page.
const loadPasswordDialogs = () => import('./password-dialogs');
// The earlier variant's password field and its hints: loaded once the visitor is on the form.
const loadPasswordField = () => import('./password-field');
const loadPasswordHints = () => import('./password-hints');
const PasswordField = lazy(async () => ({ default: (await loadPasswordField()).PasswordField }));
const AfterResetNote = lazy(async () => ({ default: (await loadPasswordHints()).AfterResetNote }));
const CodeLettersOffer = lazy(async () => ({ default: (await loadPasswordHints()).CodeLettersOffer }));
const PasswordWarningDialog = lazy(async () => ({ default: (await loadPasswordDialogs()).PasswordWarningDialog }));
const PasswordChangeDialog = lazy(async () => ({ default: (await loadPasswordDialogs()).PasswordChangeDialog }));

export function LoginScreen() {
  const navigate = useNavigate();
  const usernameId = useId();
  const errorId = useId();
  const [username, setUsername] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [variant, setVariant] = useState<LoginVariant>('code');
  // The page is pre-rendered as a first visit (terms to accept, no device id); hydration
  // starts from that and then reads this browser's flags.
  const accepted = useSyncExternalStore(subscribeTerms, termsAccepted, () => false);
  const firstAccess = useBrowserValue(isFirstAccess, true);
  // Typed into the pre-rendered form, text would be dropped by hydration: it waits for it.
  const editable = useHydrated();
  const live = useLiveControl();
  const [reviewingTerms, setReviewingTerms] = useState(false);
  const lettersId = useId();
  const [afterReset, setAfterReset] = useState(false);

  // After a reset the password is the way in: once, after hydration, the form opens for it.
  useEffect(() => {
    const resetFor = takePasswordReset();
    if (resetFor === null) return;
    setUsername(resetFor);
    setVariant('password');
    setAfterReset(true);
  }, []);

  const enterApp = () => navigate({ to: paths.partnerSelect, replace: true });
  // The recovery starts with the username typed here, if any.
  const recover = () => startRecovery(username);
  const login = useLogin({
    onSignedIn: enterApp,
    // A 470 or 471 keeps the username (and the holder's name) for the recovery that follows.
    onRefused: (name) => startRecovery(username, name),
    onAccessExpired: () => navigate({ to: paths.accessExpired }),
  });

  const dialogsMounted = useOpenedOnce(login.dialog.kind !== 'none');
  // The visitor started on the form: signing in, and maybe a dialog after it, are next.
  const preload = () => {
    login.preload();
    void Promise.all([loadPasswordDialogs(), loadPasswordField(), loadPasswordHints()]).catch(() => undefined);
  };
  // A field or a button, not the title the focus rests on once the terms close: only a visitor at the form preloads.
  const preloadAtControl = (event: FocusEvent<HTMLFormElement>) => {
    if (event.target.matches('input, button, select, textarea')) preload();
  };

  const secret = variant === 'code' ? code : password;
  const secretComplete = variant === 'code' ? isCompleteCode(code) : password.length >= PASSWORD_MIN;
  // Letters in the code are likely a password: offered as one, not dropped.
  const lettersInCode = variant === 'code' && /\p{L}/u.test(code);
  const canSubmit = username.trim() !== '' && secretComplete && !login.submitting;
  const supportHref = whatsappHref(config.supportWhatsapp);

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    if (!canSubmit) return;
    preload();
    void login.submit(username, secret, variant);
  }

  function switchTo(next: LoginVariant): void {
    setVariant(next);
    login.clearError();
  }

  function takeTypedAsPassword(): void {
    setPassword(code);
    setCode('');
    switchTo('password');
  }

  return (
    <AccessLayout>
      <form className={styles.form} onSubmit={onSubmit} onFocus={preloadAtControl} noValidate>
        <h1 className={styles.title}>{authMessages.loginTitle}</h1>
        {afterReset && (
          <Suspense fallback={null}>
            <AfterResetNote />
          </Suspense>
        )}
        <div className={styles.field}>
          <label htmlFor={usernameId} className={styles.label}>
            {authMessages.usernameLabel}
          </label>
          <input
            id={usernameId}
            className={styles.input}
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            readOnly={!editable}
            placeholder={authMessages.usernamePlaceholder}
            value={username}
            aria-invalid={login.fieldInError === 'username' || undefined}
            aria-describedby={login.error ? errorId : undefined}
            onChange={(event) => {
              setUsername(event.target.value);
              login.clearFieldError('username');
            }}
          />
        </div>
        {variant === 'code' ? (
          <AccessCodeInput
            value={code}
            readOnly={!editable}
            invalid={login.fieldInError === 'code' || lettersInCode}
            describedBy={[lettersInCode ? lettersId : '', login.error ? errorId : ''].join(' ').trim() || undefined}
            onChange={(value) => {
              setCode(value);
              login.clearFieldError('code');
            }}
          />
        ) : (
          <>
            <Suspense fallback={null}>
              <PasswordField
                label={authMessages.passwordLabel}
                value={password}
                onChange={setPassword}
                autoComplete="current-password"
                maxLength={PASSWORD_MAX}
                describedBy={login.error ? errorId : undefined}
              />
            </Suspense>
            <Link to={paths.forgotPassword} className={styles.link} onClick={recover}>
              {authMessages.forgotPassword}
            </Link>
          </>
        )}
        {lettersInCode && (
          <Suspense fallback={null}>
            <CodeLettersOffer id={lettersId} onUse={takeTypedAsPassword} />
          </Suspense>
        )}
        {login.error && (
          <p id={errorId} role="alert" className={styles.error}>
            {login.error}
          </p>
        )}
        <button
          type="submit"
          className={`${buttons.button} ${buttons.primary} ${buttons.block}`}
          disabled={!canSubmit}
          aria-busy={login.submitting || undefined}
        >
          {variant === 'password' && login.submitting ? authMessages.loading : authMessages.submit}
        </button>
        {!lettersInCode && (
          <button type="button" {...live} className={`${buttons.button} ${buttons.link}`} onClick={() => switchTo(variant === 'code' ? 'password' : 'code')}>
            {variant === 'code' ? authMessages.withPassword : authMessages.withCode}
          </button>
        )}
        <Link to={paths.forgotPassword} className={styles.link} onClick={recover}>
          {firstAccess ? authMessages.firstAccess : authMessages.newCode}
        </Link>
        <a className={styles.link} href={supportHref} target="_blank" rel="noopener noreferrer">
          {authMessages.contactUs}
        </a>
      </form>
      <footer className={styles.footer}>
        <button type="button" {...live} className={`${buttons.button} ${buttons.link}`} onClick={() => setReviewingTerms(true)}>
          {authMessages.terms}
        </button>
      </footer>
      <TermsModal open={reviewingTerms || !accepted} blocking={!accepted} onDone={() => setReviewingTerms(false)} />
      {dialogsMounted && (
        <Suspense fallback={null}>
          <PasswordWarningDialog
            text={login.dialog.kind === 'warning' ? login.dialog.text : null}
            onDefineCode={() => navigate({ to: paths.changeAccessCode, search: { entrada: true }, replace: true })}
            onLater={enterApp}
          />
          <PasswordChangeDialog
            open={login.dialog.kind === 'password-change'}
            supportHref={supportHref}
            onReset={() => navigate({ to: paths.requestResetCode })}
            onClose={login.closeDialog}
          />
        </Suspense>
      )}
    </AccessLayout>
  );
}
