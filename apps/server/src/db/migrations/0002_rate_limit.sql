-- Request counters of the rate limiter, shared by every server process.
CREATE UNLOGGED TABLE rate_limit_counter (
  key        text PRIMARY KEY,
  hits       integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counter_expires_at_idx ON rate_limit_counter (expires_at);
