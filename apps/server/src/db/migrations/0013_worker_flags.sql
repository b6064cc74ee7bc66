-- Answers an admin should look at: impossibly fast, or the same answer over and over. At most one
-- open flag per worker and reason (later ones add nothing until an admin reviewed it).
CREATE TABLE worker_flag (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  worker_id    bigint NOT NULL REFERENCES user_account (id),
  task_id      bigint NOT NULL REFERENCES task (id),
  reason       text NOT NULL CHECK (reason IN ('too_fast', 'repeated_answer')),
  detail       text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  reviewed_at  timestamptz,
  reviewed_by  bigint REFERENCES user_account (id)
);
CREATE UNIQUE INDEX worker_flag_open_key ON worker_flag (worker_id, reason) WHERE reviewed_at IS NULL;
CREATE INDEX worker_flag_worker_idx ON worker_flag (worker_id, id DESC);
CREATE INDEX worker_flag_task_idx ON worker_flag (task_id);
CREATE INDEX worker_flag_reviewed_by_idx ON worker_flag (reviewed_by) WHERE reviewed_by IS NOT NULL;
-- A worker's latest answers (the repeated-answer check, accuracy).
CREATE INDEX task_attempt_worker_created_idx ON task_attempt (worker_id, created_at DESC);
