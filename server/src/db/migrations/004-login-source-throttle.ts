export default /* sql */ `
-- Failed sign-ins per source across any usernames, in windows: source is 'device:<deviceId>' or 'ip:<address or IPv6 /64>'
CREATE TABLE login_source_throttle (
  source text PRIMARY KEY,
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL
);
`;
