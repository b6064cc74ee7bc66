-- Several movements in one statement (the solving engine settles the answers that arrived within
-- a few milliseconds together: one commit, so one WAL flush, for all of them).
--
-- Every user account any of the movements touches is created if missing and locked first, all in
-- one order (by id), so that two such batches, or a batch and a single movement, never wait on
-- each other crosswise; then each movement is recorded as ledger_post() records it.
-- p_items: a JSON array of {"kind", "key", "user", "amount", "reference", "memo", "request",
-- "moves", "system"} (the arguments of ledger_post). Returns the number of movements recorded
-- (a key recorded already is not recorded again).
CREATE FUNCTION ledger_post_many(p_items jsonb, p_now timestamptz) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_item jsonb;
  v_posted integer := 0;
  v_result jsonb;
BEGIN
  IF p_items IS NULL OR jsonb_array_length(p_items) = 0 THEN
    RETURN 0;
  END IF;
  INSERT INTO ledger_account (kind, user_id)
  SELECT DISTINCT m.k, m.u
  FROM jsonb_array_elements(p_items) AS i (item),
       jsonb_to_recordset(i.item -> 'moves') AS m (k text, u bigint)
  WHERE NOT EXISTS (SELECT 1 FROM ledger_account a WHERE a.kind = m.k AND a.user_id = m.u)
  ORDER BY m.u, m.k
  ON CONFLICT (kind, user_id) DO NOTHING;

  PERFORM 1 FROM ledger_account a
  WHERE (a.kind, a.user_id) IN (
    SELECT m.k, m.u
    FROM jsonb_array_elements(p_items) AS i (item),
         jsonb_to_recordset(i.item -> 'moves') AS m (k text, u bigint))
  ORDER BY a.id
  FOR UPDATE;

  FOR v_item IN SELECT value FROM jsonb_array_elements(p_items) LOOP
    v_result := ledger_post(
      v_item ->> 'kind', v_item ->> 'key', (v_item ->> 'user')::bigint, (v_item ->> 'amount')::bigint,
      v_item ->> 'reference', v_item ->> 'memo', v_item -> 'request', NULL, NULL, p_now,
      v_item -> 'moves', coalesce(v_item -> 'system', '{}'::jsonb));
    IF NOT coalesce((v_result ->> 'replayed')::boolean, false) THEN
      v_posted := v_posted + 1;
    END IF;
  END LOOP;
  RETURN v_posted;
END;
$$;
