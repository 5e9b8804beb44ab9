export default /* sql */ `
-- Customers and addresses made by the integration API's batches take their ids from here; seeded ones stay below.
CREATE SEQUENCE IF NOT EXISTS customers_id_seq START 100000 OWNED BY customers.id;
ALTER TABLE customers ALTER COLUMN id SET DEFAULT nextval('customers_id_seq');
CREATE SEQUENCE IF NOT EXISTS customer_addresses_id_seq START 100000 OWNED BY customer_addresses.id;
ALTER TABLE customer_addresses ALTER COLUMN id SET DEFAULT nextval('customer_addresses_id_seq');
-- street keeps the one line the app shows ('Rua das Flores, 120 - Loja 2'); cep: 8 digits, '' when never given.
ALTER TABLE customer_addresses ADD COLUMN cep text NOT NULL DEFAULT '';

-- A partner's own terms for a customer it serves: the company record (customers) is shared, these are not.
-- payment_plan_ids: the partner's plans offered to this customer, NULL = every plan of the partner (as before);
-- credit: the credit the partner grants, in reais; blocked: the partner no longer serves orders of this customer.
ALTER TABLE partner_customers
  ADD COLUMN payment_plan_ids integer[],
  ADD COLUMN credit double precision NOT NULL DEFAULT 0,
  ADD COLUMN blocked boolean NOT NULL DEFAULT false;
`;
