export default /* sql */ `
-- Every PIX the PSP notified (POST /api/integration/v1/webhook/{secret}/pix), once per endToEndId: what arrived and
-- what it did. outcome: confirmed (paid its order), amount-mismatch (valor differs from the charge: not paid),
-- unknown-txid (no charge of ours), not-awaiting (its order was already paid or cancelled: money to give back).
CREATE TABLE pix_payments (
  id serial PRIMARY KEY,
  end_to_end_id text NOT NULL UNIQUE,
  txid text,
  amount numeric(12, 2) NOT NULL,
  paid_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL,
  charge_id integer REFERENCES pix_charges(id),
  order_id integer REFERENCES orders(id),
  outcome text NOT NULL CHECK (outcome IN ('confirmed', 'amount-mismatch', 'unknown-txid', 'not-awaiting'))
);
CREATE INDEX pix_payments_order ON pix_payments (order_id) WHERE order_id IS NOT NULL;
`;
