-- Quality control of workers: the control set (tasks with known answers, for training and as
-- golden tasks mixed into live work), training sessions, worker languages and suspension.

CREATE TABLE control_task (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind        text NOT NULL,
  spec        jsonb NOT NULL,
  answer      jsonb NOT NULL,
  -- Used in training, mixed into live work as a golden task, or both.
  training    boolean NOT NULL DEFAULT true,
  golden      boolean NOT NULL DEFAULT true,
  active      boolean NOT NULL DEFAULT true,
  created_by  bigint REFERENCES user_account (id),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX control_task_created_by_idx ON control_task (created_by) WHERE created_by IS NOT NULL;
CREATE INDEX control_task_active_idx ON control_task (kind) WHERE active;

CREATE TABLE training_session (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  worker_id    bigint NOT NULL REFERENCES user_account (id),
  started_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz,
  passed       boolean
);
CREATE INDEX training_session_worker_idx ON training_session (worker_id, id DESC);

CREATE TABLE training_answer (
  session_id       bigint NOT NULL REFERENCES training_session (id),
  control_task_id  bigint NOT NULL REFERENCES control_task (id),
  position         integer NOT NULL,
  answer           jsonb,
  correct          boolean,
  answered_at      timestamptz,
  PRIMARY KEY (session_id, control_task_id)
);
CREATE INDEX training_answer_control_idx ON training_answer (control_task_id);

-- The languages a worker solves in, and a suspension (the way back is retraining).
CREATE TABLE worker_profile (
  user_id            bigint PRIMARY KEY REFERENCES user_account (id),
  languages          text[] NOT NULL DEFAULT '{}',
  suspended_at       timestamptz,
  suspension_reason  text CHECK (suspension_reason IN ('low_accuracy')),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER worker_profile_changed
  AFTER INSERT OR UPDATE OR DELETE ON worker_profile
  FOR EACH ROW EXECUTE FUNCTION cs_notify_user_changed('user_id');

-- A task may require a worker language (two-letter code); null: anyone.
ALTER TABLE task ADD COLUMN language text;
-- Golden tasks are tasks of the quality-control account, with the control task they show.
ALTER TABLE task ADD COLUMN control_task_id bigint REFERENCES control_task (id);
CREATE INDEX task_control_task_idx ON task (control_task_id) WHERE control_task_id IS NOT NULL;

-- The account golden tasks belong to: no address, no password that can match, no API key.
INSERT INTO user_account (email, password_hash, name, user_type)
  VALUES (NULL, '!', 'Quality control', 'customer');
INSERT INTO app_meta (key, value)
  SELECT 'quality_account_id', to_jsonb(id) FROM user_account WHERE name = 'Quality control' AND email IS NULL
  ORDER BY id LIMIT 1;
