-- Public statistics (/public_statistics, the home page's figures).
--
-- Workers seen by the worker API (long polls for a task, answers; the browser cabinet and worker
-- software alike), shared by every server process: a process upserts a worker's row at most every
-- 20 s. A worker seen within the last minute counts as online.
CREATE TABLE worker_presence (
  worker_id  bigint PRIMARY KEY REFERENCES user_account (id),
  seen_at    timestamptz NOT NULL
);
CREATE INDEX worker_presence_seen_at_idx ON worker_presence (seen_at);

-- One sample per minute, written by one process of the cluster, rolled up into one row per hour
-- and per day (averages weighted by the tasks solved); kept one year (minutes one week). Demo
-- accounts' tasks and demo workers are never counted. Prices are the price table's average per
-- 1000 over the task types of a group (image or token), in micro-dollars.
CREATE TABLE public_stat_sample (
  resolution                text NOT NULL CHECK (resolution IN ('minute', 'hour', 'day')),
  at                        timestamptz NOT NULL,
  minutes                   integer NOT NULL CHECK (minutes > 0),
  workers_online            double precision NOT NULL,
  queue_length              double precision NOT NULL,
  solved                    integer NOT NULL CHECK (solved >= 0),
  solve_seconds             double precision,
  wait_seconds              double precision,
  image_price_micros        bigint,
  image_pay_micros          bigint,
  token_price_micros        bigint,
  token_pay_micros          bigint,
  PRIMARY KEY (resolution, at)
);

-- Solved tasks by the time they ended: the sampler reads one minute of them.
CREATE INDEX task_solved_ended_at_idx ON task (ended_at) WHERE status = 'solved';
