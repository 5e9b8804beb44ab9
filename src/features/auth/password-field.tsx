import { useId, useState, type ReactNode } from 'react';
import buttons from '../../ui/button.module.css';
import { passwordMessages as m } from './password-messages';
import styles from './login-screen.module.css';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'new-password' | 'current-password';
  invalid?: boolean;
  maxLength?: number;
  /** an error shown elsewhere that is about this field */
  describedBy?: string;
  /** messages under the field, linked to it */
  children?: ReactNode;
}

/** A password input with its show/hide toggle. */
export function PasswordField({ label, value, onChange, autoComplete, invalid, maxLength, describedBy, children }: PasswordFieldProps) {
  const id = useId();
  const noteId = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.secret}>
        <input
          id={id}
          className={styles.input}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          maxLength={maxLength}
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={[children ? noteId : '', describedBy ?? ''].join(' ').trim() || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary}`}
          aria-label={m.toggleSecret(shown, label)}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? m.hide : m.show}
        </button>
      </div>
      {children && <div id={noteId}>{children}</div>}
    </div>
  );
}
