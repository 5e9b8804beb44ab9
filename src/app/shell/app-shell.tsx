import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useMatch, useNavigate, useRouter } from '@tanstack/react-router';
import { OfflineBanner } from '../../features/system/offline-banner';
import { usePendingCount } from '../../features/system/use-pending-count';
import { useCurrentPartnerId } from '../../features/partners/use-current-partner-id';
import { SignOutRequest } from '../../ui/sign-out-request';
import { useOpenedOnce } from '../../ui/use-opened-once';
import { useSession } from '../../features/auth/use-session';
import { SyncFeedback } from '../../features/cart/sync-feedback';
import { startUserPresence } from '../../session/user-presence';
import { scheduleSessionReplay } from '../../session/replay/schedule';
import { sessionEndedByServer } from '../../session/session';
import { paths } from '../../config/paths';
import { formatTaxId } from '../../domain/tax-id';
import { BottomNav } from './bottom-nav';
import { Header } from './header';
import { shellMessages } from './messages';
import { useSignOut } from './use-sign-out';
import { useSyncStart } from './use-sync-start';
import styles from './shell.module.css';

// Not part of the first paint: the drawer loads when the menu button is about to be used,
// the sign-out question when it is asked.
const loadSideDrawer = () => import('./side-drawer');
const SideDrawer = lazy(async () => ({ default: (await loadSideDrawer()).SideDrawer }));
const SignOutDialog = lazy(async () => ({ default: (await import('./sign-out-dialog')).SignOutDialog }));

const MAIN_ID = 'conteudo';
const BOTTOM_NAV_ID = 'navegacao';

/**
 * The authenticated frame: skip links, header, offline banner, the screen in <main>, and
 * on partner screens the bottom navigation after it (its own landmark, reached from the
 * second skip link rather than after every product card).
 */
export function AppShell() {
  const session = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const pending = usePendingCount();
  const signOut = useSignOut();
  const drawerMounted = useOpenedOnce(drawerOpen);
  const signOutMounted = useOpenedOnce(signOut.confirming);
  const onPartnerSelect = useMatch({ from: '/shell/parceiro', shouldThrow: false }) !== undefined;
  const partnerOfScreen = useMatch({ from: '/shell/partner', shouldThrow: false, select: (match) => match.context.partnerId });
  const storedPartnerId = useCurrentPartnerId();

  // Once started, the flusher follows sign-in/sign-out by itself.
  useSyncStart(pending);
  // Last access and the current name, once after each sign-in.
  useEffect(() => startUserPresence(), []);
  // Session replay (docs/decisions/0130-session-replay.md), once the screen is idle; signing out stops it at once.
  const username = session?.username;
  useEffect(() => (username ? scheduleSessionReplay(username) : undefined), [username]);

  // A 401 anywhere (or signing out) clears the session: back to the access path. After a 401
  // (expired, or ended from another device) the screen opens again once the user is back in.
  const navigate = useNavigate();
  const router = useRouter();
  const signedOut = session === null;
  useEffect(() => {
    if (!signedOut) return;
    const { pathname, search } = router.state.location;
    // Loaded only then: a session that simply ends does not need the deep-link module.
    if (sessionEndedByServer()) void import('../../features/deep-links/deep-link').then((module) => module.rememberDeepLink(pathname, search));
    void navigate({ to: paths.savedUsers, replace: true });
  }, [signedOut, navigate, router]);
  if (!session) return null;

  const partnerId = onPartnerSelect ? null : (partnerOfScreen ?? storedPartnerId);

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        {shellMessages.skipToContent}
      </a>
      {partnerOfScreen !== undefined && (
        <a className={styles.skipLink} href={`#${BOTTOM_NAV_ID}`}>
          {shellMessages.skipToNavigation}
        </a>
      )}
      <Header
        partnerId={partnerId}
        hideWhenWide={onPartnerSelect}
        menuOpen={drawerOpen}
        onMenu={() => setDrawerOpen(true)}
        onMenuIntent={() => void loadSideDrawer().catch(() => undefined)}
      />
      <OfflineBanner partnerId={partnerOfScreen ?? null} />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <SignOutRequest.Provider value={signOut.request}>
          <Outlet />
        </SignOutRequest.Provider>
      </main>
      {partnerOfScreen !== undefined && <BottomNav id={BOTTOM_NAV_ID} partnerId={partnerOfScreen} />}
      <Suspense fallback={null}>
        {drawerMounted && (
          <SideDrawer
            open={drawerOpen}
            partnerId={partnerId}
            userName={session.name || formatTaxId(session.username)}
            isGuest={session.guest}
            onClose={() => setDrawerOpen(false)}
            onSignOut={(spot) => {
              setDrawerOpen(false);
              signOut.request(spot);
            }}
          />
        )}
        {signOutMounted && (
          <SignOutDialog
            open={signOut.confirming}
            pending={pending}
            busy={signOut.busy}
            avoid={signOut.spot}
            onConfirm={signOut.confirm}
            onForget={signOut.forget}
            onCancel={signOut.cancel}
          />
        )}
      </Suspense>
      <SyncFeedback />
    </div>
  );
}
