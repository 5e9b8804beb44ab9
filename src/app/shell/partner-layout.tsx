import { useEffect } from 'react';
import { Outlet } from '@tanstack/react-router';
import { subscribeIfGranted } from '../../features/notifications/push-subscription';
import styles from './shell.module.css';

/**
 * Screens that need a partner: the guard has selected it before this renders. The shell
 * draws their bottom navigation outside <main>; this keeps the room it covers.
 */
export function PartnerLayout() {
  // Every API call carries the partner: the push subscription waits until one is chosen.
  useEffect(() => subscribeIfGranted(), []);
  return (
    <div className={styles.withBottomNav}>
      <Outlet />
    </div>
  );
}
