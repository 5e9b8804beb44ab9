import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { replayBlocked } from '../../config/replay-privacy';
import { enterDigits, PIN_LENGTH } from './pin-cells';
import { recoveryMessages } from './messages';
import styles from './recovery.module.css';

interface PinInputProps {
  label: string;
  cells: string[];
  onChange: (cells: string[]) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** Six numeric boxes; a paste (Ctrl+V) or an SMS autofill of the whole code fills them all. */
export function PinInput({ label, cells, onChange, invalid, describedBy }: PinInputProps) {
  const labelId = useId();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  function enter(index: number, input: string): void {
    const result = enterDigits(cells, index, input);
    onChange(result.cells);
    boxes.current[result.focus]?.focus();
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'Backspace' && cells[index] === '' && index > 0) {
      event.preventDefault();
      onChange(cells.map((cell, i) => (i === index - 1 ? '' : cell)));
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowLeft' && index > 0) boxes.current[index - 1]?.focus();
    else if (event.key === 'ArrowRight' && index < PIN_LENGTH - 1) boxes.current[index + 1]?.focus();
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>): void {
    event.preventDefault();
    enter(index, event.clipboardData.getData('text'));
  }

  return (
    <div role="group" aria-labelledby={labelId} className={styles.pinField} {...replayBlocked}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.pin}>
        {cells.map((cell, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className={styles.pinBox}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={recoveryMessages.digitOf(label, index + 1)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={cell}
            onFocus={(event) => event.target.select()}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onChange={(event) => {
              const { value } = event.target;
              if (value === '') onChange(cells.map((c, i) => (i === index ? '' : c)));
              // A digit typed beside the one already there replaces it; a whole code (autofill) fills every box.
              else enter(index, value.length >= PIN_LENGTH || cell === '' ? value : value.replace(cell, '') || value);
            }}
          />
        ))}
      </div>
    </div>
  );
}
