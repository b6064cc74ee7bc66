-- Workers waiting for work, shared by every server process: each process keeps one row with the
-- number of workers waiting in its long polls (written when it changes, at most every 50 ms, and
-- every 5 s as a heartbeat; removed at shutdown). A row not refreshed for 15 s belongs to a process
-- that is gone and is not counted.
CREATE TABLE engine_presence (
  process_id       text PRIMARY KEY,
  waiting_workers  integer NOT NULL CHECK (waiting_workers >= 0),
  seen_at          timestamptz NOT NULL
);
