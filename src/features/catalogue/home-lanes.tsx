import { LaneTabs } from './lane-tabs';
import { ProductLane } from './product-lane';
import { useHistoryOrdering } from './history-ordering';

/**
 * The four lanes under their sticky tab bar. The first lane renders whole at once (it
 * is what the screen opens on); the others fill in a few cards per task after it.
 */
export function HomeLanes({ partnerId }: { partnerId: number }) {
  const historyOrdering = useHistoryOrdering();
  return (
    <div>
      <LaneTabs />
      <ProductLane partnerId={partnerId} id="history" listType="LAST_PURCHASES" ordination={historyOrdering} history eager firstCards={Infinity} />
      <ProductLane partnerId={partnerId} id="suggestions" listType="SUGGESTIONS" ordination="RELEVANCE" />
      <ProductLane partnerId={partnerId} id="promotions" listType="PROMOTIONS" ordination="RELEVANCE" />
      <ProductLane partnerId={partnerId} id="datas-curtas" listType="FEFO" ordination="RELEVANCE" />
    </div>
  );
}
