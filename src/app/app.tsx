import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from './router';
import { RootErrorBoundary } from './root-error-boundary';

export function App({ router }: { router: AppRouter }) {
  return (
    <RootErrorBoundary>
      <RouterProvider router={router} />
    </RootErrorBoundary>
  );
}
