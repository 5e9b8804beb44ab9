// Code recovery, password reset and the access-code change (docs/decisions.md "One credential model").
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import { validateResetPasswordSearch } from '../route-search';
import { rootRoute, shellRoute } from './layout-routes';

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

export const changeAccessCodeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: paths.changeAccessCode,
  component: lazyRouteComponent(() => import('../../features/recovery/change-access-code-screen'), 'ChangeAccessCodeScreen'),
});
