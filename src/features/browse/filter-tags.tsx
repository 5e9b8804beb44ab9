import type { Filter } from '../../domain/entities/catalogue';
import { ToggleChips } from '../../ui/toggle-chips';
import { browseMessages } from './messages';

interface FilterTagsProps {
  tags: Filter[];
  selected: Filter | null;
  /** null: the selected tag was chosen again, which clears it [commerce §4 Lists] */
  onSelect: (tag: Filter | null) => void;
}

const keyOf = (tag: Filter) => `${tag.type}:${tag.id}`;

export function FilterTags({ tags, selected, onSelect }: FilterTagsProps) {
  if (tags.length < 2 && !selected) return null;
  return (
    <ToggleChips
      label={browseMessages.filterTags}
      items={tags}
      keyOf={keyOf}
      nameOf={(tag) => tag.name}
      selectedKey={selected ? keyOf(selected) : undefined}
      onSelect={onSelect}
    />
  );
}
