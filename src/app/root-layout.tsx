import { Outlet } from '@tanstack/react-router';
import { EnvironmentBanner } from '../features/system/environment-banner';
import { ToastHost } from '../ui/toast';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ToastHost />
      <EnvironmentBanner />
    </>
  );
}
