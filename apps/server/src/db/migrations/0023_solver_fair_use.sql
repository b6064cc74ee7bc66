-- Fair use of the solver API (2captcha's request limits), shared by every server process without a
-- hot row: each process counts in memory and writes its own counts once a second, one row per
-- (subject, kind, window, process); a process reads the others' rows for the subjects it serves.
-- A limit that trips writes a block; every process reads the blocks once a second.
CREATE TABLE solver_usage (
  subject       text NOT NULL,
  kind          text NOT NULL,
  window_start  timestamptz NOT NULL,
  process_id    text NOT NULL,
  hits          integer NOT NULL CHECK (hits >= 0),
  PRIMARY KEY (subject, kind, window_start, process_id)
);
CREATE INDEX solver_usage_window ON solver_usage (window_start);

CREATE TABLE solver_block (
  subject  text NOT NULL,
  code     text NOT NULL,
  until    timestamptz NOT NULL,
  PRIMARY KEY (subject, code)
);
CREATE INDEX solver_block_until ON solver_block (until);
