import type { Db } from '../db/client';
import { findOrder, lockOrder, partnerOrderCustomer, type OrderRow } from '../db/queries/orders';
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

/** Who acts on an order: its customer (the app) or its partner (the integration API); anyone else finds no order. */
export type OrderOwner = { customerId: number } | { partnerId: number };

/** `findOwnOrder` for either owner: another customer's or partner's order is not found, never forbidden. */
export async function findOrderOf(db: Db, id: number, owner: OrderOwner): Promise<OrderRow> {
  return findOrderOfOwner(db, id, owner, false);
}

/** `lockOwnOrder` for either owner. */
export async function lockOrderOf(tx: Db, id: number, owner: OrderOwner): Promise<OrderRow> {
  return findOrderOfOwner(tx, id, owner, true);
}

async function findOrderOfOwner(db: Db, id: number, owner: OrderOwner, lock: boolean): Promise<OrderRow> {
  if ('customerId' in owner) return lock ? lockOwnOrder(db, id, owner.customerId) : findOwnOrder(db, id, owner.customerId);
  const customerId = await partnerOrderCustomer(db, id, owner.partnerId, lock);
  if (customerId === undefined) refuse('not-found', orderNotFound(id));
  return findOwnOrder(db, id, customerId);
}

export const EDIT_REFUSED = 'Não é possível realizar a edição de pedidos já processados, pagos ou cancelados.';
