import { useCallback, useEffect, useState } from 'react';
import { refreshPartners } from '../../sync/pulls/partners';

type RefreshStatus = 'pending' | 'done' | 'failed';

/** Stale-while-revalidate: the list shows what the device holds while this fetches. */
export function usePartnerRefresh() {
  const [status, setStatus] = useState<RefreshStatus>('pending');

  const run = useCallback(() => {
    setStatus('pending');
    refreshPartners().then(
      () => setStatus('done'),
      () => setStatus('failed'),
    );
  }, []);

  useEffect(run, [run]);
  return { status, retry: run };
}
