import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRoute,
} from '@tanstack/react-router';
import { ToastHost } from '../../../src/ui/toast';

function rootWithToasts() {
  return createRootRoute({
    component: () => (
      <>
        <Outlet />
        <ToastHost />
      </>
    ),
  });
}

async function renderTree(root: AnyRoute, path: string) {
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

const elsewhere = (root: AnyRoute) =>
  createRoute({ getParentRoute: () => root, path: '$', component: () => <p>outra tela</p> });

/** Renders one screen at `path` inside a real router; any other path is a blank page. */
export async function renderWithRouter(Screen: () => ReactNode, path = '/tela') {
  const root = rootWithToasts();
  const screenRoute = createRoute({ getParentRoute: () => root, path: path.split('?')[0], component: Screen });
  return renderTree(root.addChildren([screenRoute, elsewhere(root)]), path);
}

interface PartnerScreenOptions {
  /** what the screen route's guard gives the screen, e.g. `{ orderId: 9 }` */
  context?: Record<string, unknown>;
  validateSearch?: (search: Record<string, unknown>) => Record<string, unknown>;
  /** the route's path pattern when it has params ('/produto/$id'); else the path itself */
  routePath?: string;
}

/**
 * Renders a partner-aware screen at `path` (with its `parceiro`) under routes of the same
 * ids as the app's (`/shell/partner/…`), so the screen reads its route as in the app.
 */
export async function renderPartnerScreen(Screen: () => ReactNode, path: string, options: PartnerScreenOptions = {}) {
  const [pathname, query = ''] = path.split('?');
  const partnerId = Number(new URLSearchParams(query).get('parceiro'));
  const root = rootWithToasts();
  const shell = createRoute({ getParentRoute: () => root, id: 'shell' });
  const partner = createRoute({ getParentRoute: () => shell, id: 'partner', beforeLoad: () => ({ partnerId }) });
  const screenRoute = createRoute({
    getParentRoute: () => partner,
    path: options.routePath ?? pathname,
    validateSearch: options.validateSearch,
    beforeLoad: () => options.context ?? {},
    component: Screen,
  });
  const tree = root.addChildren([shell.addChildren([partner.addChildren([screenRoute])]), elsewhere(root)]);
  return renderTree(tree, path);
}
