-- The tasks a worker holds (assigned, deadline ahead): counted before each take against the cap
-- (WORKER_HELD_TASKS_MAX). Partial: only assignments, a handful per worker, never their history.
CREATE INDEX task_held_idx ON task (worker_id, deadline_at) WHERE status = 'assigned';
