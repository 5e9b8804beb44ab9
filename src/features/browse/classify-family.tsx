import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { Section } from '../../domain/entities/catalogue';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { classifyFamily } from '../../sync/actions/sections';
import { Dialog } from '../../ui/dialog';
import { showToast } from '../../ui/toast';
import buttons from '../../ui/button.module.css';
import { sectorMessages } from './sector-messages';
import { SectionChoice } from './section-choice';
import { useSections } from './use-sections';
import styles from './sectors.module.css';

interface ClassifyFamilyProps {
  partnerId: number;
  family: { id: number; name: string };
  /** the family's sector now (from its products on the device) */
  current: Section | null;
}

/**
 * The family's sector (a link to the sector screen) and 'Classificar' / 'Reclassificar':
 * a radio list of the partner's sectors; choosing one files the family there, choosing its
 * current one takes it out [commerce §4 Sectors].
 */
export function ClassifyFamily({ partnerId, family, current }: ClassifyFamilyProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { all, shown, state } = useSections(partnerId);

  const start = () => {
    if (state === 'missing') showToast(sectorMessages.failed);
    else if (!all || all.length === 0) showToast(sectorMessages.noSectors);
    else setOpen(true);
  };
  const choose = async (section: Section) => {
    setBusy(true);
    try {
      await classifyFamily(partnerId, family.id, section.id === current?.id ? null : section, current);
      setOpen(false);
    } catch {
      showToast(sectorMessages.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.classify}>
      {current && (
        <p>
          {sectorMessages.sectorOf}{' '}
          {shown ? (
            <Link to={paths.sector} search={{ [PARTNER_QUERY]: partnerId, id: current.id, name: current.name }}>
              {current.name}
            </Link>
          ) : (
            current.name
          )}
        </p>
      )}
      <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={start} disabled={state === 'reading'}>
        {current ? sectorMessages.reclassify : sectorMessages.classify}
      </button>
      <Dialog
        open={open}
        title={sectorMessages.classifyTitle(family.name)}
        onClose={() => setOpen(false)}
        actions={
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={() => setOpen(false)}>
            {sectorMessages.cancel}
          </button>
        }
      >
        <p className={styles.hint}>{sectorMessages.classifyHint}</p>
        <SectionChoice legend={sectorMessages.drawerTitle} sections={all ?? []} checkedId={current?.id} onChoose={(s) => void choose(s)} disabled={busy} />
      </Dialog>
    </div>
  );
}
