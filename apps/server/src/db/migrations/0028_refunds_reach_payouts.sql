-- Refunds reach the pay wherever it sits.
--
-- 1. ledger_post(): a refund's share that the user's balance does not fully cover now takes what the
--    balance has; only the rest (already paid out or spent) is borne by the platform. Before, the
--    platform bore the whole share as soon as the balance was short, and the user kept the rest.
-- 2. A payout not yet paid may shrink: an accepted complaint whose pay the balance no longer has
--    takes it back from the worker's requested payouts (their hold goes back to the balance within
--    the refund's own ledger transaction). refunded_micros records what was taken from a payout; a
--    payout whose rest falls below the method's minimum is rejected by the system (no admin), with
--    its rest back on the balance, and may then show an amount of zero.

ALTER TABLE payout_request ADD COLUMN refunded_micros bigint NOT NULL DEFAULT 0 CHECK (refunded_micros >= 0);
ALTER TABLE payout_request DROP CONSTRAINT payout_request_amount_micros_check;
ALTER TABLE payout_request DROP CONSTRAINT payout_request_check;
ALTER TABLE payout_request ADD CONSTRAINT payout_request_amount_positive
  CHECK (amount_micros > 0 OR (state = 'rejected' AND amount_micros = 0 AND refunded_micros > 0));
ALTER TABLE payout_request ADD CONSTRAINT payout_request_fee_below_amount
  CHECK (fee_micros < amount_micros OR (state = 'rejected' AND refunded_micros > 0));

CREATE OR REPLACE FUNCTION ledger_post(
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
        -- A refund takes what the user's balance still has; only the part that is gone (paid out or
        -- spent) is borne by the platform, and only what was taken stops counting as earned.
        IF r.b AND r.balance + v_delta < 0 THEN
          v_platform := v_platform + (r.balance + v_delta);
          v_earned := v_earned - (r.balance + v_delta);
          v_delta := -r.balance;
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
