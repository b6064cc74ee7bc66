-- The ledger: accounts, double-entry transactions and their entries. Money is integer micro-dollars.
--
-- Every movement is one ledger_transaction whose ledger_entry rows sum to zero (checked at commit by a
-- deferred constraint trigger); each entry's account balance is updated in the same database transaction.
-- A user's spendable money is their 'user_balance' account; money held for submitted work sits apart in
-- their 'hold' account. 'platform_revenue' is what the platform keeps; 'external' is the other side of
-- money entering or leaving the system (payments, payouts, manual credits and debits by an admin).

CREATE TABLE ledger_account (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind            text NOT NULL CHECK (kind IN ('user_balance', 'hold', 'platform_revenue', 'external')),
  user_id         bigint REFERENCES user_account (id),
  balance_micros  bigint NOT NULL DEFAULT 0,
  -- Running totals for the current user's analytics (user_balance accounts only): money spent on
  -- settled work net of refunds, money earned as worker or developer net of claw-backs, last credit.
  spent_micros    bigint NOT NULL DEFAULT 0,
  earned_micros   bigint NOT NULL DEFAULT 0,
  last_credit_at  timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  -- A customer balance (and a hold) never goes below zero; the platform and external accounts may.
  CONSTRAINT ledger_account_not_negative CHECK (kind NOT IN ('user_balance', 'hold') OR balance_micros >= 0),
  CONSTRAINT ledger_account_owner CHECK ((kind IN ('user_balance', 'hold')) = (user_id IS NOT NULL))
);
CREATE UNIQUE INDEX ledger_account_kind_user_id_key ON ledger_account (kind, user_id);
CREATE UNIQUE INDEX ledger_account_system_kind_key ON ledger_account (kind) WHERE user_id IS NULL;
CREATE INDEX ledger_account_user_id_idx ON ledger_account (user_id);

INSERT INTO ledger_account (kind) VALUES ('platform_revenue'), ('external');

CREATE TABLE ledger_transaction (
  id                      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind                    text NOT NULL CHECK (kind IN ('hold', 'settle', 'release', 'refund', 'credit', 'debit')),
  -- A retried call with the same key finds this row and moves nothing.
  idempotency_key         text NOT NULL UNIQUE,
  -- The user the movement is about: the customer of a hold, settle, release or refund; the owner of a
  -- credited or debited balance.
  user_id                 bigint NOT NULL REFERENCES user_account (id),
  -- The headline amount: held, charged (settle), released, refunded, credited or debited.
  amount_micros           bigint NOT NULL CHECK (amount_micros >= 0),
  reference               text,
  memo                    text,
  -- The call's parameters; a key reused with other parameters is refused.
  request                 jsonb NOT NULL,
  -- The settle a refund reverses; a settle is refunded at most once.
  refunds_transaction_id  bigint UNIQUE REFERENCES ledger_transaction (id),
  created_by              bigint REFERENCES user_account (id),
  created_at              timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_transaction_user_id_idx ON ledger_transaction (user_id, id);
CREATE INDEX ledger_transaction_reference_idx ON ledger_transaction (reference) WHERE reference IS NOT NULL;
CREATE INDEX ledger_transaction_created_by_idx ON ledger_transaction (created_by) WHERE created_by IS NOT NULL;

CREATE TABLE ledger_entry (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id        bigint NOT NULL REFERENCES ledger_transaction (id),
  account_id            bigint NOT NULL REFERENCES ledger_account (id),
  amount_micros         bigint NOT NULL CHECK (amount_micros <> 0),
  -- The account's balance right after this entry.
  balance_after_micros  bigint NOT NULL,
  created_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entry_transaction_id_idx ON ledger_entry (transaction_id);
CREATE INDEX ledger_entry_account_id_idx ON ledger_entry (account_id, id);

-- Double entry: at commit, the entries of every transaction that got entries sum to zero.
CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT coalesce(sum(amount_micros), 0) INTO total FROM ledger_entry WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: its entries sum to % micros', NEW.transaction_id, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER ledger_entry_balanced
  AFTER INSERT ON ledger_entry
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();

-- The history is append-only: a mistake is corrected by a new transaction, never by an edit.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;

CREATE TRIGGER ledger_entry_append_only
  BEFORE UPDATE OR DELETE ON ledger_entry
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

CREATE TRIGGER ledger_transaction_append_only
  BEFORE UPDATE OR DELETE ON ledger_transaction
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
