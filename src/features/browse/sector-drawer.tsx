import { useId, useRef, useState } from 'react';
import type { Section } from '../../domain/entities/catalogue';
import { normalizeText } from '../../domain/search-words';
import { Icon } from '../../ui/icon';
import { useNativeDialog } from '../../ui/use-native-dialog';
import buttons from '../../ui/button.module.css';
import { setCurrentSector, useCurrentSector } from './current-sector';
import { sectorMessages } from './sector-messages';
import { SectionChoice } from './section-choice';
import { BROWSE_SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';
import browse from './browse.module.css';
import styles from './sectors.module.css';

interface SectorDrawerProps {
  partnerId: number;
  sections: Section[];
  open: boolean;
  onClose: () => void;
}

/** The sectors whose name holds the typed text, accents and case aside. */
function matching(sections: Section[], text: string): Section[] {
  const wanted = normalizeText(text.trim());
  return wanted ? sections.filter((section) => normalizeText(section.name).includes(wanted)) : sections;
}

/** The sheet's search field: the list follows it 1 s after the last keystroke [commerce §5]. */
function useSectorSearch(sections: Section[]) {
  const [text, setText] = useState('');
  const filter = useDebouncedValue(text, BROWSE_SEARCH_DEBOUNCE_MS);
  return { text, setText, shown: matching(sections, filter) };
}

/**
 * Bottom sheet 'Setores' [commerce §2]: a search field, then the sectors; choosing one makes it
 * the current one and closes; choosing the current one removes the filter.
 */
export function SectorDrawer({ partnerId, sections, open, onClose }: SectorDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const current = useCurrentSector(partnerId);
  const search = useSectorSearch(sections);
  useNativeDialog(ref, open, onClose);
  return (
    <dialog
      ref={ref}
      className={styles.sheet}
      aria-labelledby={titleId}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className={styles.sheetBody}>
          <div className={styles.sheetTop}>
            <h2 id={titleId} className={styles.sheetTitle}>
              {sectorMessages.drawerTitle}
            </h2>
            <button type="button" className={buttons.iconButton} aria-label={sectorMessages.close} onClick={onClose}>
              <Icon name="close" />
            </button>
          </div>
          <label className={browse.search}>
            {sectorMessages.search}
            <input type="search" value={search.text} onChange={(event) => search.setText(event.target.value)} autoComplete="off" />
          </label>
          {search.shown.length === 0 && <p role="status">{sectorMessages.noMatch}</p>}
          <SectionChoice
            legend={sectorMessages.drawerTitle}
            sections={search.shown}
            checkedId={current?.id}
            onChoose={(section) => {
              setCurrentSector(partnerId, section.id === current?.id ? null : section);
              onClose();
            }}
          />
        </div>
      )}
    </dialog>
  );
}
