import buttons from '../../ui/button.module.css';
import { passwordMessages as m } from './password-messages';
import styles from './login-screen.module.css';

/** Right after a reset: why the login opened for the password. */
export function AfterResetNote() {
  return (
    <p role="status" className={styles.note}>
      {m.afterReset}
    </p>
  );
}

/** Letters typed in the code: likely a password, offered as one (what was typed goes with it). */
export function CodeLettersOffer({ id, onUse }: { id: string; onUse: () => void }) {
  return (
    <div className={styles.offer}>
      <p id={id} className={styles.note}>
        {m.codeHasLetters}
      </p>
      <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onUse}>
        {m.usePassword}
      </button>
    </div>
  );
}
