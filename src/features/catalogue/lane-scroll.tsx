import type { RefObject } from 'react';
import { Icon } from '../../ui/icon';
import buttons from '../../ui/button.module.css';
import { catalogueMessages } from './messages';
import styles from './product-lane.module.css';

/**
 * Previous/next for a mouse on a desktop (a phone swipes the row; CSS shows them above 900 px only): 80% of the
 * visible width, so the last cards of a view stay in sight. A row moved by the keyboard follows the focus by itself.
 */
export function LaneScroll({ row, lane }: { row: RefObject<HTMLElement | null>; lane: string }) {
  const button = (direction: 1 | -1) => (
    <button
      type="button"
      className={buttons.outlineRound}
      aria-label={(direction < 0 ? catalogueMessages.previousProducts : catalogueMessages.nextProducts)(lane)}
      onClick={() => row.current?.scrollBy({ left: direction * row.current.clientWidth * 0.8 })}
    >
      <Icon name={direction < 0 ? 'back' : 'chevron'} size={20} />
    </button>
  );
  return (
    <div className={styles.scrollButtons}>
      {button(-1)}
      {button(1)}
    </div>
  );
}
