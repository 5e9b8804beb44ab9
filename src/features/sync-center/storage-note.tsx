import { useState } from 'react';
import { PersistRequest } from './persist-request';
import { storageTexts, useStorageStatus } from './storage-status';
import { syncCenterMessages as m } from './messages';
import styles from './sync-center.module.css';

/** Whether the device's data is kept persistently (and, when not, what to do), and the space it uses. */
export function StorageNote() {
  const status = useStorageStatus();
  const [granted, setGranted] = useState(false);
  const shown = status && granted ? { ...status, persisted: true } : status;
  return (
    <section className={styles.section} aria-labelledby="sync-storage">
      <h2 id="sync-storage" className={styles.sectionTitle}>
        {m.storageTitle}
      </h2>
      {shown &&
        storageTexts(shown).map((text) => (
          <p key={text} className={styles.quiet}>
            {text}
          </p>
        ))}
      {status?.persisted === false && <PersistRequest onGranted={() => setGranted(true)} />}
    </section>
  );
}
