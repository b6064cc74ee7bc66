-- The ledger without hot rows, one round trip per money step.
--
-- 1. System accounts ('platform_revenue', 'external') are no longer one row that every settle and
--    every credit updates. Their balance is spread over LEDGER_SHARDS shard rows; an operation adds
--    its delta to one shard (picked by its transaction id), so concurrent operations rarely meet on
--    a row, and a system account's balance is the sum of its shards (view ledger_system_balance).
--    Their entries are appended as before; balance_after_micros is kept for user accounts only
--    (a system account has no single running balance any more).
-- 2. Every movement is one call of ledger_post(): it records the transaction under its idempotency
--    key, locks the users' accounts in id order, refuses a balance or hold below zero, applies the
--    deltas and writes the entries — one statement, so row locks live for microseconds rather than
--    for client round trips. Callers compose it into their own statement (the solving engine's
--    submit inserts the task and holds its price in one statement).

CREATE TABLE ledger_account_shard (
  account_id      bigint NOT NULL REFERENCES ledger_account (id),
  shard           smallint NOT NULL CHECK (shard >= 0 AND shard < 16),
  balance_micros  bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, shard)
);

INSERT INTO ledger_account_shard (account_id, shard, balance_micros)
SELECT a.id, s.shard, CASE WHEN s.shard = 0 THEN a.balance_micros ELSE 0 END
FROM ledger_account a CROSS JOIN generate_series(0, 15) AS s (shard)
WHERE a.user_id IS NULL;

-- The system accounts' balances now live in their shards.
UPDATE ledger_account SET balance_micros = 0 WHERE user_id IS NULL;

ALTER TABLE ledger_entry ALTER COLUMN balance_after_micros DROP NOT NULL;

CREATE VIEW ledger_system_balance AS
SELECT a.id AS account_id, a.kind, a.balance_micros + coalesce(sum(s.balance_micros), 0) AS balance_micros
FROM ledger_account a LEFT JOIN ledger_account_shard s ON s.account_id = a.id
WHERE a.user_id IS NULL
GROUP BY a.id, a.kind, a.balance_micros;

