// The three layout routes the others hang from: the root, the authenticated shell and the partner
// layout. Their own module, so the route files and the route table both import them without a cycle.
import { createRootRouteWithContext, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { PARTNER_QUERY } from '../../config/paths';
import { ErrorScreen } from '../../features/system/error-screen';
import { partnerGuard, requireSession } from '../guards';
import { RootLayout } from '../root-layout';
import type { RouterContext } from '../router-context';
import { validatePartnerSearch } from '../route-search';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // The router wraps the root in Suspense only in the browser: without it the browser's tree
  // is the pre-rendered one (screens keep their own boundary, RootLayout never suspends).
  wrapInSuspense: false,
  errorComponent: ErrorScreen,
});

// The authenticated shell.
export const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'shell',
  beforeLoad: ({ context, location }) => requireSession(context, location),
  component: lazyRouteComponent(() => import('../shell/app-shell'), 'AppShell'),
});

export const partnerRoute = createRoute({
  getParentRoute: () => shellRoute,
  id: 'partner',
  validateSearch: validatePartnerSearch,
  beforeLoad: ({ context, location }) => partnerGuard(context, location),
  component: lazyRouteComponent(() => import('../shell/partner-layout'), 'PartnerLayout'),
});

/** A partner's screens: a partner change (or an order change) opens the screen afresh. */
export const byPartner = ({ search }: { search: { [PARTNER_QUERY]?: number } }) => [search[PARTNER_QUERY]];
