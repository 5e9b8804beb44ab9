// Code recovery, password reset and the access-code change
// (docs/decisions/0085-one-credential-model-access-code-temporary-or-definitive.md).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import { requireSession } from '../guards';
import { validateChangeAccessCodeSearch, validateResetPasswordSearch } from '../route-search';
import { rootRoute } from './layout-routes';

const requestCodeScreen = lazyRouteComponent(() => import('../../features/recovery/request-code-screen'), 'RequestCodeScreen');

export const forgotPasswordRoute = createRoute({ getParentRoute: () => rootRoute, path: paths.forgotPassword, component: requestCodeScreen });

export const requestResetCodeRoute = createRoute({ getParentRoute: () => rootRoute, path: paths.requestResetCode, component: requestCodeScreen });

export const validateResetCodeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.validateResetCode,
  component: lazyRouteComponent(() => import('../../features/recovery/validate-code-screen'), 'ValidateCodeScreen'),
});

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.resetPassword,
  validateSearch: validateResetPasswordSearch,
  component: lazyRouteComponent(() => import('../../features/recovery/reset-password-screen'), 'ResetPasswordScreen'),
});

// Outside the shell like the other access screens, yet only for a signed-in user.
export const changeAccessCodeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.changeAccessCode,
  validateSearch: validateChangeAccessCodeSearch,
  beforeLoad: ({ context, location }) => requireSession(context, location),
  component: lazyRouteComponent(() => import('../../features/recovery/change-access-code-screen'), 'ChangeAccessCodeScreen'),
});
