import { ToggleChips } from '../../ui/toggle-chips';

interface Chip {
  id: number;
  name: string;
}

interface SearchChipsProps {
  label: string;
  chips: readonly Chip[];
  selected: number | undefined;
  /** the chip tapped; undefined when the selected one was tapped again (it clears) */
  onSelect: (id: number | undefined) => void;
}

/** The search's category or sector chips, at most one selected. */
export function SearchChips({ label, chips, selected, onSelect }: SearchChipsProps) {
  return (
    <ToggleChips
      label={label}
      items={chips}
      keyOf={(chip) => String(chip.id)}
      nameOf={(chip) => chip.name}
      selectedKey={selected === undefined ? undefined : String(selected)}
      onSelect={(chip) => onSelect(chip?.id)}
    />
  );
}
