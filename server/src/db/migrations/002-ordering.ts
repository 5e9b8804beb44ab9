export default /* sql */ `
ALTER TABLE customers ADD COLUMN credit_balance double precision NOT NULL DEFAULT 0;

CREATE TABLE customer_addresses (
  id integer PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id),
  street text NOT NULL,
  district text NOT NULL,
  city text NOT NULL,
  state text NOT NULL
);
CREATE INDEX customer_addresses_customer ON customer_addresses (customer_id);

CREATE TABLE payment_plans (
  id integer PRIMARY KEY,
  partner_id integer NOT NULL REFERENCES partners(id),
  description text NOT NULL,
  parcels integer NOT NULL,
  can_use_pix boolean NOT NULL,
  can_use_credit_card boolean NOT NULL,
  position integer NOT NULL
);

-- kind: ITEMS_PERCENT (value = percent off the items) or FREE_DELIVERY
CREATE TABLE coupons (
  code text PRIMARY KEY,
  kind text NOT NULL,
  value double precision NOT NULL,
  description text NOT NULL
);

-- the checkout choices of a cart, kept until the order is finished or the cart discarded
ALTER TABLE carts
  ADD COLUMN payment_plan_id integer REFERENCES payment_plans(id),
  ADD COLUMN address_id integer REFERENCES customer_addresses(id),
  ADD COLUMN delivery_date date,
  ADD COLUMN purchase_order text NOT NULL DEFAULT '',
  ADD COLUMN observations text NOT NULL DEFAULT '',
  ADD COLUMN coupon_code text REFERENCES coupons(code);

-- paid_at may lie in the future: a card approval becomes visible when the acquirer's delay has passed.
-- issues: [{issueType, message, orderItemID}]
CREATE TABLE orders (
  id serial PRIMARY KEY,
  number text NOT NULL,
  customer_id integer NOT NULL REFERENCES customers(id),
  partner_id integer NOT NULL REFERENCES partners(id),
  status text NOT NULL,
  created_at timestamptz NOT NULL,
  delivery_date date NOT NULL,
  address text NOT NULL,
  purchase_order text NOT NULL DEFAULT '',
  observations text NOT NULL DEFAULT '',
  payment_plan_id integer NOT NULL REFERENCES payment_plans(id),
  coupon_code text REFERENCES coupons(code),
  items_total double precision NOT NULL,
  discount double precision NOT NULL,
  delivery_fee double precision NOT NULL,
  margin_total double precision NOT NULL,
  total_payment double precision NOT NULL,
  parcels integer NOT NULL,
  paid_at timestamptz,
  payment_link text,
  status_observation text NOT NULL DEFAULT '',
  can_edit boolean NOT NULL,
  can_cancel boolean NOT NULL,
  issues jsonb NOT NULL DEFAULT '[]',
  UNIQUE (partner_id, number)
);
CREATE INDEX orders_customer ON orders (customer_id, partner_id, created_at DESC);

CREATE TABLE order_items (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products(id),
  package_id integer NOT NULL,
  quantity integer NOT NULL,
  price double precision NOT NULL,
  total double precision NOT NULL
);
CREATE INDEX order_items_order ON order_items (order_id);

CREATE TABLE pix_charges (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id),
  txid text NOT NULL UNIQUE,
  amount double precision NOT NULL,
  emv text NOT NULL,
  qrcode text NOT NULL,
  created_at timestamptz NOT NULL,
  ready_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  paid_at timestamptz
);
CREATE INDEX pix_charges_order ON pix_charges (order_id, created_at DESC);

-- only the brand and last four digits of the card are kept; outcome: APPROVED, DECLINED or ERROR, shown from decided_at
CREATE TABLE card_payments (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id),
  brand text NOT NULL,
  last4 text NOT NULL,
  amount double precision NOT NULL,
  created_at timestamptz NOT NULL,
  decided_at timestamptz NOT NULL,
  outcome text NOT NULL
);
CREATE INDEX card_payments_order ON card_payments (order_id, created_at DESC);
`;
