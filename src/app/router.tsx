// The one route table. Screens are lazy so the public screens never load Dexie;
// paths without a screen yet fall under the unknown-path rule.
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type RouterHistory,
} from '@tanstack/react-router';
import { ErrorScreen } from '../features/system/error-screen';
import { loginEntryRule, partnerGuard, requireSession, unknownPathRule, validatePartnerSearch } from './guards';
import { paths } from '../config/paths';
import { PendingScreen } from './pending-screen';
import { RootLayout } from './root-layout';
import { appRouterContext, type RouterContext } from './router-context';
import { validateOrderDetailSearch, validatePaymentSearch } from './routes/order-search';

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: ErrorScreen,
});

// Public screens, outside the shell.
const hubRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.hub,
  component: lazyRouteComponent(() => import('../features/auth/hub-screen'), 'HubScreen'),
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.login,
  beforeLoad: loginEntryRule,
  component: lazyRouteComponent(() => import('../features/auth/login-screen'), 'LoginScreen'),
});

const savedUsersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.savedUsers,
  component: lazyRouteComponent(() => import('../features/auth/saved-users-screen'), 'SavedUsersScreen'),
});

const accessExpiredRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.accessExpired,
  component: lazyRouteComponent(() => import('../features/auth/access-expired-screen'), 'AccessExpiredScreen'),
});

// The authenticated shell.
const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'shell',
  beforeLoad: ({ context }) => requireSession(context),
  component: lazyRouteComponent(() => import('./shell/app-shell'), 'AppShell'),
});

const partnerSelectRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: paths.partnerSelect,
  component: lazyRouteComponent(() => import('../features/partners/partner-select-screen'), 'PartnerSelectScreen'),
});

const partnerRoute = createRoute({
  getParentRoute: () => shellRoute,
  id: 'partner',
  beforeLoad: ({ context, location }) =>
    partnerGuard(context, { pathname: location.pathname, search: location.search as Record<string, unknown> }),
  component: lazyRouteComponent(() => import('./shell/partner-layout'), 'PartnerLayout'),
});

const homeRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.home,
  validateSearch: validatePartnerSearch,
  component: lazyRouteComponent(() => import('./routes/home-route'), 'HomeRoute'),
});

const cartRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.cart,
  validateSearch: validatePartnerSearch,
  component: lazyRouteComponent(() => import('./routes/cart-route'), 'CartRoute'),
});

const checkoutRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.checkout,
  validateSearch: validatePartnerSearch,
  component: lazyRouteComponent(() => import('./routes/checkout-route'), 'CheckoutRoute'),
});

const orderHistoryRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.orderHistory,
  validateSearch: validatePartnerSearch,
  component: lazyRouteComponent(() => import('./routes/order-history-route'), 'OrderHistoryRoute'),
});

const orderDetailRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.orderDetail,
  validateSearch: validateOrderDetailSearch,
  component: lazyRouteComponent(() => import('./routes/order-detail-route'), 'OrderDetailRoute'),
});

const payPixRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.payPix,
  validateSearch: validatePaymentSearch,
  component: lazyRouteComponent(() => import('./routes/pix-route'), 'PixRoute'),
});

const payCardRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.payCard,
  validateSearch: validatePaymentSearch,
  component: lazyRouteComponent(() => import('./routes/card-payment-route'), 'CardPaymentRoute'),
});

const unknownRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: ({ context }) => unknownPathRule(context),
});

export const routeTree = rootRoute.addChildren([
  hubRoute,
  loginRoute,
  savedUsersRoute,
  accessExpiredRoute,
  shellRoute.addChildren([
    partnerSelectRoute,
    partnerRoute.addChildren([
      homeRoute,
      cartRoute,
      checkoutRoute,
      orderHistoryRoute,
      orderDetailRoute,
      payPixRoute,
      payCardRoute,
    ]),
  ]),
  unknownRoute,
]);

export function createAppRouter(options: { history?: RouterHistory; context?: RouterContext } = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    context: options.context ?? appRouterContext,
    defaultPreload: 'intent',
    defaultPendingComponent: PendingScreen,
    defaultErrorComponent: ErrorScreen,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
