import { useCallback, useEffect, useState } from 'react';

interface PageLoader {
  loading: boolean;
  /** the last load failed */
  failed: boolean;
  load: (page: number) => void;
}

/** Loads page 0 on mount (and when `loadPage` changes), and any page on demand, with its loading and failure state. */
export function usePageLoader(loadPage: (page: number) => Promise<unknown>): PageLoader {
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const load = useCallback(
    (page: number) => {
      setLoading(true);
      loadPage(page).then(
        () => setFailed(false),
        () => setFailed(true),
      ).finally(() => setLoading(false));
    },
    [loadPage],
  );
  useEffect(() => load(0), [load]);
  return { loading, failed, load };
}
