export default /* sql */ `
-- Web Push subscriptions (docs/decisions/0092-push-subscriptions-registered-then-posted-as-pushnewsid.md): the app registers
-- its browser subscription (endpoint and keys) and gets an id; posting that id as pushnewsId for its device activates
-- it. One active subscription per user and device; a push service answering 404/410 removes it.
CREATE TABLE push_subscriptions (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  device_id text NOT NULL,
  endpoint text NOT NULL,
  p256dh text NOT NULL,
  auth text NOT NULL,
  active boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
CREATE INDEX push_subscriptions_user_device ON push_subscriptions (user_id, device_id);
CREATE INDEX push_subscriptions_endpoint ON push_subscriptions (endpoint);
`;
