export default /* sql */ `
-- Session replay (docs/decisions/0130-session-replay.md): the app records a sample of signed-in sessions with rrweb and
-- posts the events in numbered batches. A session belongs to the user who posted it: its key is only unique per
-- user, so no one can add to another's session. Kept 30 days (server/src/prune.ts).
CREATE TABLE session_replays (
  id bigserial PRIMARY KEY,
  session_key text NOT NULL,
  user_id integer NOT NULL REFERENCES users(id),
  customer_id integer NOT NULL REFERENCES customers(id),
  device_id text NOT NULL,
  started_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (user_id, session_key)
);
CREATE INDEX session_replays_updated ON session_replays (updated_at);
CREATE TABLE session_replay_batches (
  replay_id bigint NOT NULL REFERENCES session_replays(id) ON DELETE CASCADE,
  seq integer NOT NULL,
  events jsonb NOT NULL,
  event_count integer NOT NULL,
  received_at timestamptz NOT NULL,
  PRIMARY KEY (replay_id, seq)
);
`;
