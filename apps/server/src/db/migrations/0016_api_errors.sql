-- The API errors each account received (v1 and v2), for /setting/errors. Refusals are counted per
-- account, code, request and minute (a client retrying in a loop adds to a count, not rows).
CREATE TABLE api_error_log (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id  bigint NOT NULL REFERENCES user_account (id),
  minute       timestamptz NOT NULL,
  source       text NOT NULL CHECK (source IN ('v1', 'v2')),
  code         text NOT NULL,
  request      text NOT NULL,
  ip           text,
  count        integer NOT NULL CHECK (count > 0),
  last_at      timestamptz NOT NULL
);
CREATE UNIQUE INDEX api_error_log_bucket_key ON api_error_log (customer_id, minute, source, code, request);
CREATE INDEX api_error_log_customer_idx ON api_error_log (customer_id, last_at DESC);
CREATE INDEX api_error_log_minute_idx ON api_error_log (minute);
-- The customer lists: a customer's tasks by state, newest first.
CREATE INDEX task_customer_status_idx ON task (customer_id, status, id DESC);
