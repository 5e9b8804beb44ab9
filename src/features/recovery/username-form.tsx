import { useId, useState, type FormEvent } from 'react';
import buttons from '../../ui/button.module.css';
import { recoveryMessages as m } from './messages';
import styles from './recovery.module.css';

/** When neither the login nor this device names the user, the screen asks. */
export function UsernameForm({ onDone }: { onDone: (username: string) => void }) {
  const id = useId();
  const [value, setValue] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() !== '') onDone(value);
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p>{m.askUsername}</p>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {m.usernameLabel}
        </label>
        <input
          id={id}
          className={styles.input}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={m.usernamePlaceholder}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <button type="submit" className={`${buttons.button} ${buttons.primary} ${buttons.block}`} disabled={value.trim() === ''}>
        {m.continue}
      </button>
    </form>
  );
}
