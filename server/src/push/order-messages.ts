import type { OrderStatus } from '../../../src/domain/entities/orders';
import type { PushMessage } from './push-service';

interface NotifiedOrder {
  id: number;
  number: string;
  partner_id: number;
}

/** The app's order detail (paths.orderDetail with validateOrderDetailSearch's query and the partner): a tap opens it. */
export function orderDetailUrl(order: NotifiedOrder): string {
  const query = new URLSearchParams({ id: String(order.id), order: order.number, parceiro: String(order.partner_id) });
  return `/detalhes-pedido?${query}`;
}

export function orderStatusMessage(order: NotifiedOrder, status: OrderStatus): PushMessage {
  return { title: `Pedido n° ${order.number}: ${status}`, body: 'Toque para ver os detalhes do pedido.', url: orderDetailUrl(order) };
}

export function pixPaidMessage(order: NotifiedOrder): PushMessage {
  return { title: 'Pagamento PIX recebido', body: `Pedido n° ${order.number}: pagamento confirmado.`, url: orderDetailUrl(order) };
}
