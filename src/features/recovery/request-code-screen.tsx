import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { config } from '../../config/app-config';
import { paths, whatsappHref } from '../../config/paths';
import type { PasswordRedefinitionContact } from '../../domain/entities/account';
import { capitalisedGreeting } from '../../domain/greeting';
import { loginUsername } from '../../domain/tax-id';
import { sendRedefinitionCode } from '../../session/recovery';
import { readRecoveryRequest, recoveryUsername, writeRecoveryRequest } from '../../session/recovery-request';
import { OfflineScreen } from '../../ui/offline-screen';
import { showToast } from '../../ui/toast';
import { useOnline } from '../../ui/use-online';
import buttons from '../../ui/button.module.css';
import { AccessLayout } from '../auth/access-layout';
import { ContactForm } from './contact-form';
import { recoveryMessages as m } from './messages';
import { startCountdown } from './resend-countdown';
import { useContacts } from './use-contacts';
import { UsernameForm } from './username-form';
import styles from './recovery.module.css';

/**
 * The trade name to greet `username` by [access §2.9]: the refused sign-in's answer gave it (470, 471); otherwise none
 * ('Cliente,'): the device knows a person's name, not the business's, and the server names nobody to a stranger.
 */
function recoveryName(username: string): string | null {
  const request = readRecoveryRequest();
  return request?.username === username ? (request.name ?? null) : null;
}

/** '/esqueci-minha-senha' and '/redefinicao/solicitar-codigo': where the reset code should go. */
export function RequestCodeScreen() {
  const navigate = useNavigate();
  const online = useOnline();
  const [username, setUsername] = useState(recoveryUsername);
  const contacts = useContacts(username);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!online) return <OfflineScreen />;

  const name = username === null ? null : recoveryName(username);

  async function send(contact: PasswordRedefinitionContact): Promise<void> {
    if (username === null) return;
    setSending(true);
    setError(null);
    try {
      const answer = await sendRedefinitionCode({ method: contact.method, identifier: contact.identifier, username });
      writeRecoveryRequest({ username, contact });
      startCountdown();
      showToast(answer.message);
      await navigate({ to: paths.validateResetCode });
    } catch (failure) {
      setError((failure as Error).message || m.failed);
    } finally {
      setSending(false);
    }
  }

  return (
    <AccessLayout>
      <div className={styles.form}>
        <h1 className={styles.title}>{m.requestTitle}</h1>
        {username === null ? (
          <UsernameForm onDone={(typed) => setUsername(loginUsername(typed.trim()))} />
        ) : (
          <>
            <p className={styles.greeting}>{name ? m.greeting(capitalisedGreeting(name)) : m.greetingFallback}</p>
            {contacts.state.kind === 'loading' && <p role="status">{m.loadingContacts}</p>}
            {contacts.state.kind === 'failed' && (
              <>
                <p role="alert" className={styles.error}>
                  {contacts.state.message}
                </p>
                <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={contacts.reload}>
                  {m.retry}
                </button>
              </>
            )}
            {contacts.state.kind === 'loaded' &&
              (contacts.state.contacts.length > 0 ? (
                <>
                  <p>{m.chooseContact}</p>
                  <ContactForm contacts={contacts.state.contacts} sending={sending} error={error} onSend={(c) => void send(c)} />
                </>
              ) : (
                <>
                  <p>{m.noContacts}</p>
                  <a className={`${buttons.button} ${buttons.secondary}`} href={whatsappHref(config.supportWhatsapp)} target="_blank" rel="noopener noreferrer">
                    {m.contactUs}
                  </a>
                </>
              ))}
            <button type="button" className={`${buttons.button} ${buttons.link}`} onClick={() => setUsername(null)}>
              {m.changeUser}
            </button>
          </>
        )}
        <Link to={paths.login} className={styles.link}>
          {m.backToLogin}
        </Link>
      </div>
    </AccessLayout>
  );
}
