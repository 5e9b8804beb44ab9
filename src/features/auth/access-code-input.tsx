import { useId } from 'react';
import { authMessages } from './messages';
import styles from './login-screen.module.css';

export const ACCESS_CODE_LENGTH = 6;

interface AccessCodeInputProps {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy?: string;
  readOnly?: boolean;
}

/** The 6-digit code; a plain input keeps mask libraries out of the login bundle. */
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
        maxLength={ACCESS_CODE_LENGTH}
        placeholder="••••••"
        readOnly={readOnly}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, ACCESS_CODE_LENGTH))}
      />
    </div>
  );
}
