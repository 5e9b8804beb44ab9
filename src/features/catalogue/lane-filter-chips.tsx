import type { Filter } from '../../domain/entities/catalogue';
import { ToggleChips } from '../../ui/toggle-chips';

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
    <ToggleChips
      label={label}
      items={filters}
      keyOf={filterValue}
      nameOf={(filter) => filter.name}
      selectedKey={selected || undefined}
      onSelect={(filter) => onChange(filter ? filterValue(filter) : '')}
    />
  );
}
