import { historyOrdering } from './history-ordering';
import { preloadLane } from './use-lane';

/**
 * A reload on the home: reads the first lane (history, in the remembered order) while the
 * route guard and the screen's chunks load, so the screen's first render has its cards.
 */
export function preloadHomeLane(partnerId: number): Promise<void> {
  return preloadLane(partnerId, { listType: 'LAST_PURCHASES', ordination: historyOrdering(), filter: '' });
}
