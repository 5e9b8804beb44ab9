import type { Filter } from '../../domain/entities/catalogue';
import styles from './lane-controls.module.css';

/** The filter's query value, 'CATEGORY:3'. */
export const filterValue = (filter: Filter) => `${filter.type}:${filter.id}`;

interface LaneFilterChipsProps {
  label: string;
  filters: Filter[];
  selected: string;
  /** the chosen filter's value; '' clears it */
  onChange: (value: string) => void;
}

/** A lane's filter chips: one at a time; choosing the selected one again clears it [commerce §4] Lists. */
export function LaneFilterChips({ label, filters, selected, onChange }: LaneFilterChipsProps) {
  if (filters.length < 2 && !selected) return null;
  return (
    <div className={styles.chips} role="group" aria-label={label}>
      {filters.map((filter) => {
        const value = filterValue(filter);
        const pressed = value === selected;
        return (
          <button
            key={value}
            type="button"
            className={styles.chip}
            aria-pressed={pressed}
            onClick={() => onChange(pressed ? '' : value)}
          >
            {filter.name}
          </button>
        );
      })}
    </div>
  );
}
