export default /* sql */ `
-- What production sends by WhatsApp, SMS or e-mail (activation links, access and reset codes, guest invitations):
-- the demo keeps it here and shows it in the development inbox.
CREATE TABLE messages (
  id serial PRIMARY KEY,
  recipient text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('whatsapp', 'sms', 'email')),
  text text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX messages_recipient ON messages (recipient, id DESC);

-- The customer's registered contacts: signup offers the phones, recovery offers phones and e-mail.
ALTER TABLE customers ADD COLUMN trade_name text;
ALTER TABLE customers ADD COLUMN email text;
-- phone: digits only, area code first (11 or 10 digits)
CREATE TABLE customer_phones (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id),
  phone text NOT NULL,
  UNIQUE (customer_id, phone)
);

-- The credential model (docs/decisions/0085-one-credential-model-access-code-temporary-or-definitive.md): the 6-digit access
-- code is TEMPORARY when the server sent it (activation, recovery, guest invitation: it signs in once) or DEFINITIVE
-- when the user chose it; password_hash is the 8–64 character password set on /redefinir-senha, accepted by the
-- password variant of login.
ALTER TABLE users ADD COLUMN code_kind text NOT NULL DEFAULT 'DEFINITIVE' CHECK (code_kind IN ('TEMPORARY', 'DEFINITIVE'));
ALTER TABLE users ADD COLUMN password_hash text;
-- GET /user/profile's flagPushNotification: the app subscribes to Web Push when it is true.
ALTER TABLE users ADD COLUMN push_notifications boolean NOT NULL DEFAULT true;
`;
