-- Software registered by developers: a task sent with its id as soft_id pays the developer 10 %.
CREATE TABLE software (
  id            integer GENERATED ALWAYS AS IDENTITY (START WITH 1000) PRIMARY KEY,
  developer_id  bigint NOT NULL REFERENCES user_account (id),
  name          text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  url           text CHECK (url IS NULL OR char_length(url) <= 500),
  created_at    timestamptz NOT NULL DEFAULT now(),
  -- A disabled id earns nothing (tasks with it are still accepted, as 2captcha does).
  disabled_at   timestamptz
);
CREATE INDEX software_developer_id_idx ON software (developer_id, id);

-- Processes remember who a soft_id pays; any change to the registry clears that (see 0009).
CREATE FUNCTION cs_notify_software_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cs_software_changed', '*');
  RETURN NULL;
END $$;

CREATE TRIGGER software_changed
  AFTER INSERT OR UPDATE OR DELETE ON software
  FOR EACH STATEMENT EXECUTE FUNCTION cs_notify_software_changed();

-- The developer a task's soft_id paid at submit time (null: none).
ALTER TABLE task ADD COLUMN developer_id bigint REFERENCES user_account (id);
CREATE INDEX task_developer_id_idx ON task (developer_id) WHERE developer_id IS NOT NULL;

-- 100 % recognition: the task goes to several workers until `matches_required` answers agree,
-- at most `max_answers` answers (each charged); 1 and 1 for an ordinary task.
ALTER TABLE task ADD COLUMN matches_required integer NOT NULL DEFAULT 1 CHECK (matches_required >= 1);
ALTER TABLE task ADD COLUMN max_answers integer NOT NULL DEFAULT 1 CHECK (max_answers >= matches_required);
-- Why an unsolvable task ended: no answer in time or attempts, or answers that never agreed.
ALTER TABLE task ADD COLUMN end_reason text CHECK (end_reason IN ('no_answer', 'bad_duplicates'));
-- Each worker's answer (100 % recognition compares them).
ALTER TABLE task_attempt ADD COLUMN answer jsonb;

-- Answers found wrong: an accepted complaint, disagreement with the agreed answer (100 %
-- recognition), later golden tasks. What the worker's pay lost by it.
CREATE TABLE worker_mistake (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  worker_id       bigint NOT NULL REFERENCES user_account (id),
  task_id         bigint NOT NULL REFERENCES task (id),
  source          text NOT NULL CHECK (source IN ('complaint', 'consensus', 'golden')),
  answer          jsonb,
  correct_answer  jsonb,
  lost_micros     bigint NOT NULL DEFAULT 0 CHECK (lost_micros >= 0),
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (task_id, worker_id, source)
);
CREATE INDEX worker_mistake_worker_idx ON worker_mistake (worker_id, created_at DESC);
