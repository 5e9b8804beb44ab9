import styles from './pending-screen.module.css';

/** Shown only when a screen's code takes long to arrive (slow network, first visit). */
export function PendingScreen() {
  return <div className={styles.pending} role="progressbar" aria-label="Carregando" />;
}