-- p_moves: the user accounts' changes, a JSON array of
--   {"k": 'user_balance'|'hold', "u": user id, "d": delta, "s": spent, "e": earned, "c": true to note a credit,
--    "b": true when the platform bears this (negative) move if the balance no longer covers it}.
-- p_system: {"platform_revenue": delta, "external": delta}.
-- Returns {"tx": id, "entries": [...]} or {"replayed": true} when the key was recorded already.
-- Refusals are raised as SQLSTATE P0001 with the message BILLING_INSUFFICIENT_FUNDS / _HOLD.
CREATE FUNCTION ledger_post(
  p_kind text, p_key text, p_user_id bigint, p_amount bigint, p_reference text, p_memo text,
  p_request jsonb, p_refunds bigint, p_created_by bigint, p_now timestamptz,
  p_moves jsonb, p_system jsonb
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_tx bigint;
  v_wanted int;
  v_pass int;
  r record;
  v_delta bigint;
  v_earned bigint;
  v_ids bigint[];
  v_deltas bigint[];
  v_spent bigint[];
  v_earneds bigint[];
  v_credits boolean[];
  v_platform bigint := coalesce((p_system ->> 'platform_revenue')::bigint, 0);
  v_external bigint := coalesce((p_system ->> 'external')::bigint, 0);
  v_entries jsonb := '[]'::jsonb;
  v_shard smallint;
  v_account bigint;
BEGIN
  INSERT INTO ledger_transaction (kind, idempotency_key, user_id, amount_micros, reference, memo, request,
                                  refunds_transaction_id, created_by, created_at)
  VALUES (p_kind, p_key, p_user_id, p_amount, p_reference, p_memo, p_request, p_refunds, p_created_by, p_now)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO v_tx;
  IF v_tx IS NULL THEN
    RETURN jsonb_build_object('replayed', true);
  END IF;

  SELECT count(*) INTO v_wanted
  FROM (SELECT DISTINCT m.k, m.u FROM jsonb_to_recordset(p_moves) AS m (k text, u bigint)) w;

  IF v_wanted > 0 THEN
    FOR v_pass IN 1..2 LOOP
      v_ids := '{}'; v_deltas := '{}'; v_spent := '{}'; v_earneds := '{}'; v_credits := '{}';
      -- Lock the users' accounts in id order: concurrent movements queue up instead of deadlocking.
      FOR r IN
        SELECT a.id, a.kind, a.balance_micros AS balance, x.d, x.s, x.e, x.c, x.b
        FROM ledger_account a
        JOIN (
          SELECT m.k, m.u, sum(coalesce(m.d, 0))::bigint AS d, sum(coalesce(m.s, 0))::bigint AS s,
                 sum(coalesce(m.e, 0))::bigint AS e, bool_or(coalesce(m.c, false)) AS c,
                 bool_or(coalesce(m.b, false)) AS b
          FROM jsonb_to_recordset(p_moves) AS m (k text, u bigint, d bigint, s bigint, e bigint, c boolean, b boolean)
          GROUP BY m.k, m.u
        ) x ON a.kind = x.k AND a.user_id = x.u
        ORDER BY a.id
        FOR UPDATE OF a
      LOOP
        v_delta := r.d;
        v_earned := r.e;
        -- A share the user's balance no longer covers is borne by the platform (refunds).
        IF r.b AND r.balance + v_delta < 0 THEN
          v_platform := v_platform + v_delta;
          v_delta := 0;
          v_earned := 0;
        END IF;
        IF r.balance + v_delta < 0 THEN
          IF r.kind = 'hold' THEN
            RAISE EXCEPTION 'BILLING_INSUFFICIENT_HOLD' USING ERRCODE = 'P0001';
          END IF;
          RAISE EXCEPTION 'BILLING_INSUFFICIENT_FUNDS' USING ERRCODE = 'P0001';
        END IF;
        v_ids := v_ids || r.id;
        v_deltas := v_deltas || v_delta;
        v_spent := v_spent || r.s;
        v_earneds := v_earneds || v_earned;
        v_credits := v_credits || r.c;
      END LOOP;
      EXIT WHEN coalesce(array_length(v_ids, 1), 0) >= v_wanted;
      IF v_pass = 2 THEN
        RAISE EXCEPTION 'ledger accounts of transaction % could not be created', p_key;
      END IF;
      -- A user's first movement: create the missing accounts (in a fixed order), then lock again.
      INSERT INTO ledger_account (kind, user_id)
      SELECT w.k, w.u
      FROM (SELECT DISTINCT m.k, m.u FROM jsonb_to_recordset(p_moves) AS m (k text, u bigint)) w
      ORDER BY w.u, w.k
      ON CONFLICT (kind, user_id) DO NOTHING;
    END LOOP;

    WITH changed AS (
      UPDATE ledger_account a
      SET balance_micros = a.balance_micros + u.d,
          spent_micros = a.spent_micros + u.s,
          earned_micros = a.earned_micros + u.e,
          last_credit_at = CASE WHEN u.c THEN p_now ELSE a.last_credit_at END,
          updated_at = p_now
      FROM unnest(v_ids, v_deltas, v_spent, v_earneds, v_credits) AS u (id, d, s, e, c)
      WHERE a.id = u.id AND (u.d <> 0 OR u.s <> 0 OR u.e <> 0 OR u.c)
      RETURNING a.id, a.kind, a.user_id, a.balance_micros, u.d
    ), written AS (
      INSERT INTO ledger_entry (transaction_id, account_id, amount_micros, balance_after_micros, created_at)
      SELECT v_tx, c.id, c.d, c.balance_micros, p_now FROM changed c WHERE c.d <> 0
      RETURNING id
    )
    SELECT coalesce(jsonb_agg(jsonb_build_object(
             'accountId', c.id, 'account', c.kind, 'userId', c.user_id,
             'amountMicros', c.d, 'balanceAfterMicros', c.balance_micros) ORDER BY c.id), '[]'::jsonb)
    INTO v_entries
    FROM changed c WHERE c.d <> 0;
  END IF;

  -- System accounts: one shard each (by transaction id), never a row every operation locks.
  v_shard := (v_tx % 16)::smallint;
  IF v_platform <> 0 THEN
    SELECT id INTO v_account FROM ledger_account WHERE kind = 'platform_revenue' AND user_id IS NULL;
    UPDATE ledger_account_shard SET balance_micros = balance_micros + v_platform
    WHERE account_id = v_account AND shard = v_shard;
    INSERT INTO ledger_entry (transaction_id, account_id, amount_micros, balance_after_micros, created_at)
    VALUES (v_tx, v_account, v_platform, NULL, p_now);
    v_entries := v_entries || jsonb_build_array(jsonb_build_object(
      'accountId', v_account, 'account', 'platform_revenue', 'userId', NULL,
      'amountMicros', v_platform, 'balanceAfterMicros', NULL));
  END IF;
  IF v_external <> 0 THEN
    SELECT id INTO v_account FROM ledger_account WHERE kind = 'external' AND user_id IS NULL;
    UPDATE ledger_account_shard SET balance_micros = balance_micros + v_external
    WHERE account_id = v_account AND shard = v_shard;
    INSERT INTO ledger_entry (transaction_id, account_id, amount_micros, balance_after_micros, created_at)
    VALUES (v_tx, v_account, v_external, NULL, p_now);
    v_entries := v_entries || jsonb_build_array(jsonb_build_object(
      'accountId', v_account, 'account', 'external', 'userId', NULL,
      'amountMicros', v_external, 'balanceAfterMicros', NULL));
  END IF;

  RETURN jsonb_build_object('tx', v_tx, 'entries', v_entries);
END;
$$;
