import type { ReactNode } from 'react';
import styles from './access-layout.module.css';

/** Frame of the public access screens: brand on top, content in a centred column. */
export function AccessLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.brand}>
        <span className={styles.logo} aria-hidden="true">
          B
        </span>
        <span className={styles.name}>Balcão</span>
      </header>
      <main className={styles.content}>{children}</main>
    </div>
  );
}
