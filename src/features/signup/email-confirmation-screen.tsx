import { getRouteApi } from '@tanstack/react-router';
import { confirmEmail } from '../../session/signup';
import { ActivationResult } from './activation-result';
import { needsServer } from './needs-server';

const route = getRouteApi('/activation/email/confirmation');

/** `/activation/email/confirmation?token=&customerId=&partnerId=`: the activation link sent by e-mail. */
function EmailConfirmationScreenOnline() {
  const { token, customerId, partnerId } = route.useSearch();
  return <ActivationResult post={token && customerId && partnerId ? () => confirmEmail(customerId, partnerId, token) : null} />;
}

export const EmailConfirmationScreen = needsServer(EmailConfirmationScreenOnline);
