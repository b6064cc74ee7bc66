-- The task queue of the solving engine, the workers' attempts and the customers' reports.
CREATE TABLE task (
  id                  bigint GENERATED ALWAYS AS IDENTITY (START WITH 1000000) PRIMARY KEY,
  customer_id         bigint NOT NULL REFERENCES user_account (id),
  kind                text NOT NULL,
  spec                jsonb NOT NULL,
  source              text NOT NULL CHECK (source IN ('v1', 'v2')),
  soft_id             integer,
  callback_url        text,
  client_ip           text,
  status              text NOT NULL CHECK (status IN ('queued', 'assigned', 'solved', 'unsolvable')),
  price_micros        bigint NOT NULL CHECK (price_micros >= 0),
  worker_pay_micros   bigint NOT NULL CHECK (worker_pay_micros >= 0),
  attempts            integer NOT NULL DEFAULT 0,
  worker_id           bigint REFERENCES user_account (id),
  assigned_at         timestamptz,
  deadline_at         timestamptz,
  answer              jsonb,
  solve_count         integer NOT NULL DEFAULT 0,
  unsolvable_at       timestamptz NOT NULL,
  ended_at            timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now()
);
-- Dispatch takes the oldest queued task: a partial index keeps that cheap.
CREATE INDEX task_queued_idx ON task (id) WHERE status = 'queued';
CREATE INDEX task_deadline_idx ON task (deadline_at) WHERE status = 'assigned';
CREATE INDEX task_open_unsolvable_idx ON task (unsolvable_at) WHERE status IN ('queued', 'assigned');
CREATE INDEX task_customer_id_idx ON task (customer_id, id DESC);
CREATE INDEX task_worker_id_idx ON task (worker_id);

CREATE TABLE task_attempt (
  task_id     bigint NOT NULL REFERENCES task (id),
  worker_id   bigint NOT NULL REFERENCES user_account (id),
  outcome     text NOT NULL CHECK (outcome IN ('answered', 'skip', 'cannot_solve', 'not_a_captcha', 'timeout')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (task_id, worker_id)
);
CREATE INDEX task_attempt_worker_id_idx ON task_attempt (worker_id);

CREATE TABLE task_report (
  task_id      bigint PRIMARY KEY REFERENCES task (id),
  customer_id  bigint NOT NULL REFERENCES user_account (id),
  worker_id    bigint REFERENCES user_account (id),
  verdict      text NOT NULL CHECK (verdict IN ('bad', 'good')),
  accepted     boolean NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX task_report_customer_idx ON task_report (customer_id, created_at);
CREATE INDEX task_report_worker_id_idx ON task_report (worker_id);
