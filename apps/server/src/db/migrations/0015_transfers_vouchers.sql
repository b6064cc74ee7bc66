-- Money between users and codes that credit a balance: balance transfers (confirmed through a mailed
-- link), prepaid vouchers and promo codes.

-- A transfer is one ledger transaction of its own kind: sender's balance → recipient's balance.
ALTER TABLE ledger_transaction DROP CONSTRAINT ledger_transaction_kind_check;
ALTER TABLE ledger_transaction ADD CONSTRAINT ledger_transaction_kind_check
  CHECK (kind IN ('hold', 'settle', 'release', 'refund', 'credit', 'debit', 'transfer'));

-- A transfer requested by its sender. Nothing is held at the request: the money moves when the sender
-- follows the mailed link (single-use, 24 hours; only the token's SHA-256 is kept), as the ledger
-- transaction `transfer:<id>`; if the balance no longer covers it then, it fails and nothing moves.
-- A pending transfer past expires_at is expired (shown so; the link refuses it).
CREATE TABLE balance_transfer (
  id                     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sender_id              bigint NOT NULL REFERENCES user_account (id),
  recipient_id           bigint NOT NULL REFERENCES user_account (id),
  amount_micros          bigint NOT NULL CHECK (amount_micros > 0),
  state                  text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'completed', 'failed', 'cancelled')),
  failure                text CHECK (failure IN ('insufficient_funds', 'recipient_unavailable')),
  token_hash             text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  ledger_transaction_id  bigint UNIQUE REFERENCES ledger_transaction (id),
  created_at             timestamptz NOT NULL DEFAULT now(),
  expires_at             timestamptz NOT NULL,
  decided_at             timestamptz,
  CHECK (sender_id <> recipient_id),
  CHECK (expires_at > created_at),
  CHECK ((state = 'pending') = (decided_at IS NULL)),
  CHECK ((state = 'failed') = (failure IS NOT NULL)),
  CHECK ((state = 'completed') = (ledger_transaction_id IS NOT NULL))
);
CREATE INDEX balance_transfer_sender_idx ON balance_transfer (sender_id, id DESC);
CREATE INDEX balance_transfer_recipient_idx ON balance_transfer (recipient_id, id DESC);

-- A prepaid code: only its SHA-256 and last characters are kept (the admin sees the code once).
-- Redeemed once (credit `voucher:<id>`): the conditional update that marks it redeemed decides.
CREATE TABLE voucher (
  id                     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code_hash              text NOT NULL UNIQUE CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  code_hint              text NOT NULL CHECK (char_length(code_hint) BETWEEN 1 AND 8),
  amount_micros          bigint NOT NULL CHECK (amount_micros > 0),
  note                   text CHECK (note IS NULL OR char_length(note) BETWEEN 1 AND 200),
  expires_at             timestamptz,
  created_by             bigint NOT NULL REFERENCES user_account (id),
  created_at             timestamptz NOT NULL DEFAULT now(),
  redeemed_by            bigint REFERENCES user_account (id),
  redeemed_at            timestamptz,
  ledger_transaction_id  bigint UNIQUE REFERENCES ledger_transaction (id),
  disabled_at            timestamptz,
  CHECK ((redeemed_by IS NULL) = (redeemed_at IS NULL)),
  CHECK ((redeemed_at IS NULL) = (ledger_transaction_id IS NULL)),
  CHECK (redeemed_at IS NULL OR disabled_at IS NULL)
);
CREATE INDEX voucher_redeemed_by_idx ON voucher (redeemed_by, redeemed_at DESC) WHERE redeemed_by IS NOT NULL;
CREATE INDEX voucher_created_by_idx ON voucher (created_by);

-- A promo code: a bonus each user gets at most once (credit `promo:<codeId>:<userId>`), optionally
-- until a time and up to a number of redemptions. Redemptions of one code queue on its row.
CREATE TABLE promo_code (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code             text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9_-]{3,40}$'),
  amount_micros    bigint NOT NULL CHECK (amount_micros > 0),
  expires_at       timestamptz,
  max_redemptions  integer CHECK (max_redemptions IS NULL OR max_redemptions > 0),
  redemptions      integer NOT NULL DEFAULT 0 CHECK (redemptions >= 0),
  disabled_at      timestamptz,
  created_by       bigint NOT NULL REFERENCES user_account (id),
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (max_redemptions IS NULL OR redemptions <= max_redemptions)
);
CREATE INDEX promo_code_created_by_idx ON promo_code (created_by);

CREATE TABLE promo_redemption (
  id                     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  promo_code_id          bigint NOT NULL REFERENCES promo_code (id),
  user_id                bigint NOT NULL REFERENCES user_account (id),
  amount_micros          bigint NOT NULL CHECK (amount_micros > 0),
  ledger_transaction_id  bigint NOT NULL UNIQUE REFERENCES ledger_transaction (id),
  created_at             timestamptz NOT NULL DEFAULT now(),
  UNIQUE (promo_code_id, user_id)
);
CREATE INDEX promo_redemption_user_idx ON promo_redemption (user_id, id DESC);
