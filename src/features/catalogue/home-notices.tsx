import { catalogueMessages } from './messages';
import { useCatalogueProgress } from './use-catalogue-progress';
import styles from './home-notices.module.css';

/** 'Baixando catálogo…' while the partner's catalogue is first downloaded; the home stays usable. */
export function CatalogueProgress({ partnerId }: { partnerId: number }) {
  const percent = useCatalogueProgress(partnerId);
  if (percent === undefined) return null;
  return (
    <div className={styles.progress} role="status">
      <span>
        {catalogueMessages.catalogueProgress} {percent}%
      </span>
      <progress max={100} value={percent} aria-label={catalogueMessages.catalogueProgressLabel} />
    </div>
  );
}

/** The home could not be refreshed: said, with a way to try again. */
export function RefreshFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.failed} role="alert">
      <span>{catalogueMessages.refreshFailed}</span>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {catalogueMessages.retry}
      </button>
    </div>
  );
}
