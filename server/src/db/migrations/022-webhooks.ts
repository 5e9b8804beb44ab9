export default /* sql */ `
-- Webhooks out (server/src/webhooks/). An endpoint keeps only the random salt of its signing secret: the secret is an
-- HMAC of the salt under the server's signing key (WEBHOOK_SIGNING_KEY), so a copy of the database alone signs nothing.
CREATE TABLE webhook_endpoints (
  id serial PRIMARY KEY,
  partner_id integer NOT NULL REFERENCES partners(id),
  url text NOT NULL,
  events text[] NOT NULL CHECK (cardinality(events) > 0 AND events <@ ARRAY['order.placed', 'order.changed', 'order.cancelled', 'payment.received', 'customer.signup_requested']),
  enabled boolean NOT NULL DEFAULT true,
  secret_salt text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX webhook_endpoints_partner ON webhook_endpoints (partner_id, id);

-- One row per event: its id is the webhook-id of every delivery, body the exact JSON sent (and signed) on each attempt.
CREATE TABLE webhook_events (
  id text PRIMARY KEY,
  partner_id integer NOT NULL REFERENCES partners(id),
  type text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL
);

-- The durable queue: one delivery per event and subscribed endpoint. status: pending (due at next_attempt_at), sending
-- (claimed until next_attempt_at, the lease; attempts fences the outcome), delivered, failed (no 2xx for 24 hours from
-- retry_from). A replay makes it pending again with a new retry window: retry_from, and retry_base, the attempts
-- before it (the backoff starts over).
CREATE TABLE webhook_deliveries (
  id serial PRIMARY KEY,
  event_id text NOT NULL REFERENCES webhook_events(id),
  endpoint_id integer NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pending', 'sending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  retry_base integer NOT NULL DEFAULT 0,
  retry_from timestamptz NOT NULL,
  next_attempt_at timestamptz,
  created_at timestamptz NOT NULL,
  delivered_at timestamptz,
  last_error text
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status IN ('pending', 'sending');
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, id);

-- Each attempt as it happened: the receiver's status code (none when no answer came), how long it took, what went wrong.
CREATE TABLE webhook_attempts (
  delivery_id integer NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
  attempt integer NOT NULL,
  started_at timestamptz NOT NULL,
  duration_ms integer NOT NULL,
  status_code integer,
  error text,
  PRIMARY KEY (delivery_id, attempt)
);
`;
