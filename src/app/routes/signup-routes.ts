// Signup, activation and unique access [access §2.5–2.7]: public screens outside the shell, each its own chunk.
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import { readSignupState } from '../../db/signup-state';
import { LoadErrorScreen } from '../../features/system/load-error-screen';
import { importWithin } from './import-within';
import { rootRoute } from './layout-routes';
import {
  validateActivationSearch, validateEmailConfirmationSearch, validateNumberUpdateSearch, validateSignupSearch, validateTokenSearch,
  validateUniqueAccessSearch,
} from './signup-search';

/** The screens after the tax id need the signup in progress (this tab's); without it, the tax id again. */
function requireSignup(needsPhone = false): void {
  const state = readSignupState();
  if (!state || (needsPhone && state.selectedPhoneId === null)) throw redirect({ to: paths.signup, search: { register: true }, replace: true });
}

export const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.signup,
  validateSearch: validateSignupSearch,
  component: lazyRouteComponent(() => import('../../features/signup/signup-start-screen'), 'SignupStartScreen'),
});

export const activationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.activation,
  validateSearch: validateActivationSearch,
  beforeLoad: () => requireSignup(),
  component: lazyRouteComponent(() => import('../../features/signup/phone-choice-screen'), 'PhoneChoiceScreen'),
});

export const activationLinkRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.activationLink,
  beforeLoad: () => requireSignup(),
  component: lazyRouteComponent(() => import('../../features/signup/contact-link-screen'), 'ContactLinkScreen'),
});

export const activationNewNumberRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.activationNewNumber,
  beforeLoad: () => requireSignup(true),
  component: lazyRouteComponent(() => import('../../features/signup/new-number-screen'), 'NewNumberScreen'),
});

// The page opens from a message, often on a slow network and a cold browser: its code gets a deadline, and a failure
// to load offers to load it again (the generic error screen leads to the signed-in home, which a new user has not).
const ACTIVATE_SCREEN_DEADLINE_MS = 20_000;

export const activateUserRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.activateUser,
  validateSearch: validateTokenSearch,
  component: lazyRouteComponent(
    importWithin(ACTIVATE_SCREEN_DEADLINE_MS, () => import('../../features/signup/activate-user-screen')),
    'ActivateUserScreen',
  ),
  errorComponent: LoadErrorScreen,
});

export const activationFinishedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.activationFinished,
  component: lazyRouteComponent(() => import('../../features/signup/finished-screen'), 'FinishedScreen'),
});

export const activationUpdateNumberRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.activationUpdateNumber,
  validateSearch: validateNumberUpdateSearch,
  component: lazyRouteComponent(() => import('../../features/signup/update-number-screen'), 'UpdateNumberScreen'),
});

export const emailConfirmationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.emailConfirmation,
  validateSearch: validateEmailConfirmationSearch,
  component: lazyRouteComponent(() => import('../../features/signup/email-confirmation-screen'), 'EmailConfirmationScreen'),
});

export const uniqueAccessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.uniqueAccess,
  validateSearch: validateUniqueAccessSearch,
  component: lazyRouteComponent(() => import('../../features/signup/unique-access-screen'), 'UniqueAccessScreen'),
});
