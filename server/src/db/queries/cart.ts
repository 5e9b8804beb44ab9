import type { Cart, CartItem, Issue } from '../../../../src/domain/entities/cart';
import type { Package, Promotion, SalesUnit } from '../../../../src/domain/entities/catalogue';
import type { Db } from '../client';

interface CartRow {
  id: number;
  partner_id: number;
  status: 'OPEN' | 'LOCKED';
  order_number: string | null;
  outdated_registration: boolean;
}

const CART_SELECT = `SELECT c.id, c.partner_id, c.status, c.order_number, cu.outdated_registration
  FROM carts c JOIN customers cu ON cu.id = c.customer_id`;

/** The customer's cart at a partner, created empty and OPEN the first time. */
export async function ensureCart(db: Db, customerId: number, partnerId: number): Promise<CartRow> {
  await db.query('INSERT INTO carts (customer_id, partner_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [customerId, partnerId]);
  const [row] = await db.query<CartRow>(`${CART_SELECT} WHERE c.customer_id = $1 AND c.partner_id = $2`, [customerId, partnerId]);
  return row;
}

/** Scoped to the customer: another customer's cart id reads as missing. */
export async function findCart(db: Db, cartId: number, customerId: number): Promise<CartRow | undefined> {
  const [row] = await db.query<CartRow>(`${CART_SELECT} WHERE c.id = $1 AND c.customer_id = $2`, [cartId, customerId]);
  return row;
}

/** `findCart` that also locks the cart's row until the transaction ends: a second finish of the cart waits for the first. */
export async function lockCart(db: Db, cartId: number, customerId: number): Promise<CartRow | undefined> {
  const [row] = await db.query<CartRow>(`${CART_SELECT} WHERE c.id = $1 AND c.customer_id = $2 FOR UPDATE OF c`, [cartId, customerId]);
  return row;
}

export async function cartIssues(db: Db, cartId: number): Promise<Issue[]> {
  return db.query<Issue>('SELECT type, description FROM cart_issues WHERE cart_id = $1', [cartId]);
}

export async function loadCart(db: Db, cart: CartRow): Promise<Cart> {
  const items = await db.query<{ product_id: number; quantity: number; price: number; package_id: number; issues: Issue[] }>(
    'SELECT product_id, quantity, price, package_id, issues FROM cart_items WHERE cart_id = $1 ORDER BY added_at, product_id',
    [cart.id],
  );
  return {
    id: cart.id,
    partnerId: cart.partner_id,
    status: cart.status,
    items: items.map((item): CartItem => ({
      productId: item.product_id,
      quantity: item.quantity,
      price: item.price,
      productPackageId: item.package_id,
      issues: item.issues,
    })),
    issues: await cartIssues(db, cart.id),
    orderNumber: cart.order_number,
    outdatedRegistration: cart.outdated_registration,
  };
}

export interface CartProduct {
  id: number;
  family_name: string;
  sales_unit: SalesUnit;
  packages: Package[];
  sales_price: number;
  promotions: Promotion[];
  suggested_quantity: number | null;
}

export async function findCartProduct(db: Db, partnerId: number, productId: number, customerId: number): Promise<CartProduct | undefined> {
  const [row] = await db.query<CartProduct>(
    `SELECT p.id, f.name AS family_name, p.sales_unit, p.packages, p.sales_price, p.promotions, s.suggested_quantity
     FROM products p JOIN families f ON f.id = p.family_id
     LEFT JOIN suggestions s ON s.customer_id = $3 AND s.product_id = p.id
     WHERE p.id = $2 AND p.partner_id = $1 AND NOT p.deleted`,
    [partnerId, productId, customerId],
  );
  return row;
}

/** A new item starts without issues; changing its quantity or package keeps the issues it has. */
export async function upsertItem(
  db: Db,
  cartId: number,
  item: { productId: number; quantity: number; packageId: number; price: number },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO cart_items (cart_id, product_id, quantity, package_id, price, added_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = $3, package_id = $4, price = $5`,
    [cartId, item.productId, item.quantity, item.packageId, item.price, now.toISOString()],
  );
}

export async function deleteItem(db: Db, cartId: number, productId: number): Promise<void> {
  await db.query('DELETE FROM cart_items WHERE cart_id = $1 AND product_id = $2', [cartId, productId]);
}

export async function countItems(db: Db, cartId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM cart_items WHERE cart_id = $1', [cartId]);
  return row.count;
}

export async function itemQuantities(db: Db, cartId: number): Promise<{ product_id: number; quantity: number; package_id: number }[]> {
  return db.query('SELECT product_id, quantity, package_id FROM cart_items WHERE cart_id = $1', [cartId]);
}

/** The cart now edits that order: finishing it updates the order instead of creating one. */
export async function setEditedOrder(db: Db, cartId: number, orderNumber: string): Promise<void> {
  await db.query('UPDATE carts SET order_number = $2 WHERE id = $1', [cartId, orderNumber]);
}
