-- Devices a shopper has signed in on (docs/security.md, "Sign-in limits"). A device keeps a random
-- token in an httpOnly cookie; only its SHA-256 is stored, per account it signed in to. A known
-- device skips the per-phone and per-address login limits, so guessing from elsewhere never keeps
-- the owner out of their own phone or computer.
CREATE TABLE known_devices (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, device_hash)
);
-- Housekeeping forgets devices not signed in on for a year.
CREATE INDEX known_devices_last_login_idx ON known_devices (last_login_at);
