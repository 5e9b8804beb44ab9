import { amountOfTime } from '../domain/throttle';

/** What the integration API answers about its credentials (partner tokens, the operator secret). */
export const INTEGRATION_MESSAGES = {
  missingToken: 'Informe o token de integração no cabeçalho Authorization: Bearer.',
  wrongToken: 'Token de integração inválido ou revogado.',
  missingScope: (scope: string) => `Este token não tem a permissão "${scope}".`,
  tooManyWrongTokens: (seconds: number) =>
    `Muitas tentativas com credenciais inválidas a partir desta rede. Aguarde ${amountOfTime(seconds)} para tentar novamente.`,
  wrongOperatorSecret: 'Segredo de operador inválido.',
};
