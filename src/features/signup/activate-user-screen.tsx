import { getRouteApi } from '@tanstack/react-router';
import { activateUser } from '../../session/signup';
import { ActivationResult } from './activation-result';
import { needsServer } from './needs-server';

const route = getRouteApi('/ativacao/ativar-usuario');

/** `/ativacao/ativar-usuario?token=`: the activation link sent by WhatsApp. */
function ActivateUserScreenOnline() {
  const { token } = route.useSearch();
  return <ActivationResult post={token ? () => activateUser(token) : null} />;
}

export const ActivateUserScreen = needsServer(ActivateUserScreenOnline);
