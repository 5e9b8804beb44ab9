import type { Db } from '../db/client';
import { findOrder, lockOrder, type OrderRow } from '../db/queries/orders';
import { refuse } from '../domain/refusal';

export function orderNotFound(idText: string | number): string {
  return `Pedido ${String(idText).slice(0, 20)} não encontrado.`;
}

/** The customer's order: refused as not found ('Pedido {id} não encontrado.') for anyone else's or an unknown id. */
export async function findOwnOrder(db: Db, id: number, customerId: number, message = orderNotFound(id)): Promise<OrderRow> {
  const order = await findOrder(db, id, customerId);
  if (!order) refuse('not-found', message);
  return order;
}

/** `findOwnOrder` read under the order's row lock; call inside a transaction: payments and cancels of it wait until it ends. */
export async function lockOwnOrder(tx: Db, id: number, customerId: number, message = orderNotFound(id)): Promise<OrderRow> {
  await lockOrder(tx, id, customerId);
  return findOwnOrder(tx, id, customerId, message);
}

export const EDIT_REFUSED = 'Não é possível realizar a edição de pedidos já processados, pagos ou cancelados.';
