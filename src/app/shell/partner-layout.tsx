import { useEffect } from 'react';
import { Outlet } from '@tanstack/react-router';
import styles from './shell.module.css';

/** Only where notifications are already allowed is there a subscription to keep current. */
function notificationsGranted(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted';
}

/**
 * Screens that need a partner: the guard has selected it before this renders. The shell
 * draws their bottom navigation outside <main>; this keeps the room it covers.
 */
export function PartnerLayout() {
  // Every API call carries the partner: the push subscription waits until one is chosen.
  useEffect(() => {
    if (!notificationsGranted()) return;
    void import('../../features/notifications/push-subscription')
      .then(({ subscribeIfGranted }) => subscribeIfGranted())
      .catch(() => undefined);
  }, []);
  return (
    <div className={styles.withBottomNav}>
      <Outlet />
    </div>
  );
}
