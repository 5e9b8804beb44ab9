// Search params of the order and payment routes: the partner plus the order they show.
import { parsePartnerId, validatePartnerSearch } from '../guards';

/** `/detalhes-pedido?id=&order=&parceiro=` */
export function validateOrderDetailSearch(search: Record<string, unknown>): { parceiro?: number; id?: number; order?: string } {
  const id = parsePartnerId(search.id);
  const order = typeof search.order === 'string' || typeof search.order === 'number' ? String(search.order) : undefined;
  return { ...validatePartnerSearch(search), ...(id === undefined ? {} : { id }), ...(order === undefined ? {} : { order }) };
}

/** `/pagar-pix?orderId=&parceiro=` and `/pagar-cartao?orderId=&parceiro=` */
export function validatePaymentSearch(search: Record<string, unknown>): { parceiro?: number; orderId?: number } {
  const orderId = parsePartnerId(search.orderId);
  return { ...validatePartnerSearch(search), ...(orderId === undefined ? {} : { orderId }) };
}
