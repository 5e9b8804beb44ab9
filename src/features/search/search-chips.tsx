import styles from './search-screen.module.css';

interface Chip {
  id: number;
  name: string;
}

interface SearchChipsProps {
  label: string;
  chips: readonly Chip[];
  selected: number | undefined;
  /** the chip tapped; undefined when the selected one was tapped again (it clears) [commerce §4 Lists] */
  onSelect: (id: number | undefined) => void;
}

/** A row of toggle chips, at most one selected. */
export function SearchChips({ label, chips, selected, onSelect }: SearchChipsProps) {
  return (
    <div role="group" aria-label={label} className={styles.chips}>
      {chips.map((chip) => (
        <button
          key={chip.id}
          type="button"
          className={styles.chip}
          aria-pressed={chip.id === selected}
          onClick={() => onSelect(chip.id === selected ? undefined : chip.id)}
        >
          {chip.name}
        </button>
      ))}
    </div>
  );
}
