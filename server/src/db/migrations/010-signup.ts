export default /* sql */ `
-- Users created by the server (activation; guests too) take their id from here; seeded users keep ids below 1000.
CREATE SEQUENCE IF NOT EXISTS users_id_seq START 1000 OWNED BY users.id;
ALTER TABLE users ALTER COLUMN id SET DEFAULT nextval('users_id_seq');

-- The public company register that signup consults for a company that is not a customer yet (GET /customer/cnpj).
-- cnpj: 14 characters, the alphanumeric CNPJ included.
CREATE TABLE company_register (
  cnpj text PRIMARY KEY,
  trade_name text NOT NULL
);

-- Single-use links sent by signup, stored as sha256 of their secret:
-- ACTIVATION (phone chosen → /ativacao/ativar-usuario), EMAIL (→ /activation/email/confirmation),
-- CHANGE_NUMBER (new number → /ativacao/atualizar-numero), UNIQUE_ACCESS (→ /unique-access, signs the user in).
CREATE TABLE signup_links (
  id serial PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('ACTIVATION', 'EMAIL', 'CHANGE_NUMBER', 'UNIQUE_ACCESS')),
  secret_hash text NOT NULL UNIQUE,
  customer_id integer NOT NULL REFERENCES customers(id),
  partner_id integer REFERENCES partners(id),
  -- ACTIVATION: where the credentials go; CHANGE_NUMBER: the number replaced
  phone_id integer REFERENCES customer_phones(id),
  -- CHANGE_NUMBER: the new number (digits, area code first)
  new_phone text,
  -- UNIQUE_ACCESS: who signs in
  user_id integer REFERENCES users(id),
  contact_name text,
  track_id text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Every message signup sends on request, for its throttle (per customer and per recipient).
CREATE TABLE signup_sends (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id),
  recipient text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX signup_sends_customer ON signup_sends (customer_id, sent_at);
CREATE INDEX signup_sends_recipient ON signup_sends (recipient, sent_at);

-- "Meu Whatsapp não está na lista": a contact person and number for the partner's team to register.
CREATE TABLE contact_requests (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id),
  partner_id integer NOT NULL REFERENCES partners(id),
  contact_name text NOT NULL,
  phone text NOT NULL,
  created_at timestamptz NOT NULL
);
`;
