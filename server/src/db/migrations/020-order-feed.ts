export default /* sql */ `
-- The integration API's orders feed (db/queries/order-feed.ts). Every change of an order takes the next number of
-- its partner's counter with an UPDATE that keeps the counter's row locked until the transaction commits: a
-- partner's changes commit in counter order, so a reader never sees number n+1 before n, and a cursor that is a
-- number never skips a change committed late. A plain timestamp or serial cursor would.
CREATE TABLE order_feed_counters (
  partner_id integer PRIMARY KEY REFERENCES partners(id),
  last_change bigint NOT NULL
);

ALTER TABLE orders
  ADD COLUMN change_number bigint,
  ADD COLUMN changed_at timestamptz,
  ADD COLUMN erp_number text,
  ADD COLUMN invoice_key text,
  ADD COLUMN invoice_number text,
  ADD COLUMN invoice_series text,
  ADD COLUMN invoice_danfe_url text;

-- Orders placed before the feed: numbered in the order they were created.
UPDATE orders o SET change_number = n.number, changed_at = o.created_at
FROM (SELECT id, row_number() OVER (PARTITION BY partner_id ORDER BY created_at, id) AS number FROM orders) n
WHERE n.id = o.id;
INSERT INTO order_feed_counters (partner_id, last_change)
SELECT partner_id, max(change_number) FROM orders GROUP BY partner_id;

CREATE UNIQUE INDEX orders_feed ON orders (partner_id, change_number);
`;
