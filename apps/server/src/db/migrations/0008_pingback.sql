-- Pingback: the addresses a customer registered, the outbox of deliveries and the log of every
-- attempt (the customer reads it). And the customer's API settings: IP allow-list, 100 %
-- recognition, per-key submit limit with its per-minute counter.
CREATE TABLE pingback_address (
  customer_id  bigint NOT NULL REFERENCES user_account (id),
  -- Normalized: scheme://host[:port]/path (no query, no default port).
  address      text NOT NULL,
  -- scheme://host[:port]: a task's callback URL must share it with a registered address.
  origin       text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, address)
);
CREATE INDEX pingback_address_origin_idx ON pingback_address (customer_id, origin);

CREATE TABLE callback_delivery (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- One delivery per task: the end of a task enqueues it once, however often it is reported.
  task_id          bigint NOT NULL UNIQUE REFERENCES task (id),
  customer_id      bigint NOT NULL REFERENCES user_account (id),
  url              text NOT NULL,
  -- The form fields POSTed: { "id": "…", "code": "…" }.
  body             jsonb NOT NULL,
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL,
  last_error       text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  delivered_at     timestamptz
);
-- The deliverer takes due pending deliveries oldest first.
CREATE INDEX callback_delivery_due_idx ON callback_delivery (next_attempt_at) WHERE status = 'pending';
CREATE INDEX callback_delivery_customer_idx ON callback_delivery (customer_id, id DESC);

CREATE TABLE callback_attempt (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  delivery_id  bigint NOT NULL REFERENCES callback_delivery (id) ON DELETE CASCADE,
  started_at   timestamptz NOT NULL,
  http_status  integer,
  error        text,
  duration_ms  integer NOT NULL
);
CREATE INDEX callback_attempt_delivery_idx ON callback_attempt (delivery_id, id);

CREATE TABLE api_settings (
  customer_id               bigint PRIMARY KEY REFERENCES user_account (id),
  -- IPs and CIDR ranges (normalized text); empty: any IP may use the key.
  ip_allow_list             jsonb NOT NULL DEFAULT '[]',
  recognition100_enabled    boolean NOT NULL DEFAULT false,
  recognition100_matches    integer NOT NULL DEFAULT 2 CHECK (recognition100_matches BETWEEN 2 AND 5),
  -- Most tasks per minute the key may submit; NULL: no limit.
  per_key_limit_per_minute  integer CHECK (per_key_limit_per_minute > 0),
  updated_at                timestamptz NOT NULL DEFAULT now()
);

-- Submissions in the current minute of each customer with a per-key limit (one row each).
CREATE UNLOGGED TABLE api_submit_counter (
  customer_id   bigint PRIMARY KEY,
  window_start  timestamptz NOT NULL,
  hits          integer NOT NULL
);
