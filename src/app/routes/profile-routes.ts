import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import { storedPartnerGuard } from '../guards';
import { shellRoute } from './layout-routes';

/** '/perfil': in the shell, partner-guarded, without the partner value in its URL (DECISIONS: Routes). */
export const profileRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: paths.profile,
  beforeLoad: ({ context }) => storedPartnerGuard(context),
  component: lazyRouteComponent(() => import('../../features/profile/profile-screen'), 'ProfileScreen'),
});
