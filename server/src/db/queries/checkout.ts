import type { Package, Promotion, SalesUnit } from '../../../../src/domain/entities/catalogue';
import type { CouponKind } from '../../../../src/domain/checkout-totals';
import type { Db } from '../client';

export interface CartLine {
  product_id: number;
  quantity: number;
  package_id: number;
  code: string;
  family_name: string;
  brand_name: string;
  sales_unit: SalesUnit;
  packages: Package[];
  sales_price: number;
  promotions: Promotion[];
  variable_weight: boolean;
  /** YYYY-MM-DD, short-dated (FEFO) products only */
  validity: string | null;
}

/** The cart's items with the product data the server prices them from (removed products drop out). */
export async function cartLines(db: Db, cartId: number): Promise<CartLine[]> {
  return db.query<CartLine>(
    `SELECT ci.product_id, ci.quantity, ci.package_id, p.code, f.name AS family_name, b.name AS brand_name,
       p.sales_unit, p.packages, p.sales_price, p.promotions, p.variable_weight,
       CASE WHEN p.is_fefo THEN to_char(p.validity, 'YYYY-MM-DD') END AS validity
     FROM cart_items ci JOIN products p ON p.id = ci.product_id AND NOT p.deleted
     JOIN families f ON f.id = p.family_id JOIN brands b ON b.id = p.brand_id
     WHERE ci.cart_id = $1 ORDER BY ci.added_at, ci.product_id`,
    [cartId],
  );
}

export interface PlanRow {
  id: number;
  description: string;
  parcels: number;
  can_use_pix: boolean;
  can_use_credit_card: boolean;
}

/** The partner's plans offered to the customer: those its terms list, or every plan when they list none. */
export async function partnerPlans(db: Db, partnerId: number, customerId: number): Promise<PlanRow[]> {
  return db.query<PlanRow>(
    `SELECT p.id, p.description, p.parcels, p.can_use_pix, p.can_use_credit_card FROM payment_plans p
     LEFT JOIN partner_customers pc ON pc.partner_id = p.partner_id AND pc.customer_id = $2
     WHERE p.partner_id = $1 AND (pc.payment_plan_ids IS NULL OR p.id = ANY(pc.payment_plan_ids)) ORDER BY p.position, p.id`,
    [partnerId, customerId],
  );
}

export interface AddressRow {
  id: number;
  street: string;
  district: string;
  city: string;
  state: string;
}

export async function customerAddresses(db: Db, customerId: number): Promise<AddressRow[]> {
  return db.query<AddressRow>('SELECT id, street, district, city, state FROM customer_addresses WHERE customer_id = $1 ORDER BY id', [customerId]);
}

export interface CouponRow {
  code: string;
  kind: CouponKind;
  value: number;
  description: string;
}

export async function findCoupon(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.query<CouponRow>('SELECT code, kind, value, description FROM coupons WHERE code = $1', [code]);
  return row;
}

export interface CheckoutState {
  payment_plan_id: number | null;
  address_id: number | null;
  /** YYYY-MM-DD */
  delivery_date: string | null;
  purchase_order: string;
  observations: string;
  coupon_code: string | null;
}

export async function checkoutState(db: Db, cartId: number): Promise<CheckoutState> {
  const [row] = await db.query<CheckoutState>(
    `SELECT payment_plan_id, address_id, to_char(delivery_date, 'YYYY-MM-DD') AS delivery_date, purchase_order, observations, coupon_code
     FROM carts WHERE id = $1`,
    [cartId],
  );
  return row;
}

export async function saveCheckoutState(db: Db, cartId: number, state: CheckoutState): Promise<void> {
  await db.query(
    `UPDATE carts SET payment_plan_id = $2, address_id = $3, delivery_date = $4, purchase_order = $5, observations = $6, coupon_code = $7
     WHERE id = $1`,
    [cartId, state.payment_plan_id, state.address_id, state.delivery_date, state.purchase_order, state.observations, state.coupon_code],
  );
}

/** Items, the order being edited and the checkout choices go; the cart row (and its id) stays. */
export async function clearCart(db: Db, cartId: number): Promise<void> {
  await db.query('DELETE FROM cart_items WHERE cart_id = $1', [cartId]);
  await db.query(
    `UPDATE carts SET order_number = NULL, payment_plan_id = NULL, address_id = NULL, delivery_date = NULL,
       purchase_order = '', observations = '', coupon_code = NULL WHERE id = $1`,
    [cartId],
  );
}
