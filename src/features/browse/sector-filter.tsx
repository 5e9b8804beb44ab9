import { useState } from 'react';
import buttons from '../../ui/button.module.css';
import { useCurrentSector } from './current-sector';
import { sectorMessages } from './sector-messages';
import { SectorDrawer } from './sector-drawer';
import { useSections } from './use-sections';

/** The button that opens the sector drawer; only when more than one sector exists. */
export function SectorFilter({ partnerId }: { partnerId: number }) {
  const [open, setOpen] = useState(false);
  const sections = useSections(partnerId);
  const current = useCurrentSector(partnerId);
  if (!sections.shown) return null;
  const listed = sections.inUse.length > 0 ? sections.inUse : (sections.all ?? []);
  return (
    <>
      <button
        type="button"
        className={`${buttons.button} ${buttons.secondary}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {current ? sectorMessages.openDrawerWith(current.name) : sectorMessages.openDrawer}
      </button>
      <SectorDrawer partnerId={partnerId} sections={listed} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
