// Connected devices, guest users and the sync center: partner-aware screens inside the shell, each its own lazy chunk.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import { byPartner, partnerRoute } from './layout-routes';

export const connectedDevicesRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.connectedDevices,
  remountDeps: byPartner,
  component: lazyRouteComponent(() => import('../../features/devices/connected-devices-screen'), 'ConnectedDevicesScreen'),
});

export const guestUsersRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.guestUsers,
  remountDeps: byPartner,
  component: lazyRouteComponent(() => import('../../features/guests/guest-users-screen'), 'GuestUsersScreen'),
});

export const syncCenterRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.syncCenter,
  remountDeps: byPartner,
  // The first screenful is read while the screen's code loads, so that its first render lists it; on every
  // opening (a stale read would be shown while a fresh one runs in the background).
  loader: {
    handler: async () => (await import('../../features/sync-center/read-waiting')).preloadWaiting(),
    staleReloadMode: 'blocking',
  },
  component: lazyRouteComponent(() => import('../../features/sync-center/sync-center-screen'), 'SyncCenterScreen'),
});
