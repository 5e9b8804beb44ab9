import { useId, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import { readSignupState, type SignupState } from '../../db/signup-state';
import { signupGreeting } from '../../domain/greeting';
import { registerContact } from '../../session/signup';
import buttons from '../../ui/button.module.css';
import { AccessLayout } from '../auth/access-layout';
import { signupMessages } from './messages';
import { useSignupRequest } from './use-signup-request';
import styles from './signup.module.css';
import { needsServer } from './needs-server';

/** [access §5] */
const CONTACT_NAME_MAX = 50;
const CONTACT_PHONE_MAX = 11;

/** "Meu Whatsapp não está na lista" [access §2.7]: a contact person and a number for the partner's team. */
function ContactLinkScreenOnline() {
  // The route opens this screen only with a signup in progress.
  const [state] = useState(() => readSignupState() as SignupState);
  const nameId = useId();
  const phoneId = useId();
  const errorId = useId();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const { busy, error, run } = useSignupRequest();
  const [sentName, setSentName] = useState<string | null>(null);

  async function onSubmit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (busy) return;
    await run(async () => {
      await registerContact(name.trim(), phone);
      setSentName(name.trim());
    });
  }

  if (sentName) {
    return (
      <AccessLayout>
        <div className={styles.centered}>
          <h1 className={styles.title}>{signupMessages.contactSentTitle}</h1>
          <p>{signupMessages.contactSentText(sentName)}</p>
          <Link to={paths.hub} className={`${buttons.button} ${buttons.primary} ${buttons.block}`}>
            {signupMessages.backToStart}
          </Link>
        </div>
      </AccessLayout>
    );
  }

  return (
    <AccessLayout>
      <form className={styles.column} onSubmit={(event) => void onSubmit(event)} noValidate>
        <h1 className={styles.title}>{signupMessages.greeting(signupGreeting(state.customer))}</h1>
        <p className={styles.text}>{signupMessages.contactText}</p>
        <div className={styles.field}>
          <label htmlFor={nameId} className={styles.label}>
            {signupMessages.contactNameLabel}
          </label>
          <input
            id={nameId}
            className={styles.input}
            value={name}
            maxLength={CONTACT_NAME_MAX}
            autoComplete="name"
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={phoneId} className={styles.label}>
            {signupMessages.contactPhoneLabel}
          </label>
          <input
            id={phoneId}
            className={styles.input}
            value={phone}
            maxLength={CONTACT_PHONE_MAX}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setPhone(event.target.value.replace(/\D/g, ''))}
          />
        </div>
        {error && (
          <p id={errorId} role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <button type="submit" className={`${buttons.button} ${buttons.primary} ${buttons.block}`} aria-busy={busy || undefined}>
          {signupMessages.send}
        </button>
        <Link to={paths.activation} search={{ code: state.customer.partnerId, track: state.trackid }} className={styles.link}>
          {signupMessages.back}
        </Link>
      </form>
    </AccessLayout>
  );
}

export const ContactLinkScreen = needsServer(ContactLinkScreenOnline);
