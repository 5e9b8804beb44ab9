import type { ReactNode } from 'react';
import { cartMessages } from './messages';
import styles from './cart-screen.module.css';

/** The cart's items under one heading; disabled, it disables every control inside natively (stepper, packaging). */
export function ItemsFieldset({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <fieldset className={styles.itemsFieldset} disabled={disabled}>
      {/* A heading between the screen's h1 and the items' h3, for heading navigation. */}
      <legend className={styles.visuallyHidden}>
        <h2>{cartMessages.items}</h2>
      </legend>
      {children}
    </fieldset>
  );
}
