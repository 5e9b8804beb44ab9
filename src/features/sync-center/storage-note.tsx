import { storageTexts, useStorageStatus } from './storage-status';
import { syncCenterMessages as m } from './messages';
import styles from './sync-center.module.css';

/** Whether the device's data is kept persistently, and the space it uses. */
export function StorageNote() {
  const status = useStorageStatus();
  return (
    <section className={styles.section} aria-labelledby="sync-storage">
      <h2 id="sync-storage" className={styles.sectionTitle}>
        {m.storageTitle}
      </h2>
      {status &&
        storageTexts(status).map((text) => (
          <p key={text} className={styles.quiet}>
            {text}
          </p>
        ))}
    </section>
  );
}
