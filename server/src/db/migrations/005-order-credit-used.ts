export default /* sql */ `
-- The customer credit a payment used up on the order, recorded when it is marked paid (shown on the order detail)
ALTER TABLE orders ADD COLUMN credit_used double precision NOT NULL DEFAULT 0;
`;
