export default /* sql */ `
CREATE TABLE partners (
  id integer PRIMARY KEY,
  name text NOT NULL,
  url_catalog text NOT NULL DEFAULT ''
);

CREATE TABLE customers (
  id integer PRIMARY KEY,
  tax_id text NOT NULL UNIQUE,
  name text NOT NULL,
  outdated_registration boolean NOT NULL DEFAULT false
);

CREATE TABLE partner_customers (
  partner_id integer NOT NULL REFERENCES partners(id),
  customer_id integer NOT NULL REFERENCES customers(id),
  PRIMARY KEY (partner_id, customer_id)
);

-- status: ACTIVE, CHANGE_REQUIRED (login answers 470), EXPIRED (471)
CREATE TABLE users (
  id integer PRIMARY KEY,
  username text NOT NULL UNIQUE,
  full_name text NOT NULL,
  customer_id integer NOT NULL REFERENCES customers(id),
  code_hash text NOT NULL,
  status text NOT NULL DEFAULT 'ACTIVE',
  password_warning text,
  last_accessed_at timestamptz
);

CREATE TABLE login_throttle (
  username text PRIMARY KEY,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL
);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  device_id text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_device ON sessions (user_id, device_id);

CREATE TABLE keep_connected (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  device_id text NOT NULL,
  secret_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, device_id)
);

CREATE TABLE idempotency_keys (
  user_id integer NOT NULL,
  key text NOT NULL,
  path text NOT NULL,
  -- 0 while the first request is still running
  status integer NOT NULL,
  content_type text,
  body text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);

CREATE TABLE departments (
  id integer PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE brands (
  id integer PRIMARY KEY,
  name text NOT NULL
);

-- sort_key: the name without accents, for alphabetical order independent of the database collation
CREATE TABLE families (
  id integer PRIMARY KEY,
  name text NOT NULL,
  sort_key text NOT NULL,
  department_id integer NOT NULL REFERENCES departments(id)
);

-- packages: [{id, packageType, description, label, weight, unities}]; promotions: [{minQuantity, maxQuantity, price}]
CREATE TABLE products (
  id integer PRIMARY KEY,
  partner_id integer NOT NULL REFERENCES partners(id),
  code text NOT NULL,
  family_id integer NOT NULL REFERENCES families(id),
  brand_id integer NOT NULL REFERENCES brands(id),
  department_id integer NOT NULL REFERENCES departments(id),
  characteristics jsonb NOT NULL,
  validity date,
  sales_unit text NOT NULL,
  packages jsonb NOT NULL,
  list_price double precision NOT NULL,
  sales_price double precision NOT NULL,
  promotions jsonb NOT NULL,
  variable_weight boolean NOT NULL,
  deleted boolean NOT NULL DEFAULT false,
  is_fefo boolean NOT NULL,
  barcode text NOT NULL,
  show_additional_info boolean NOT NULL,
  relevance integer NOT NULL,
  search_key text NOT NULL
);
CREATE INDEX products_partner ON products (partner_id, relevance DESC);

CREATE TABLE banners (
  id integer PRIMARY KEY,
  partner_id integer NOT NULL REFERENCES partners(id),
  headline text NOT NULL,
  destination_link text NOT NULL,
  position integer NOT NULL
);

CREATE TABLE favorites (
  customer_id integer NOT NULL REFERENCES customers(id),
  product_id integer NOT NULL REFERENCES products(id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, product_id)
);

CREATE TABLE purchase_history (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id),
  product_id integer NOT NULL REFERENCES products(id),
  package_id integer NOT NULL,
  quantity integer NOT NULL,
  ordered_on date NOT NULL
);
CREATE INDEX purchase_history_customer ON purchase_history (customer_id, product_id, ordered_on DESC);

CREATE TABLE suggestions (
  customer_id integer NOT NULL REFERENCES customers(id),
  product_id integer NOT NULL REFERENCES products(id),
  suggested_quantity integer NOT NULL,
  rank integer NOT NULL,
  PRIMARY KEY (customer_id, product_id)
);

CREATE TABLE carts (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id),
  partner_id integer NOT NULL REFERENCES partners(id),
  status text NOT NULL DEFAULT 'OPEN',
  order_number text,
  UNIQUE (customer_id, partner_id)
);

CREATE TABLE cart_items (
  cart_id integer NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products(id),
  quantity integer NOT NULL,
  package_id integer NOT NULL,
  price double precision NOT NULL,
  added_at timestamptz NOT NULL,
  PRIMARY KEY (cart_id, product_id)
);

CREATE TABLE cart_issues (
  cart_id integer NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  type text NOT NULL,
  description text NOT NULL
);
`;
