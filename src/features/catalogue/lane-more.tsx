import { catalogueMessages } from './messages';
import { useLaneMore } from './use-lane-more';
import type { LaneKey } from '../../sync/pulls/home-lane-pages';
import styles from './lane-controls.module.css';

interface LaneMoreProps {
  partnerId: number;
  lane: LaneKey;
  /** shows more of the cards held first: true when the next page is needed for them */
  revealMore: () => boolean;
}

/** The lane's next page on request; the message of a failed try stays beside the button. */
export function LaneMore({ partnerId, lane, revealMore }: LaneMoreProps) {
  const { state, loadMore } = useLaneMore(partnerId, lane);
  const loading = state === 'loading';
  const onClick = () => {
    if (!loading && revealMore()) void loadMore();
  };
  return (
    <div className={styles.more}>
      <button type="button" className={styles.moreButton} aria-disabled={loading} onClick={onClick}>
        {loading ? catalogueMessages.moreLoading : catalogueMessages.more}
      </button>
      <span role="status" className={styles.moreStatus}>
        {state === 'failed' && catalogueMessages.moreFailed}
        {state === 'offline' && catalogueMessages.moreOffline}
      </span>
    </div>
  );
}
