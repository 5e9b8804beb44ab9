import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { ToastHost } from '../../../src/ui/toast';

/** Renders one screen at `path` inside a real router; any other path is a blank page. */
export async function renderWithRouter(Screen: () => ReactNode, path = '/tela') {
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <ToastHost />
      </>
    ),
  });
  const pathname = path.split('?')[0];
  const screenRoute = createRoute({ getParentRoute: () => root, path: pathname, component: Screen });
  const elsewhere = createRoute({ getParentRoute: () => root, path: '$', component: () => <p>outra tela</p> });
  const router = createRouter({
    routeTree: root.addChildren([screenRoute, elsewhere]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
