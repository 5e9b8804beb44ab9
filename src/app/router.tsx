// The one route table. Screens are lazy so the public screens never load Dexie;
// unknown paths fall under the unknown-path rule.
import { createRoute, createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { ErrorScreen } from '../features/system/error-screen';
import { PARTNER_QUERY, paths } from '../config/paths';
import { loginEntryRule, savedUsersRule, requireBrowseId, requireOrderId, requireProductId, unknownPathRule } from './guards';
import { PendingScreen } from './pending-screen';
import { profileRoute } from './routes/profile-routes';
import {
  changeAccessCodeRoute, forgotPasswordRoute, requestResetCodeRoute, resetPasswordRoute, validateResetCodeRoute,
} from './routes/recovery-routes';
import { connectedDevicesRoute, guestUsersRoute, syncCenterRoute } from './routes/devices-guests-routes';
import { byPartner, partnerRoute, rootRoute, shellRoute } from './routes/layout-routes';
import {
  activateUserRoute, activationFinishedRoute, activationLinkRoute, activationNewNumberRoute, activationRoute, activationUpdateNumberRoute,
  emailConfirmationRoute, signupRoute, uniqueAccessRoute,
} from './routes/signup-routes';
import { appRouterContext, type RouterContext } from './router-context';
import {
  validateNamedIdSearch, validateOrderDetailSearch, validatePaymentSearch, validateQueuedOrderSearch, validateSearchScreenSearch,
} from './route-search';

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
  beforeLoad: ({ context }) => savedUsersRule(context),
  component: lazyRouteComponent(() => import('../features/auth/saved-users-screen'), 'SavedUsersScreen'),
});

const accessExpiredRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.accessExpired,
  component: lazyRouteComponent(() => import('../features/auth/access-expired-screen'), 'AccessExpiredScreen'),
});

// The authenticated shell: its layout routes are in routes/layout-routes.ts.
const partnerSelectRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: paths.partnerSelect,
  component: lazyRouteComponent(() => import('../features/partners/partner-select-screen'), 'PartnerSelectScreen'),
});

const homeRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.home,
  remountDeps: byPartner,
  component: lazyRouteComponent(() => import('../features/catalogue/home-screen'), 'HomeScreen'),
});

const archivedRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.archived,
  remountDeps: byPartner,
  component: lazyRouteComponent(() => import('../features/archive/archived-screen'), 'ArchivedScreen'),
});

const cartRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.cart,
  remountDeps: byPartner,
  component: lazyRouteComponent(() => import('../features/cart/cart-screen'), 'CartScreen'),
});

const checkoutRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.checkout,
  remountDeps: byPartner,
  component: lazyRouteComponent(() => import('../features/checkout/checkout-screen'), 'CheckoutScreen'),
});

const searchRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.search,
  validateSearch: validateSearchScreenSearch,
  remountDeps: byPartner,
  component: lazyRouteComponent(() => import('../features/search/search-screen'), 'SearchScreen'),
});

const orderHistoryRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.orderHistory,
  remountDeps: byPartner,
  component: lazyRouteComponent(() => import('../features/orders/order-history-screen'), 'OrderHistoryScreen'),
});

const orderDetailRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.orderDetail,
  validateSearch: validateOrderDetailSearch,
  beforeLoad: ({ context, search }) => requireOrderId(search.id, context.partnerId),
  remountDeps: ({ search }) => [search.id],
  component: lazyRouteComponent(() => import('../features/orders/order-detail-screen'), 'OrderDetailScreen'),
});

const queuedOrderRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.queuedOrder,
  validateSearch: validateQueuedOrderSearch,
  remountDeps: ({ search }) => [search.id],
  component: lazyRouteComponent(() => import('../features/orders/queued-order-screen'), 'QueuedOrderScreen'),
});

const payPixRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.payPix,
  validateSearch: validatePaymentSearch,
  beforeLoad: ({ context, search }) => requireOrderId(search.orderId, context.partnerId),
  remountDeps: ({ search }) => [search.orderId],
  component: lazyRouteComponent(() => import('../features/payments/pix-screen'), 'PixScreen'),
});

const payCardRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.payCard,
  validateSearch: validatePaymentSearch,
  beforeLoad: ({ context, search }) => requireOrderId(search.orderId, context.partnerId),
  remountDeps: ({ search }) => [search.orderId],
  component: lazyRouteComponent(() => import('../features/payments/card-payment-screen'), 'CardPaymentScreen'),
});

// The product screens: one chunk for the detail's two tabs, one for the purchase history.
const productDetailScreen = () => import('../features/product/product-detail-screen');

const productRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.product,
  beforeLoad: ({ context, params }) => requireProductId(params.id, context.partnerId),
  remountDeps: ({ params, search }) => [params.id, search[PARTNER_QUERY]],
  component: lazyRouteComponent(productDetailScreen, 'ProductDetailScreen'),
});

const similarProductsRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.similarProducts,
  beforeLoad: ({ context, params }) => requireProductId(params.id, context.partnerId),
  remountDeps: ({ params, search }) => [params.id, search[PARTNER_QUERY]],
  component: lazyRouteComponent(productDetailScreen, 'SimilarProductsScreen'),
});

const productHistoryRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.productHistory,
  beforeLoad: ({ context, params }) => requireProductId(params.id, context.partnerId),
  remountDeps: ({ params, search }) => [params.id, search[PARTNER_QUERY]],
  component: lazyRouteComponent(() => import('../features/product/product-history-screen'), 'ProductHistoryScreen'),
});

// Browse screens (issue 9): brands, one brand, a category's families, a family's products, a
// sector's products, favorites and contacts; each its own chunk.
const byNamedId = ({ search }: { search: { id?: number } }) => [search.id];
const namedIdScreen = {
  validateSearch: validateNamedIdSearch,
  beforeLoad: ({ context, search }: { context: { partnerId: number }; search: { id?: number } }) => requireBrowseId(search.id, context.partnerId),
  remountDeps: byNamedId,
};

const brandsRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.brands,
  remountDeps: byPartner,
  component: lazyRouteComponent(() => import('../features/browse/brands-screen'), 'BrandsScreen'),
});

const brandRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.brand,
  ...namedIdScreen,
  component: lazyRouteComponent(() => import('../features/browse/brand-screen'), 'BrandScreen'),
});

const categoryRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.category,
  ...namedIdScreen,
  component: lazyRouteComponent(() => import('../features/browse/category-screen'), 'CategoryScreen'),
});

const categoryItemsRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.categoryItems,
  ...namedIdScreen,
  component: lazyRouteComponent(() => import('../features/browse/family-screen'), 'FamilyScreen'),
});

const sectorRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.sector,
  ...namedIdScreen,
  component: lazyRouteComponent(() => import('../features/browse/sector-screen'), 'SectorScreen'),
});

const favoritesRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.favorites,
  remountDeps: byPartner,
  component: lazyRouteComponent(() => import('../features/browse/favorites-screen'), 'FavoritesScreen'),
});

const quickOrderRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.quickOrder,
  remountDeps: byPartner,
  component: lazyRouteComponent(() => import('../features/quick-order/quick-order-screen'), 'QuickOrderScreen'),
});

const contactsRoute = createRoute({
  getParentRoute: () => partnerRoute,
  path: paths.contacts,
  remountDeps: byPartner,
  component: lazyRouteComponent(() => import('../features/contacts/contacts-screen'), 'ContactsScreen'),
});

const unknownRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: ({ context }) => unknownPathRule(context),
});

const routeTree = rootRoute.addChildren([
  hubRoute,
  loginRoute,
  savedUsersRoute,
  accessExpiredRoute,
  shellRoute.addChildren([
    partnerSelectRoute,
    profileRoute,
    partnerRoute.addChildren([
      homeRoute,
      archivedRoute,
      cartRoute,
      checkoutRoute,
      searchRoute,
      orderHistoryRoute,
      orderDetailRoute,
      queuedOrderRoute,
      payPixRoute,
      payCardRoute,
      productRoute,
      similarProductsRoute,
      productHistoryRoute,
      brandsRoute,
      brandRoute,
      categoryRoute,
      categoryItemsRoute,
      sectorRoute,
      favoritesRoute,
      quickOrderRoute,
      contactsRoute,
      connectedDevicesRoute,
      guestUsersRoute,
      syncCenterRoute,
    ]),
  ]),
  signupRoute,
  activationRoute,
  activationLinkRoute,
  activationNewNumberRoute,
  activateUserRoute,
  activationFinishedRoute,
  activationUpdateNumberRoute,
  emailConfirmationRoute,
  uniqueAccessRoute,
  forgotPasswordRoute,
  requestResetCodeRoute,
  validateResetCodeRoute,
  resetPasswordRoute,
  changeAccessCodeRoute,
  unknownRoute,
]);

interface AppRouterOptions {
  history?: RouterHistory;
  context?: RouterContext;
  /** Rendering at build time (prerender-page.tsx): no window, so a fixed origin and no scroll tracking. */
  prerendering?: boolean;
}

export function createAppRouter(options: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    origin: options.prerendering ? 'http://localhost' : undefined,
    context: options.context ?? appRouterContext,
    defaultPreload: 'intent',
    defaultPendingComponent: PendingScreen,
    defaultErrorComponent: ErrorScreen,
    // The lists keep their own positions [commerce §9] (ui/use-scroll-memory.ts). The router's restoration read every
    // scrolled element's position on pagehide, forcing style and layout: ~70 ms at 4× CPU before each reload went on.
    scrollRestoration: false,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

// Every Link, navigate and redirect target (and its search) is checked against this table.
declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
