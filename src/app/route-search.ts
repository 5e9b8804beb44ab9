// Search params of the route table, validated once per route; screens read them typed.
// Each validator answers every key it owns (undefined when invalid): the router keeps the
// raw value of a key the validator leaves out.
import { PARTNER_QUERY } from '../config/paths';
import { parsePositiveId } from '../domain/positive-id';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Partner-aware routes carry `parceiro` (DECISIONS: Routes). */
export function validatePartnerSearch(search: Record<string, unknown>): { [PARTNER_QUERY]?: number } {
  return { [PARTNER_QUERY]: parsePositiveId(search[PARTNER_QUERY]) };
}

/** `/detalhes-pedido?id=&order=` [commerce §2] */
export function validateOrderDetailSearch(search: Record<string, unknown>): { id?: number; order?: string } {
  const order = typeof search.order === 'number' ? String(search.order) : text(search.order);
  return { id: parsePositiveId(search.id), order };
}

/** `/pedido-aguardando?id=`: the queued order's own id (a UUID, kept on the device). */
export function validateQueuedOrderSearch(search: Record<string, unknown>): { id?: string } {
  return { id: text(search.id) || undefined };
}

/** `/pagar-pix?orderId=` [commerce §2] and `/pagar-cartao?orderId=` [access §2.14] */
export function validatePaymentSearch(search: Record<string, unknown>): { orderId?: number } {
  return { orderId: parsePositiveId(search.orderId) };
}

/** `/busca?q=&group=` [commerce §2]: the text and the chosen category. */
export function validateSearchScreenSearch(search: Record<string, unknown>): { q?: string; group?: number } {
  const q = typeof search.q === 'number' ? String(search.q) : text(search.q);
  return { q: q || undefined, group: parsePositiveId(search.group) };
}

/** `/marca`, `/categoria/`, `/detalhes-categoria`, `/setor`: `?id=&name=` [commerce §2] */
export function validateNamedIdSearch(search: Record<string, unknown>): { id?: number; name?: string } {
  const name = typeof search.name === 'number' ? String(search.name) : text(search.name);
  return { id: parsePositiveId(search.id), name };
}

/** `/redefinir-senha?reset_token=` [access §2.9]: the token validate-code gave. */
export function validateResetPasswordSearch(search: Record<string, unknown>): { reset_token?: string } {
  const token = typeof search.reset_token === 'number' ? String(search.reset_token) : text(search.reset_token);
  return { reset_token: token || undefined };
}

/** `/alterar-codigo-acesso?entrada=true`: opened by the sign-in's warning, so done or back, the app opens next. */
export function validateChangeAccessCodeSearch(search: Record<string, unknown>): { entrada?: true } {
  return { entrada: search.entrada === true || search.entrada === 'true' ? true : undefined };
}
