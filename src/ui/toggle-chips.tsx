import styles from './toggle-chips.module.css';

interface ToggleChipsProps<T> {
  /** the group's accessible name */
  label: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  nameOf: (item: T) => string;
  selectedKey: string | undefined;
  /** the item tapped; null when the selected one was tapped again (it clears) [commerce §4 Lists] */
  onSelect: (item: T | null) => void;
}

/** A row of toggle chips, at most one pressed. */
export function ToggleChips<T>({ label, items, keyOf, nameOf, selectedKey, onSelect }: ToggleChipsProps<T>) {
  return (
    <div role="group" aria-label={label} className={styles.chips}>
      {items.map((item) => {
        const key = keyOf(item);
        const pressed = key === selectedKey;
        return (
          <button key={key} type="button" className={styles.chip} aria-pressed={pressed} onClick={() => onSelect(pressed ? null : item)}>
            {nameOf(item)}
          </button>
        );
      })}
    </div>
  );
}
