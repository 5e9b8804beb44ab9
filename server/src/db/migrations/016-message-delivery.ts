export default /* sql */ `
-- The messages table becomes an outbox: a worker delivers each message through the transport of its channel
-- (server/src/messaging/message-worker.ts). status: pending (due at next_attempt_at), sending (claimed until
-- next_attempt_at, the lease), sent, failed (refused, or no success for 24 h; kept and shown), inbox (no transport for
-- its channel: only the development inbox shows it). Rows written before this migration were only ever shown there.
ALTER TABLE messages ADD COLUMN status text NOT NULL DEFAULT 'inbox'
  CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'inbox'));
ALTER TABLE messages ALTER COLUMN status SET DEFAULT 'pending';
ALTER TABLE messages ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE messages ADD COLUMN next_attempt_at timestamptz;
ALTER TABLE messages ADD COLUMN last_error text;
ALTER TABLE messages ADD COLUMN sent_at timestamptz;
ALTER TABLE messages ADD COLUMN provider_id text;
CREATE INDEX messages_due ON messages (next_attempt_at) WHERE status IN ('pending', 'sending');
`;
