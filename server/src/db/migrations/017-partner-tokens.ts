export default /* sql */ `
-- Tokens of the integration API (/api/integration/v1), one partner each. A token is blc_<prefix>_<secret>: the prefix
-- names it in lists and logs and finds its row; only the SHA-256 of the secret is kept (server/src/domain/partner-token.ts).
CREATE TABLE partner_tokens (
  id serial PRIMARY KEY,
  partner_id integer NOT NULL REFERENCES partners(id),
  name text NOT NULL,
  prefix text NOT NULL UNIQUE,
  secret_hash text NOT NULL,
  scopes text[] NOT NULL CHECK (cardinality(scopes) > 0 AND scopes <@ ARRAY['catalogue', 'customers', 'orders', 'payments', 'webhooks']),
  created_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX partner_tokens_partner ON partner_tokens (partner_id, id);
`;
