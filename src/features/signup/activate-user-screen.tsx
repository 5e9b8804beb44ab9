import { getRouteApi } from '@tanstack/react-router';
import { activateUser } from '../../session/signup';
import { ActivationResult } from './activation-result';

const route = getRouteApi('/ativacao/ativar-usuario');

/** `/ativacao/ativar-usuario?token=`: the activation link sent by WhatsApp. */
export function ActivateUserScreen() {
  const { token } = route.useSearch();
  return <ActivationResult post={token ? () => activateUser(token) : null} />;
}
