import { getRouteApi } from '@tanstack/react-router';
import { confirmEmail } from '../../session/signup';
import { ActivationResult } from './activation-result';

const route = getRouteApi('/activation/email/confirmation');

/** `/activation/email/confirmation?token=&customerId=&partnerId=`: the activation link sent by e-mail. */
export function EmailConfirmationScreen() {
  const { token, customerId, partnerId } = route.useSearch();
  return <ActivationResult post={token && customerId && partnerId ? () => confirmEmail(customerId, partnerId, token) : null} />;
}
