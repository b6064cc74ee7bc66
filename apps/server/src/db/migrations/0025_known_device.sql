-- Browsers that signed in to an account. A sign-in from one of them is not held back by the
-- failed attempts of strangers (the per-account limit counts only sources new to the account).
CREATE TABLE known_device (
  user_id       bigint NOT NULL REFERENCES user_account (id),
  device_hash   text NOT NULL,              -- sha256 of the device cookie, never the value itself
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, device_hash)
);
