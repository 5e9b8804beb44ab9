import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import { readSignupState, updateSignupState, type SignupState } from '../../db/signup-state';
import { signupGreeting } from '../../domain/greeting';
import { sendActivationEmail, sendActivationLink } from '../../session/signup';
import buttons from '../../ui/button.module.css';
import { AccessLayout } from '../auth/access-layout';
import { ActivationSent } from './activation-sent';
import { signupMessages } from './messages';
import { useSignupRequest } from './use-signup-request';
import styles from './signup.module.css';
import { needsServer } from './needs-server';

const NOT_LISTED = 'not-listed';

/** Activation phone choice [access §2.6]: the WhatsApp number that receives the activation link. */
function PhoneChoiceScreenOnline() {
  // The route lets this screen open only with a signup in progress.
  const [state, setState] = useState(() => readSignupState() as SignupState);
  const navigate = useNavigate();
  const errorId = useId();
  const [selected, setSelected] = useState<number | typeof NOT_LISTED | null>(state.selectedPhoneId);
  const { busy, error, setError, run } = useSignupRequest();
  const { customer } = state;
  const greeting = signupGreeting(customer);

  function send(action: () => Promise<void>): Promise<void> {
    return run(async () => {
      await action();
      setState(readSignupState() as SignupState);
    });
  }

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    if (busy) return;
    if (selected === null) setError(signupMessages.phoneRequired);
    else if (selected === NOT_LISTED) void navigate({ to: paths.activationLink });
    else void send(() => sendActivationLink(selected, greeting));
  }

  function changeSelected(): void {
    if (typeof selected !== 'number') {
      setError(signupMessages.phoneRequired);
      return;
    }
    updateSignupState({ selectedPhoneId: selected });
    void navigate({ to: paths.activationNewNumber });
  }

  if (state.finishRegister && state.sentTo) {
    return (
      <AccessLayout>
        <ActivationSent sentTo={state.sentTo} />
      </AccessLayout>
    );
  }

  return (
    <AccessLayout>
      <form className={styles.column} onSubmit={onSubmit} noValidate>
        <h1 className={styles.title}>{signupMessages.greeting(greeting)}</h1>
        <fieldset className={styles.options} aria-describedby={error ? errorId : undefined}>
          <legend className={styles.legend}>{signupMessages.choosePhone}</legend>
          {customer.phoneNumbers.map((phone) => (
            <label key={phone.phoneNumberId} className={styles.option}>
              <input
                type="radio"
                name="phone"
                checked={selected === phone.phoneNumberId}
                onChange={() => {
                  setSelected(phone.phoneNumberId);
                  setError(null);
                }}
              />
              {phone.phoneNumber}
            </label>
          ))}
          <label className={styles.option}>
            <input
              type="radio"
              name="phone"
              checked={selected === NOT_LISTED}
              onChange={() => {
                setSelected(NOT_LISTED);
                setError(null);
              }}
            />
            {signupMessages.phoneNotListed}
          </label>
        </fieldset>
        {error && (
          <p id={errorId} role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <button type="submit" className={`${buttons.button} ${buttons.primary} ${buttons.block}`} aria-busy={busy || undefined}>
          {signupMessages.confirm}
        </button>
        <button type="button" className={`${buttons.button} ${buttons.link}`} onClick={changeSelected}>
          {signupMessages.changeSelected}
        </button>
        {customer.email && (
          <button
            type="button"
            className={`${buttons.button} ${buttons.secondary} ${buttons.block}`}
            disabled={busy}
            onClick={() => void send(sendActivationEmail)}
          >
            {signupMessages.byEmail(customer.email)}
          </button>
        )}
      </form>
    </AccessLayout>
  );
}

export const PhoneChoiceScreen = needsServer(PhoneChoiceScreenOnline);
