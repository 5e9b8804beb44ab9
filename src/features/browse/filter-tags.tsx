import type { Filter } from '../../domain/entities/catalogue';
import { browseMessages } from './messages';
import styles from './browse.module.css';

interface FilterTagsProps {
  tags: Filter[];
  selected: Filter | null;
  /** null: the selected tag was chosen again, which clears it [commerce §4 Lists] */
  onSelect: (tag: Filter | null) => void;
}

const same = (a: Filter | null, b: Filter) => a !== null && a.type === b.type && a.id === b.id;

export function FilterTags({ tags, selected, onSelect }: FilterTagsProps) {
  if (tags.length < 2 && !selected) return null;
  return (
    <div className={styles.tags} role="group" aria-label={browseMessages.filterTags}>
      {tags.map((tag) => (
        <button
          key={`${tag.type}:${tag.id}`}
          type="button"
          className={styles.tag}
          aria-pressed={same(selected, tag)}
          onClick={() => onSelect(same(selected, tag) ? null : tag)}
        >
          {tag.name}
        </button>
      ))}
    </div>
  );
}
