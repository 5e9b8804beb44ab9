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
`;
