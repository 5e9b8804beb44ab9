import type { Db } from '../db/client';
import type { OrderRow } from '../db/queries/orders';
import { findOwnOrder, lockOwnOrder as lockOwnOrderById, orderNotFound } from '../services/own-order';
import { pathId } from './path-id';

/** The customer's order named by a path id (or a body's number): 404 'Pedido {id} não encontrado.' for anyone else's or an unknown id. */
export async function ownOrder(db: Db, idText: string | number, customerId: number, message = orderNotFound(idText)): Promise<OrderRow> {
  return findOwnOrder(db, typeof idText === 'number' ? idText : pathId(idText, message), customerId, message);
}

/** `ownOrder` read under the order's row lock; call inside a transaction: payments and cancels of it wait until it ends. */
export async function lockOwnOrder(tx: Db, idText: string | number, customerId: number, message = orderNotFound(idText)): Promise<OrderRow> {
  return lockOwnOrderById(tx, typeof idText === 'number' ? idText : pathId(idText, message), customerId, message);
}
