import { useId, useRef } from 'react';
import type { Section } from '../../domain/entities/catalogue';
import { Icon } from '../../ui/icon';
import { useNativeDialog } from '../../ui/use-native-dialog';
import buttons from '../../ui/button.module.css';
import { setCurrentSector, useCurrentSector } from './current-sector';
import { sectorMessages } from './sector-messages';
import { SectionChoice } from './section-choice';
import styles from './sectors.module.css';

interface SectorDrawerProps {
  partnerId: number;
  sections: Section[];
  open: boolean;
  onClose: () => void;
}

/**
 * Bottom sheet 'Setores' [commerce §2]: choosing a sector makes it the current one and closes;
 * choosing the current one removes the filter.
 */
export function SectorDrawer({ partnerId, sections, open, onClose }: SectorDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const current = useCurrentSector(partnerId);
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
          <SectionChoice
            legend={sectorMessages.drawerTitle}
            sections={sections}
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
