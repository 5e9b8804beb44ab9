import type { MouseEvent } from 'react';
import { catalogueMessages, type LaneId } from './messages';
import styles from './lane-tabs.module.css';

export const laneIds: readonly LaneId[] = ['history', 'suggestions', 'promotions', 'datas-curtas'];

function scrollToLane(event: MouseEvent<HTMLAnchorElement>, id: LaneId) {
  const target = document.getElementById(id);
  if (!target) return;
  // Scroll without adding a history entry, so 'back' leaves the home screen.
  event.preventDefault();
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
}

/** The sticky bar linking to the four lanes' anchors. */
export function LaneTabs() {
  return (
    <nav className={styles.bar} aria-label={catalogueMessages.lanesNav}>
      {laneIds.map((id) => (
        <a key={id} className={styles.tab} href={`#${id}`} onClick={(event) => scrollToLane(event, id)}>
          {catalogueMessages.tabs[id]}
        </a>
      ))}
    </nav>
  );
}
