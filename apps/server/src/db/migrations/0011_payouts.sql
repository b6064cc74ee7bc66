-- The partner area: workers' payout accounts, changes to them confirmed through a mailed link, and
-- payout requests (held in the ledger until an admin pays or rejects them).

-- A worker's current payout account per method (written only when a mailed link confirms it).
CREATE TABLE payout_wallet (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  worker_id     bigint NOT NULL REFERENCES user_account (id),
  method        text NOT NULL CHECK (method IN ('usdt_trc20', 'btc', 'paypal', 'payeer', 'webmoney_wmz')),
  account       text NOT NULL CHECK (char_length(account) BETWEEN 1 AND 254),
  confirmed_at  timestamptz NOT NULL,
  UNIQUE (worker_id, method)
);

-- A requested change: the link's token is stored as its SHA-256 only; single-use, 24 hours.
-- A newer request or a cancel ends the earlier one (cancelled_at).
CREATE TABLE payout_wallet_change (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  worker_id     bigint NOT NULL REFERENCES user_account (id),
  method        text NOT NULL CHECK (method IN ('usdt_trc20', 'btc', 'paypal', 'payeer', 'webmoney_wmz')),
  account       text NOT NULL CHECK (char_length(account) BETWEEN 1 AND 254),
  token_hash    text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz,
  cancelled_at  timestamptz,
  CHECK (expires_at > created_at),
  CHECK (used_at IS NULL OR cancelled_at IS NULL)
);
CREATE INDEX payout_wallet_change_worker_idx ON payout_wallet_change (worker_id, id DESC);

-- A payout: the amount is held (ledger `payout-hold:<id>`) from the request until the decision.
CREATE TABLE payout_request (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  worker_id      bigint NOT NULL REFERENCES user_account (id),
  method         text NOT NULL CHECK (method IN ('usdt_trc20', 'btc', 'paypal', 'payeer', 'webmoney_wmz')),
  account        text NOT NULL CHECK (char_length(account) BETWEEN 1 AND 254),
  amount_micros  bigint NOT NULL CHECK (amount_micros > 0),
  fee_micros     bigint NOT NULL CHECK (fee_micros >= 0),
  state          text NOT NULL DEFAULT 'requested' CHECK (state IN ('requested', 'paid', 'rejected')),
  reference      text CHECK (reference IS NULL OR char_length(reference) BETWEEN 1 AND 200),
  reason         text CHECK (reason IS NULL OR char_length(reason) BETWEEN 1 AND 1000),
  decided_by     bigint REFERENCES user_account (id),
  requested_at   timestamptz NOT NULL DEFAULT now(),
  decided_at     timestamptz,
  CHECK (fee_micros < amount_micros),
  CHECK ((state = 'requested') = (decided_at IS NULL)),
  CHECK ((state = 'paid') = (reference IS NOT NULL)),
  CHECK ((state = 'rejected') = (reason IS NOT NULL))
);
CREATE INDEX payout_request_worker_idx ON payout_request (worker_id, id DESC);
CREATE INDEX payout_request_state_idx ON payout_request (state, id);
CREATE INDEX payout_request_decided_by_idx ON payout_request (decided_by) WHERE decided_by IS NOT NULL;
