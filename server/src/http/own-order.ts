import type { Db } from '../db/client';
import { findOrder, lockOrder, type OrderRow } from '../db/queries/orders';
import { fail } from './errors';
import { pathId } from './path-id';

export function orderNotFound(idText: string | number): string {
  return `Pedido ${String(idText).slice(0, 20)} não encontrado.`;
}

/** The customer's order by id: 404 'Pedido {id} não encontrado.' for anyone else's or an unknown id. */
export async function ownOrder(db: Db, idText: string | number, customerId: number, message = orderNotFound(idText)): Promise<OrderRow> {
  const id = typeof idText === 'number' ? idText : pathId(idText, message);
  const order = await findOrder(db, id, customerId);
  if (!order) fail(404, message);
  return order;
}

/** `ownOrder` read under the order's row lock; call inside a transaction: payments and cancels of it wait until it ends. */
export async function lockOwnOrder(tx: Db, idText: string | number, customerId: number, message = orderNotFound(idText)): Promise<OrderRow> {
  const id = typeof idText === 'number' ? idText : pathId(idText, message);
  await lockOrder(tx, id, customerId);
  return ownOrder(tx, id, customerId, message);
}

export const EDIT_REFUSED = 'Não é possível realizar a edição de pedidos já processados, pagos ou cancelados.';
