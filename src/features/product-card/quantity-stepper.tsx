import { memo, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../ui/icon';
import {
  canDecrement,
  canIncrement,
  decrement,
  increment,
  parseQuantityInput,
} from '../../domain/quantity';
import { productCardMessages } from './messages';
import styles from './quantity-stepper.module.css';

interface QuantityStepperProps {
  value: number;
  familyName: string;
  onChange: (quantity: number) => void;
  /** The field lost focus: the caller sends pending changes at once. */
  onCommit?: () => void;
  disabled?: boolean;
  /** id of the text saying why the stepper is disabled */
  describedBy?: string;
}

/** After this, `value` is trusted again even if it never showed the asked quantity (a rollback). */
const ASKED_FRESH_MS = 1000;

const blockedKeys = new Set(['ArrowUp', 'ArrowDown', 'e', 'E', '+', '-', '.', ',']);

/**
 * − [quantity] + with the rules of [commerce §5] (digits only, 0..999). A text input, not
 * type=number, so neither the arrow keys nor the wheel can change the value.
 */
export const QuantityStepper = memo(function QuantityStepper({
  value,
  familyName,
  onChange,
  onCommit,
  disabled = false,
  describedBy,
}: QuantityStepperProps) {
  // While typing, an emptied field or a leading 0 stays as typed instead of removing the
  // item at once ('05' is 5): 0 is applied when the field is left.
  const [draft, setDraft] = useState<string | null>(null);
  // The cart write behind `onChange` is async: until `value` shows the last quantity asked
  // for, a quick second tap or keystroke builds on that quantity, not on the stale `value`
  // (else typing '17' over 17 sent 1, and two quick taps added one).
  const asked = useRef<{ quantity: number; at: number } | null>(null);
  useEffect(() => {
    if (asked.current?.quantity === value) asked.current = null;
  }, [value]);
  const current = () => {
    const last = asked.current;
    return last && Date.now() - last.at < ASKED_FRESH_MS ? last.quantity : value;
  };
  const ask = (quantity: number) => {
    asked.current = { quantity, at: Date.now() };
    onChange(quantity);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (blockedKeys.has(event.key)) event.preventDefault();
    if (event.key === 'Enter') event.currentTarget.blur();
  };

  const onType = (text: string) => {
    const digits = text.replace(/\D/g, '');
    const next = parseQuantityInput(digits, value);
    if (next === 0) {
      setDraft(digits === '' ? '' : '0');
      return;
    }
    setDraft(String(next));
    if (next !== current()) ask(next);
  };

  const onBlur = () => {
    if (draft !== null && parseQuantityInput(draft, value) === 0 && current() !== 0) ask(0);
    setDraft(null);
    onCommit?.();
  };

  return (
    <div className={styles.stepper}>
      <StepButton
        icon="minus"
        label={productCardMessages.decrease(familyName)}
        describedBy={describedBy}
        disabled={disabled || !canDecrement(value)}
        onClick={() => ask(decrement(current()))}
      />
      <input
        className={styles.input}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={3}
        aria-label={productCardMessages.quantityLabel(familyName)}
        aria-describedby={describedBy}
        value={draft ?? String(value)}
        disabled={disabled}
        onKeyDown={onKeyDown}
        onChange={(event) => onType(event.target.value)}
        onFocus={(event) => event.target.select()}
        onBlur={onBlur}
      />
      <StepButton
        icon="plus"
        label={productCardMessages.increase(familyName)}
        describedBy={describedBy}
        disabled={disabled || !canIncrement(value)}
        onClick={() => ask(increment(current()))}
      />
    </div>
  );
});

interface StepButtonProps {
  icon: 'minus' | 'plus';
  label: string;
  describedBy: string | undefined;
  disabled: boolean;
  onClick: () => void;
}

function StepButton({ icon, label, describedBy, disabled, onClick }: StepButtonProps) {
  return (
    <button type="button" className={styles.step} aria-label={label} aria-describedby={describedBy} disabled={disabled} onClick={onClick}>
      <Icon name={icon} size={20} />
    </button>
  );
}
