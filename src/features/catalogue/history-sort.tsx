import type { Ordination } from '../../domain/entities/catalogue';
import { setHistoryOrdering } from './history-ordering';
import { catalogueMessages } from './messages';
import styles from './product-lane.module.css';

export function HistorySort({ ordination }: { ordination: Ordination }) {
  return (
    <label className={styles.sort}>
      <span className="visually-hidden">{catalogueMessages.sortLabel}</span>
      <select
        value={ordination}
        onChange={(event) => setHistoryOrdering(event.target.value as Ordination)}
      >
        <option value="RELEVANCE">{catalogueMessages.sortRelevance}</option>
        <option value="ALPHABETICAL">{catalogueMessages.sortAlphabetical}</option>
      </select>
    </label>
  );
}
