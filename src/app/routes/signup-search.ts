// Search params of the signup, activation and unique-access routes [access §2.1, §2.5–2.7;
// docs/product-decisions.md Routes].
import { parsePositiveId } from '../../domain/positive-id';

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);

/** `/ativacao/cadastro?code=&trackid=&register=true`: the landing's request-code target [access §2.4]; code is the partner. */
export function validateSignupSearch(search: Record<string, unknown>): { code?: number; trackid?: string; register?: boolean } {
  const register = search.register === true || search.register === 'true' ? true : undefined;
  return { code: parsePositiveId(search.code), trackid: text(search.trackid), register };
}

/** `/ativacao?code={partner}&track={trackid}` (also `trackid`, as the specs write both). */
export function validateActivationSearch(search: Record<string, unknown>): { code?: number; track?: string } {
  return { code: parsePositiveId(search.code), track: text(search.track) ?? text(search.trackid) };
}

/** `?token=`: the activation link's page. */
export function validateTokenSearch(search: Record<string, unknown>): { token?: string } {
  return { token: text(search.token) };
}

/** `/ativacao/atualizar-numero?token=&partnerid=` (all lower case). */
export function validateNumberUpdateSearch(search: Record<string, unknown>): { token?: string; partnerid?: number } {
  return { token: text(search.token), partnerid: parsePositiveId(search.partnerid) };
}

/** `/activation/email/confirmation?token=&customerId=&partnerId=`: what the e-mail's link carries. */
export function validateEmailConfirmationSearch(search: Record<string, unknown>): { token?: string; customerId?: number; partnerId?: number } {
  return { token: text(search.token), customerId: parsePositiveId(search.customerId), partnerId: parsePositiveId(search.partnerId) };
}

/** `/unique-access?uniqueAccessId=`. */
export function validateUniqueAccessSearch(search: Record<string, unknown>): { uniqueAccessId?: string } {
  return { uniqueAccessId: text(search.uniqueAccessId) };
}
