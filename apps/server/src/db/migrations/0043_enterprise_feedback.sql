-- The enterprise support plan and the feedback forms.

-- A purchase from the balance (the enterprise plan): balance → platform revenue.
ALTER TABLE ledger_transaction DROP CONSTRAINT ledger_transaction_kind_check;
ALTER TABLE ledger_transaction ADD CONSTRAINT ledger_transaction_kind_check
  CHECK (kind IN ('hold', 'settle', 'release', 'refund', 'credit', 'debit', 'transfer', 'purchase'));

-- Plan prices per period set by staff (a period without a row costs the configured default).
CREATE TABLE enterprise_plan_price (
  period        text PRIMARY KEY CHECK (period IN ('month', 'quarter', 'year')),
  price_micros  bigint NOT NULL CHECK (price_micros > 0),
  set_by        bigint REFERENCES user_account (id) ON DELETE SET NULL,
  set_at        timestamptz NOT NULL
);

-- One bought period of the plan. A purchase while a plan runs starts where the last one ends.
CREATE TABLE enterprise_subscription (
  id                     bigserial PRIMARY KEY,
  customer_id            bigint NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
  period                 text NOT NULL CHECK (period IN ('month', 'quarter', 'year')),
  price_micros           bigint NOT NULL CHECK (price_micros > 0),
  starts_at              timestamptz NOT NULL,
  ends_at                timestamptz NOT NULL CHECK (ends_at > starts_at),
  idempotency_key        text NOT NULL UNIQUE,
  ledger_transaction_id  bigint NOT NULL REFERENCES ledger_transaction (id),
  created_at             timestamptz NOT NULL
);
CREATE INDEX enterprise_subscription_customer_idx ON enterprise_subscription (customer_id, ends_at DESC);
-- The plans in force are read by every process (small: only those not ended).
CREATE INDEX enterprise_subscription_ends_idx ON enterprise_subscription (ends_at);

-- The staff member who is a customer's named support contact (kept across renewals).
CREATE TABLE enterprise_contact (
  customer_id  bigint PRIMARY KEY REFERENCES user_account (id) ON DELETE CASCADE,
  staff_id     bigint REFERENCES user_account (id) ON DELETE SET NULL,
  assigned_at  timestamptz NOT NULL
);
CREATE INDEX enterprise_contact_staff_idx ON enterprise_contact (staff_id);

-- Dispatch priority, fixed at submit: a plan holder's task is handed out before equal tasks
-- queued earlier. The queued tasks' partial index walks priority first, then age, so the claim
-- still stops at the first task that fits.
ALTER TABLE task ADD COLUMN priority smallint NOT NULL DEFAULT 0;
DROP INDEX task_queued_idx;
CREATE INDEX task_queued_idx ON task (priority DESC, id) WHERE status = 'queued';

CREATE OR REPLACE FUNCTION task_claim(
  p_worker bigint, p_now timestamptz, p_kinds text[], p_languages text[], p_queued_before timestamptz,
  p_deadlines jsonb
) RETURNS SETOF task LANGUAGE sql
SET enable_bitmapscan = off
SET enable_sort = off
AS $$
  UPDATE task
  SET status = 'assigned',
      worker_id = p_worker,
      assigned_at = p_now,
      deadline_at = p_now + make_interval(secs => (p_deadlines ->> task.kind)::int)
  WHERE id = (
    SELECT t.id FROM task t
    WHERE t.status = 'queued'
      AND t.control_task_id IS NULL
      AND t.unsolvable_at > p_now
      AND (p_kinds IS NULL OR t.kind = ANY (p_kinds))
      AND (cardinality(p_languages) = 0 OR t.language IS NULL OR t.language = ANY (p_languages))
      AND (p_queued_before IS NULL OR t.created_at <= p_queued_before)
      AND NOT EXISTS (SELECT 1 FROM task_attempt a WHERE a.task_id = t.id AND a.worker_id = p_worker)
    ORDER BY t.priority DESC, t.id
    LIMIT 1
    FOR UPDATE SKIP LOCKED
  )
  AND status = 'queued'
  RETURNING *;
$$;

-- Feedback from the service and proxy feedback forms, read and answered by staff.
CREATE TABLE feedback (
  id          bigserial PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN ('service', 'proxy')),
  user_id     bigint REFERENCES user_account (id) ON DELETE SET NULL,
  name        text NOT NULL,
  email       text NOT NULL,
  rating      smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  message     text NOT NULL,
  language    text NOT NULL,
  client_ip   text,
  created_at  timestamptz NOT NULL,
  handled_at  timestamptz,
  handled_by  bigint REFERENCES user_account (id) ON DELETE SET NULL,
  reply       text,
  replied_at  timestamptz,
  replied_by  bigint REFERENCES user_account (id) ON DELETE SET NULL
);
CREATE INDEX feedback_kind_created_idx ON feedback (kind, created_at DESC, id DESC);
CREATE INDEX feedback_created_idx ON feedback (created_at DESC, id DESC);
