export default /* sql */ `
-- The credential model (docs/decisions/0090-temporary-codes-the-password-login-and-what-a-new.md): a TEMPORARY access code
-- signs in once; the login that uses it marks it spent, and the same code then answers 470. A new code (setAccessCode)
-- is unspent.
ALTER TABLE users ADD COLUMN code_spent_at timestamptz;

-- Reset codes of /esqueci-minha-senha: scrypt-hashed, 10 minutes, 5 tries. Rows stay (closed) so the sends of the
-- last 15 minutes can be counted; only the newest open row of a user can be validated.
CREATE TABLE reset_codes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_tries integer NOT NULL DEFAULT 0,
  -- validated, replaced by a newer send, or out of tries
  closed_at timestamptz
);
CREATE INDEX reset_codes_user ON reset_codes (user_id, id DESC);

-- The reset_token of /redefinir-senha: its SHA-256 only, single-use, short-lived.
CREATE TABLE reset_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
`;
