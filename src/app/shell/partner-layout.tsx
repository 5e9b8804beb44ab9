import { Outlet, useSearch } from '@tanstack/react-router';
import { parsePartnerId } from '../guards';
import { PARTNER_QUERY } from '../../config/paths';
import { BottomNav } from './bottom-nav';
import styles from './shell.module.css';

/** Screens that need a partner: the guard has put it in the URL before this renders. */
export function PartnerLayout() {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const partnerId = parsePartnerId(search[PARTNER_QUERY]);
  return (
    <div className={styles.withBottomNav}>
      <Outlet />
      {partnerId !== undefined && <BottomNav partnerId={partnerId} />}
    </div>
  );
}
