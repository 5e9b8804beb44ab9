import { useId, useState } from 'react';
import { barcodeDigits } from '../../domain/gtin';
import buttonStyles from '../../ui/button.module.css';
import { scannerMessages } from './messages';
import formStyles from '../../ui/form.module.css';
import styles from './scanner.module.css';

/** The barcode's number typed by hand: the way in without a camera, and on a worn label. */
export function TypedCode({ onCode }: { onCode: (code: string) => void }) {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const errorId = useId();
  return (
    <form
      className={styles.typed}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const code = barcodeDigits(text);
        setInvalid(!code);
        if (code) onCode(code);
      }}
    >
      <label htmlFor={inputId}>{scannerMessages.typeLabel}</label>
      <div className={styles.typedRow}>
        <input
          id={inputId}
          className={formStyles.input}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={text}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
          {scannerMessages.typeSubmit}
        </button>
      </div>
      {invalid && (
        <p id={errorId} role="alert" className={styles.error}>
          {scannerMessages.typeInvalid}
        </p>
      )}
    </form>
  );
}
