export default /* sql */ `
-- Orders placed in the app are purchases too: their items are written here (order_id set) when the order is
-- placed or its edit finished, and removed when it is cancelled. Rows without order_id came from before the app.
ALTER TABLE purchase_history ADD COLUMN order_id integer REFERENCES orders(id) ON DELETE CASCADE;
CREATE INDEX purchase_history_order ON purchase_history (order_id) WHERE order_id IS NOT NULL;
`;
