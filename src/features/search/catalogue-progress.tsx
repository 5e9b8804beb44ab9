import { useLiveQuery } from 'dexie-react-hooks';
import { userDb } from '../../db/user-db';
import { progressPercent, readCatalogueProgress } from '../../sync/pulls/catalogue-progress';
import { searchMessages } from './messages';
import styles from './search-screen.module.css';

/** 'Baixando catálogo… N%' while the partner's first catalogue download runs. */
export function CatalogueProgress({ partnerId }: { partnerId: number }) {
  const progress = useLiveQuery(() => readCatalogueProgress(userDb(), partnerId), [partnerId]);
  if (!progress) return null;
  const percent = progressPercent(progress);
  return (
    <div role="status" className={styles.progress}>
      {searchMessages.downloading(percent)}
      <progress max={100} value={percent} aria-hidden="true" />
    </div>
  );
}
