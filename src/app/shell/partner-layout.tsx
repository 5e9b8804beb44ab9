import { getRouteApi, Outlet } from '@tanstack/react-router';
import { BottomNav } from './bottom-nav';
import styles from './shell.module.css';

const partnerRoute = getRouteApi('/shell/partner');

/** Screens that need a partner: the guard has selected it before this renders. */
export function PartnerLayout() {
  const partnerId = partnerRoute.useRouteContext({ select: (context) => context.partnerId });
  return (
    <div className={styles.withBottomNav}>
      <Outlet />
      <BottomNav partnerId={partnerId} />
    </div>
  );
}
