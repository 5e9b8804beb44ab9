import { lazy, Suspense, useEffect, useRef } from 'react';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { Icon } from '../../ui/icon';
import { InternalLink, pathWithQuery } from '../../ui/internal-link';
import { systemMessages } from './messages';
import { useOnline } from '../../ui/use-online';
import { usePendingCount } from './use-pending-count';
import styles from './banners.module.css';

// Reads the device's database: loaded only once the banner shows.
const PricesDate = lazy(async () => ({ default: (await import('../sync-center/prices-date')).PricesDate }));

// The sync center opens at once from the count: its code loads while the count shows, and the tap starts
// reading what waits (synchronously, before the router's work on the tap) while the router changes screens.
type ReadWaiting = typeof import('../sync-center/read-waiting');
const loadSyncCenter = () => Promise.all([import('../sync-center/read-waiting'), import('../sync-center/sync-center-screen')]);

/**
 * Offline, the app keeps working from the device: this says so, counts what waits (a link to the
 * sync center) and, on a partner's screens, says how old the device's prices are.
 */
export function OfflineBanner({ partnerId }: { partnerId: number | null }) {
  const online = useOnline();
  const pending = usePendingCount();
  const linkShown = !online && pending > 0;
  const read = useRef<ReadWaiting>(null);
  useEffect(() => {
    if (linkShown) void loadSyncCenter().then(([module]) => (read.current = module), () => undefined);
  }, [linkShown]);
  if (online) return null;
  const syncCenter = partnerId === null ? paths.syncCenter : pathWithQuery(paths.syncCenter, { [PARTNER_QUERY]: partnerId });
  return (
    <div className={styles.offline} role="status">
      <Icon name="wifi-off" size={18} />
      <span>{systemMessages.offlineBanner}</span>
      {pending > 0 && (
        <InternalLink href={syncCenter} className={styles.pending} onClick={() => void read.current?.preloadWaiting()}>
          {systemMessages.pendingChanges(pending)}
        </InternalLink>
      )}
      {partnerId !== null && (
        <Suspense fallback={null}>
          <PricesDate partnerId={partnerId} className={styles.prices} />
        </Suspense>
      )}
    </div>
  );
}
