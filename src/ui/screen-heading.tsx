import type { ReactNode } from 'react';
import { Icon } from './icon';
import { uiMessages } from './messages';
import buttons from './button.module.css';
import styles from './screen.module.css';

interface ScreenHeadingProps {
  /** what the back button does: usually 'back' (`useBack`), or the spec's literal target */
  onBack: () => void;
  id?: string;
  children: ReactNode;
}

/** A screen's title with the back button before it. */
export function ScreenHeading({ onBack, id, children }: ScreenHeadingProps) {
  return (
    <div className={styles.heading}>
      <button type="button" className={buttons.iconButton} aria-label={uiMessages.back} onClick={onBack}>
        <Icon name="back" />
      </button>
      <h1 id={id} className={styles.title}>
        {children}
      </h1>
    </div>
  );
}
