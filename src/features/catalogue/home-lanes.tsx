import { LaneTabs } from './lane-tabs';
import { ProductLane } from './product-lane';
import { useHistoryOrdering } from './history-ordering';
import styles from './home-screen.module.css';

/**
 * The four lanes under their sticky tab bar. The first lane renders whole at once (it
 * is what the screen opens on); the others fill in a few cards per task after it. Above
 * 2900 px the lanes stand side by side (the spec's wide home layout).
 */
export function HomeLanes({ partnerId }: { partnerId: number }) {
  const historyOrdering = useHistoryOrdering();
  return (
    <div className={styles.lanes}>
      <LaneTabs />
      <ProductLane partnerId={partnerId} id="history" listType="LAST_PURCHASES" ordination={historyOrdering} history eager firstCards={Infinity} />
      <ProductLane partnerId={partnerId} id="suggestions" listType="SUGGESTIONS" ordination="RELEVANCE" />
      <ProductLane partnerId={partnerId} id="promotions" listType="PROMOTIONS" ordination="RELEVANCE" />
      <ProductLane partnerId={partnerId} id="datas-curtas" listType="FEFO" ordination="RELEVANCE" />
    </div>
  );
}
