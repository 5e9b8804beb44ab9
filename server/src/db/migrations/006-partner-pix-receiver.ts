export default /* sql */ `
-- The partner is the receiver of its customers' PIX charges: its BR Code names it and its city (fields 59 and 60)
-- and carries its PIX key; a partner without a key of its own is paid through the deployment's PIX_KEY.
ALTER TABLE partners
  ADD COLUMN city text NOT NULL DEFAULT 'São Paulo',
  ADD COLUMN pix_key text;
`;
