import type { KeyboardEvent } from 'react';
import { BLOCKED_CVV_KEYS, cardNumberMaxLength, HOLDER_MAX } from './card-input';
import { cvvLength } from '../../domain/card';
import { cardMessages } from './messages';
import type { CardField, CardForm } from './use-card-form';
import styles from './card.module.css';

interface FieldProps {
  form: CardForm;
  field: CardField;
  label: string;
  errorId: string;
  inputMode?: 'numeric' | 'text';
  autoComplete: string;
  maxLength: number;
  placeholder?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

function Field({ form, field, label, errorId, ...input }: FieldProps) {
  const invalid = form.invalid.has(field);
  const id = `card-${field}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={`${styles.input} ${invalid ? styles.invalid : ''}`}
        value={form.values[field]}
        onChange={(event) => form.set(field, event.target.value)}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        spellCheck={false}
        {...input}
      />
    </div>
  );
}

/** The four card fields [access §2.14] [access §5]; Enter submits the form. */
export function CardFields({ form, errorId }: { form: CardForm; errorId: string }) {
  const blockCvvKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (BLOCKED_CVV_KEYS.includes(event.key)) event.preventDefault();
  };
  const number = form.values.number;
  return (
    <>
      <Field form={form} field="number" label={cardMessages.number} errorId={errorId} inputMode="numeric" autoComplete="cc-number" maxLength={cardNumberMaxLength(number)} />
      <Field form={form} field="holder" label={cardMessages.holder} errorId={errorId} autoComplete="cc-name" maxLength={HOLDER_MAX} />
      <div className={styles.row}>
        <Field form={form} field="expiry" label={cardMessages.expiry} errorId={errorId} inputMode="numeric" autoComplete="cc-exp" maxLength={7} placeholder={cardMessages.expiryPlaceholder} />
        <Field form={form} field="cvv" label={cardMessages.cvv} errorId={errorId} inputMode="numeric" autoComplete="cc-csc" maxLength={cvvLength(number)} onKeyDown={blockCvvKeys} />
      </div>
    </>
  );
}
