-- The claim in one function: the oldest queued task this worker may take, assigned to them.
--
-- Planned inside the function with bitmap scans and sorts off, so that it always walks the queued
-- tasks' partial index in id order and stops at the first that fits. Left to itself the planner
-- chose, whenever its statistics were older than the queue (on the embedded database, which never
-- analyses by itself, always), to collect every queued task, sort them and take the first: a cost
-- that grows with the queue, paid by every claim.
--
-- p_kinds: the kinds the worker can solve (null: any); p_languages: the worker's languages (empty:
-- any task); p_queued_before: only tasks queued before then (low levels see new tasks later);
-- p_deadlines: seconds per kind ({"image_text": 60, …}).
CREATE FUNCTION task_claim(
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
    ORDER BY t.id
    LIMIT 1
    FOR UPDATE SKIP LOCKED
  )
  AND status = 'queued'
  RETURNING *;
$$;
