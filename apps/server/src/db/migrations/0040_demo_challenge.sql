-- The demo captchas' spent challenges (spec §7 captcha-demo verify): a challenge verifies once,
-- right or wrong. Its id is recorded at its first verification and kept until it expires (after
-- that the challenge itself says `expired`), so a replay on any node of the cluster is `used`.
-- The challenge carries its answer encrypted; nothing else about it is stored.
CREATE TABLE demo_challenge_used (
  id          text PRIMARY KEY CHECK (char_length(id) BETWEEN 16 AND 64),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX demo_challenge_used_expiry ON demo_challenge_used (expires_at);
