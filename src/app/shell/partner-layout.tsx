import { Outlet } from '@tanstack/react-router';
import styles from './shell.module.css';

/**
 * Screens that need a partner: the guard has selected it before this renders. The shell
 * draws their bottom navigation outside <main>; this keeps the room it covers.
 */
export function PartnerLayout() {
  return (
    <div className={styles.withBottomNav}>
      <Outlet />
    </div>
  );
}
