import { useCallback, useRef, useState } from 'react';
import { loadMoreLane, type LaneKey } from '../../sync/pulls/home-lane-pages';

type MoreState = 'idle' | 'loading' | 'failed' | 'offline';

/** 'Ver mais' of one lane: one request at a time, its failure shown until the next try. */
export function useLaneMore(partnerId: number, lane: LaneKey) {
  const [state, setState] = useState<MoreState>('idle');
  const running = useRef(false);
  const { listType, ordination, filter } = lane;
  const loadMore = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setState('loading');
    try {
      await loadMoreLane(partnerId, { listType, ordination, filter });
      setState('idle');
    } catch {
      setState(navigator.onLine === false ? 'offline' : 'failed');
    } finally {
      running.current = false;
    }
  }, [partnerId, listType, ordination, filter]);
  return { state, loadMore };
}
