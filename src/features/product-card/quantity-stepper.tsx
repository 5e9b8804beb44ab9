import { memo, useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import type { Package } from '../../domain/entities/catalogue';
import { onePackage } from '../../domain/package-name';
import { Icon } from '../../ui/icon';
import {
  canDecrement,
  canIncrement,
  decrement,
  increment,
  parseQuantityInput,
  readQuantityInput,
  type QuantityCut,
} from '../../domain/quantity';
import { ariaIds } from '../../ui/aria-ids';
import { productCardMessages } from './messages';
import styles from './quantity-stepper.module.css';

interface QuantityStepperProps {
  value: number;
  familyName: string;
  /** the package a step adds or removes: names the − and + buttons ('uma caixa') */
  pkg?: Pick<Package, 'packageType' | 'label' | 'description'>;
  /** may answer the write it starts: the next step builds on this quantity until it is written */
  onChange: (quantity: number) => Promise<void> | void;
  /** The field lost focus: the caller sends pending changes at once. */
  onCommit?: () => void;
  /**
   * A '0' typed that removes the item once the field is left (true), or no longer (false: another
   * quantity typed, or the removal written): the caller keeps it through a reload meanwhile.
   */
  onZeroTyped?: (typed: boolean) => void;
  disabled?: boolean;
  /** id of the text saying why the stepper is disabled */
  describedBy?: string;
  /** id for the note under the field ('Máximo 999', what a typed entry became), so other controls can point at it */
  noteId?: string;
  /** the + button, for moving focus to the stepper */
  plusRef?: Ref<HTMLButtonElement>;
}

/** This long after the write, `value` is trusted again even if it never showed the asked quantity (a rollback). */
const ASKED_FRESH_MS = 1000;

const blockedKeys = new Set(['ArrowUp', 'ArrowDown', 'e', 'E', '+', '-', '.', ',']);

function cutNotice(cut: QuantityCut): string {
  return cut.kind === 'above-maximum'
    ? productCardMessages.aboveMaximum(cut.digits)
    : productCardMessages.notDigits(cut.typed, cut.digits);
}


/**
 * − [quantity] + with the rules of [commerce §5] (digits only, 0..999). A text input, not
 * type=number, so neither the arrow keys nor the wheel can change the value. An entry the
 * rules cut says so in a polite live note under the field, which also says 'Máximo 999'
 * while + is disabled there.
 */
export const QuantityStepper = memo(function QuantityStepper({
  value,
  familyName,
  pkg,
  onChange,
  onCommit,
  onZeroTyped,
  disabled = false,
  describedBy,
  noteId,
  plusRef,
}: QuantityStepperProps) {
  const ownNoteId = useId();
  const noteFor = noteId ?? ownNoteId;
  // While typing, an emptied field or a leading 0 stays as typed instead of removing the
  // item at once ('05' is 5): 0 is applied when the field is left.
  const [draft, setDraft] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The cart write behind `onChange` is async: until `value` shows the last quantity asked
  // for, a quick second tap or keystroke builds on that quantity, not on the stale `value`
  // (else typing '17' over 17 sent 1, and two quick taps added one).
  // The write may first wait for its code to load: the time counts from when it is written.
  const asked = useRef<{ quantity: number; writtenAt: number | null } | null>(null);
  useEffect(() => {
    if (asked.current?.quantity === value) asked.current = null;
  }, [value]);
  const current = () => {
    const last = asked.current;
    const fresh = last && (last.writtenAt === null || Date.now() - last.writtenAt < ASKED_FRESH_MS);
    return fresh ? last.quantity : value;
  };
  const ask = (quantity: number, onWritten?: () => void) => {
    const mark = { quantity, writtenAt: null as number | null };
    asked.current = mark;
    const written = () => {
      mark.writtenAt = Date.now();
      onWritten?.();
    };
    void Promise.resolve(onChange(quantity)).then(written, written);
  };
  const step = (quantity: number) => {
    setNotice(null);
    ask(quantity);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (blockedKeys.has(event.key)) event.preventDefault();
    if (event.key === 'Enter') event.currentTarget.blur();
  };

  const onType = (text: string) => {
    const { quantity: next, cut } = readQuantityInput(text, current());
    setNotice(cut ? cutNotice(cut) : null);
    if (next === 0) {
      setDraft(text.replace(/\D/g, '') === '' ? '' : '0');
      if (current() !== 0) onZeroTyped?.(true);
      return;
    }
    if (draft !== null && parseQuantityInput(draft, value) === 0) onZeroTyped?.(false);
    setDraft(String(next));
    if (next !== current()) ask(next);
  };

  const onBlur = () => {
    if (draft !== null && parseQuantityInput(draft, value) === 0 && current() !== 0) ask(0, () => onZeroTyped?.(false));
    setDraft(null);
    onCommit?.();
  };

  const atMaximum = !canIncrement(value);
  const one = onePackage(pkg);
  return (
    <div className={styles.field}>
      <div className={styles.stepper}>
        <StepButton
          icon="minus"
          label={productCardMessages.decrease(one, familyName)}
          describedBy={describedBy}
          disabled={disabled || !canDecrement(value)}
          onClick={() => step(decrement(current()))}
        />
        <input
          className={styles.input}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          aria-label={productCardMessages.quantityLabel(familyName)}
          aria-describedby={ariaIds(describedBy, notice !== null && noteFor)}
          value={draft ?? String(value)}
          disabled={disabled}
          onKeyDown={onKeyDown}
          onChange={(event) => onType(event.target.value)}
          onFocus={(event) => event.target.select()}
          onBlur={onBlur}
        />
        <StepButton
          ref={plusRef}
          icon="plus"
          label={productCardMessages.increase(one, familyName)}
          describedBy={ariaIds(describedBy, atMaximum && noteFor)}
          disabled={disabled || atMaximum}
          onClick={() => step(increment(current()))}
        />
      </div>
      <span id={noteFor} role="status" className={styles.note}>
        {notice ?? (atMaximum ? productCardMessages.maximum : '')}
      </span>
    </div>
  );
});

interface StepButtonProps {
  ref?: Ref<HTMLButtonElement>;
  icon: 'minus' | 'plus';
  label: string;
  describedBy: string | undefined;
  disabled: boolean;
  onClick: () => void;
}

function StepButton({ ref, icon, label, describedBy, disabled, onClick }: StepButtonProps) {
  return (
    <button ref={ref} type="button" className={styles.step} aria-label={label} aria-describedby={describedBy} disabled={disabled} onClick={onClick}>
      <Icon name={icon} size={20} />
    </button>
  );
}
