export default /* sql */ `
-- Payment slips (boletos) a partner issued to a customer. barcode and typed_line are the bank's (FEBRABAN layout,
-- server/src/domain/slip-code.ts). availability: AVAILABLE (the PDF can be downloaded), UNKNOW (the spec's spelling:
-- no copy on file, a second copy can be requested) or REQUESTED since requested_at (available a while later, read
-- from the clock: server/src/domain/payment-slip-view.ts).
CREATE TABLE payment_slips (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id),
  partner_id integer NOT NULL REFERENCES partners(id),
  number text NOT NULL,
  due_date date NOT NULL,
  value_cents integer NOT NULL CHECK (value_cents > 0),
  barcode text NOT NULL CHECK (barcode ~ '^[0-9]{44}$'),
  typed_line text NOT NULL CHECK (typed_line ~ '^[0-9]{47}$'),
  availability text NOT NULL CHECK (availability IN ('AVAILABLE', 'REQUESTED', 'UNKNOW')),
  requested_at timestamptz,
  CHECK ((availability = 'REQUESTED') = (requested_at IS NOT NULL)),
  UNIQUE (partner_id, number)
);
CREATE INDEX payment_slips_customer_partner ON payment_slips (customer_id, partner_id, due_date);
`;
