export default /* sql */ `
-- The devices a user has signed in on (GET /user/devices): recorded wherever a session is issued and on
-- PUT /user/last-accessed. phone and contact are the user's phone and name when the device last signed in.
CREATE TABLE user_devices (
  user_id integer NOT NULL REFERENCES users(id),
  device_id text NOT NULL,
  first_access_at timestamptz NOT NULL,
  last_access_at timestamptz NOT NULL,
  user_agent text NOT NULL DEFAULT '',
  phone text,
  contact text,
  PRIMARY KEY (user_id, device_id)
);

-- Guest users (docs/decisions/0087-guest-users-who-they-are-what-they-may-do-how-they-sign-in.md): users of the customer
-- with role GUEST, their phone, and whether the account holder has blocked them (active = false: no sign-in, open
-- sessions end).
ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'HOLDER' CHECK (role IN ('HOLDER', 'GUEST'));
ALTER TABLE users ADD COLUMN phone text;
ALTER TABLE users ADD COLUMN active boolean NOT NULL DEFAULT true;
CREATE INDEX users_customer_role ON users (customer_id, role);

-- Each invitation sent (throttled per customer; kept when the guest is deleted).
CREATE TABLE guest_invitations (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id),
  sent_at timestamptz NOT NULL
);
CREATE INDEX guest_invitations_customer ON guest_invitations (customer_id, sent_at);
`;
