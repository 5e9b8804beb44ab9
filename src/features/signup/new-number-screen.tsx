import { useId, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { IMaskInput } from 'react-imask';
import { paths } from '../../config/paths';
import { readSignupState, type SignupState } from '../../db/signup-state';
import { maskPhone, normalizeNewNumber } from '../../domain/contact-masks';
import { requestNumberChange } from '../../session/signup';
import buttons from '../../ui/button.module.css';
import { showToast } from '../../ui/toast';
import { AccessLayout } from '../auth/access-layout';
import { signupMessages } from './messages';
import { useSignupRequest } from './use-signup-request';
import styles from './signup.module.css';
import { needsServer } from './needs-server';

/** Change number [access §2.7, §5]: the new number receives a confirmation link; the old one is replaced after it. */
function NewNumberScreenOnline() {
  // The route opens this screen only with a signup in progress and a number chosen.
  const [state] = useState(() => readSignupState() as SignupState);
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const { busy, error, setError, run } = useSignupRequest();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const back = { code: state.customer.partnerId, track: state.trackid };

  async function onSubmit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const digits = normalizeNewNumber(value);
    if (digits === '') return setError(signupMessages.numberEmpty);
    if (digits.length < 10) return setError(signupMessages.numberIncomplete);
    await run(async () => {
      await requestNumberChange(digits, state.selectedPhoneId as number);
      showToast(signupMessages.changeRequested);
      setSentTo(maskPhone(digits));
    });
  }

  if (sentTo) {
    return (
      <AccessLayout>
        <div className={styles.centered}>
          <h1 className={styles.title}>{signupMessages.changeSentTitle}</h1>
          <p>{signupMessages.changeSentText(sentTo)}</p>
          <Link to={paths.activation} search={back} className={`${buttons.button} ${buttons.primary} ${buttons.block}`}>
            {signupMessages.back}
          </Link>
        </div>
      </AccessLayout>
    );
  }

  return (
    <AccessLayout>
      <form className={styles.column} onSubmit={(event) => void onSubmit(event)} noValidate>
        <h1 className={styles.title}>{signupMessages.newNumberTitle}</h1>
        <p className={styles.text}>{signupMessages.newNumberText}</p>
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.label}>
            {signupMessages.newNumberLabel}
          </label>
          <IMaskInput
            id={inputId}
            className={styles.input}
            mask="(00) 00000-0000"
            value={value}
            onAccept={(masked: string) => {
              setValue(masked);
              setError(null);
            }}
            // A pasted +55 is the country code, not the area code [access §5].
            onPaste={(event) => {
              const text = event.clipboardData.getData('text');
              if (!/^\s*\+\s*55/.test(text)) return;
              event.preventDefault();
              setValue(normalizeNewNumber(text));
            }}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(00) 00000-0000"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error && (
            <p id={errorId} role="alert" className={styles.error}>
              {error}
            </p>
          )}
        </div>
        <button type="submit" className={`${buttons.button} ${buttons.primary} ${buttons.block}`} aria-busy={busy || undefined}>
          {signupMessages.send}
        </button>
        <Link to={paths.activation} search={back} className={styles.link}>
          {signupMessages.back}
        </Link>
      </form>
    </AccessLayout>
  );
}

export const NewNumberScreen = needsServer(NewNumberScreenOnline);
