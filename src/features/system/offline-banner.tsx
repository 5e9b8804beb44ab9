import { Icon } from '../../ui/icon';
import { systemMessages } from './messages';
import { useOnline } from '../../ui/use-online';
import { usePendingCount } from './use-pending-count';
import styles from './banners.module.css';

/** Offline, the app keeps working from the device; this says so and counts what waits. */
export function OfflineBanner() {
  const online = useOnline();
  const pending = usePendingCount();
  if (online) return null;
  return (
    <div className={styles.offline} role="status">
      <Icon name="wifi-off" size={18} />
      <span>{systemMessages.offlineBanner}</span>
      {pending > 0 && <span className={styles.pending}>· {systemMessages.pendingChanges(pending)}</span>}
    </div>
  );
}
