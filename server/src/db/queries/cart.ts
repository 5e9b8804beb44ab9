import type { Cart, CartItem, Issue } from '../../../../src/domain/entities/cart';
import type { Package, Promotion, SalesUnit } from '../../../../src/domain/entities/catalogue';
import type { Db } from '../client';
import { liveSession, sessionParams, type SessionRef } from './sessions';

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

/**
 * The answer's items (oldest first) and issues, built as JSON by the database: one statement
 * and one parse per cart instead of a row per item. The keys are `CartItem`'s and `Issue`'s.
 */
const itemsJsonOf = (rows: string) => `COALESCE((SELECT json_agg(json_build_object(
    'productId', i.product_id, 'quantity', i.quantity, 'price', i.price, 'productPackageId', i.package_id, 'issues', i.issues
  ) ORDER BY i.added_at, i.product_id) FROM ${rows}), '[]')`;
const itemsJson = (cartId: string) => itemsJsonOf(`cart_items i WHERE i.cart_id = ${cartId}`);
const issuesJson = (cartId: string) =>
  `COALESCE((SELECT json_agg(json_build_object('type', x.type, 'description', x.description)) FROM cart_issues x WHERE x.cart_id = ${cartId}), '[]')`;

const LOAD_CART = `SELECT ${itemsJson('$1')} AS items, ${issuesJson('$1')} AS issues`;

function cartAnswer(cart: CartRow, items: CartItem[], issues: Issue[]): Cart {
  return {
    id: cart.id,
    partnerId: cart.partner_id,
    status: cart.status,
    items,
    issues,
    orderNumber: cart.order_number,
    outdatedRegistration: cart.outdated_registration,
  };
}

export async function loadCart(db: Db, cart: CartRow): Promise<Cart> {
  const [row] = await db.query<{ items: CartItem[]; issues: Issue[] }>(LOAD_CART, [cart.id]);
  return cartAnswer(cart, row.items, row.issues);
}

/**
 * The live-session check (parameters from `$first`) and `rows`' one row (all null without one),
 * in one statement: the hot cart calls check the session and read in a single round trip.
 */
const withLiveSession = (rows: string, first: number) =>
  `SELECT ${liveSession(first)} AS live, r.* FROM (SELECT 1) one LEFT JOIN LATERAL (${rows}) r ON true`;

const SERVED_CART = withLiveSession(
  `SELECT c.id, c.partner_id, c.status, c.order_number, cu.outdated_registration,
    ${itemsJson('c.id')} AS items, ${issuesJson('c.id')} AS issues
  FROM carts c JOIN customers cu ON cu.id = c.customer_id
  JOIN partner_customers pc ON pc.partner_id = c.partner_id AND pc.customer_id = c.customer_id
  WHERE c.customer_id = $1 AND c.partner_id = $2`,
  3,
);

/**
 * Whether the session is live and, if so, `loadCart(ensureCart(…))` in the same statement for a
 * cart that already exists at a partner that serves the customer; no cart otherwise (no cart yet,
 * or not served: the caller checks which).
 */
export async function servedCart(
  db: Db,
  session: SessionRef,
  customerId: number,
  partnerId: number,
  now: Date,
): Promise<{ live: boolean; cart: Cart | undefined }> {
  type Row = { live: boolean; id: number | null } & Omit<CartRow, 'id'> & { items: CartItem[]; issues: Issue[] };
  const [{ live, id, ...row }] = await db.query<Row>(SERVED_CART, [customerId, partnerId, ...sessionParams(session, now)]);
  return { live, cart: live && id !== null ? cartAnswer({ id, ...row }, row.items, row.issues) : undefined };
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

const CART_AND_PRODUCT = withLiveSession(
  `SELECT c.id, c.partner_id, c.status, c.order_number, cu.outdated_registration,
    p.id AS product_id, f.name AS family_name, p.sales_unit, p.packages, p.sales_price, p.promotions, s.suggested_quantity
  FROM carts c JOIN customers cu ON cu.id = c.customer_id
  LEFT JOIN (products p JOIN families f ON f.id = p.family_id) ON p.id = $3 AND p.partner_id = c.partner_id AND NOT p.deleted
  LEFT JOIN suggestions s ON s.customer_id = c.customer_id AND s.product_id = p.id
  WHERE c.id = $1 AND c.customer_id = $2`,
  4,
);

/**
 * Whether the session is live, and `findCart` and `findCartProduct` (of the cart's partner) in
 * one statement: the cart is undefined for another customer's id (or 0), the product for a
 * missing, deleted or other partner's one, both for a session that is not live.
 */
export async function findCartAndProduct(
  db: Db,
  session: SessionRef,
  cartId: number,
  customerId: number,
  productId: number | null,
  now: Date,
): Promise<{ live: boolean; found: { cart: CartRow; product: CartProduct | undefined } | undefined }> {
  type Row = { live: boolean; id: number | null; product_id: number | null } & Omit<CartRow, 'id'> & Omit<CartProduct, 'id'>;
  const [{ live, id, partner_id, status, order_number, outdated_registration, product_id, ...product }] = await db.query<Row>(
    CART_AND_PRODUCT,
    [cartId, customerId, productId, ...sessionParams(session, now)],
  );
  if (!live || id === null) return { live, found: undefined };
  return {
    live,
    found: {
      cart: { id, partner_id, status, order_number, outdated_registration },
      product: product_id === null ? undefined : { id: product_id, ...product },
    },
  };
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

const ITEM_COLUMNS = 'product_id, quantity, price, package_id, issues, added_at';

/**
 * The cart's answer after a change of one item, in the statement that makes it: the other items
 * as the statement found them plus the changed one as written (a statement does not see its own
 * writes otherwise).
 */
const answerAfter = (change: string) => `WITH changed AS (${change})
  SELECT ${itemsJsonOf(`(SELECT ${ITEM_COLUMNS} FROM cart_items WHERE cart_id = $1 AND product_id <> $2
    UNION ALL SELECT ${ITEM_COLUMNS} FROM changed) i`)} AS items, ${issuesJson('$1')} AS issues`;

const SAVE_ITEM = answerAfter(`INSERT INTO cart_items (cart_id, product_id, quantity, package_id, price, added_at) VALUES ($1, $2, $3, $4, $5, $6)
  ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = $3, package_id = $4, price = $5
  RETURNING ${ITEM_COLUMNS}`);

/** `upsertItem` then `loadCart`, in one statement. */
export async function saveItem(
  db: Db,
  cart: CartRow,
  item: { productId: number; quantity: number; packageId: number; price: number },
  now: Date,
): Promise<Cart> {
  const [row] = await db.query<{ items: CartItem[]; issues: Issue[] }>(SAVE_ITEM, [
    cart.id, item.productId, item.quantity, item.packageId, item.price, now.toISOString(),
  ]);
  return cartAnswer(cart, row.items, row.issues);
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
