import { useId } from 'react';
import { PASSWORD_MAX } from '../../domain/password-rules';
import { authMessages } from './messages';
import styles from './login-screen.module.css';

export const ACCESS_CODE_LENGTH = 6;

/** Only digits, at most 6; with a letter in it, the text as typed (up to a password's length). */
function keptInCode(typed: string): string {
  return /\p{L}/u.test(typed) ? typed.slice(0, PASSWORD_MAX) : typed.replace(/\D/g, '').slice(0, ACCESS_CODE_LENGTH);
}

/** A code the server can take: exactly 6 digits. */
export const isCompleteCode = (code: string) => /^\d{6}$/.test(code);

interface AccessCodeInputProps {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy?: string;
  readOnly?: boolean;
}

/**
 * The 6-digit code; a plain input keeps mask libraries out of the login bundle. Letters are kept, not dropped:
 * they are likely a password, which the login then offers to use.
 */
export function AccessCodeInput({ value, onChange, invalid, describedBy, readOnly }: AccessCodeInputProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {authMessages.codeLabel}
      </label>
      <input
        id={id}
        className={`${styles.input} ${styles.code}`}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        placeholder="••••••"
        readOnly={readOnly}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(keptInCode(event.target.value))}
      />
    </div>
  );
}
