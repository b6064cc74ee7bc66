-- Change notifications for the per-process caches of the solving API's hot paths. The database
-- itself announces every change that matters (whatever code made it), after commit:
--   cs_user_changed  (payload: user id)  what decides API-key and worker-token access, API
--                                        settings, worker admission;
--   cs_task_ended    (payload: task id)  a task was solved or ended unsolvable;
--   cs_prices_changed                    a new price row.

CREATE FUNCTION cs_notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
BEGIN
  PERFORM pg_notify('cs_user_changed', changed ->> TG_ARGV[0]);
  RETURN NULL;
END $$;

CREATE TRIGGER user_account_changed
  AFTER UPDATE OF api_key, banned_at, deleted_at, email_confirmed_at, user_type ON user_account
  FOR EACH ROW
  WHEN (OLD.api_key IS DISTINCT FROM NEW.api_key
     OR OLD.banned_at IS DISTINCT FROM NEW.banned_at
     OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
     OR OLD.email_confirmed_at IS DISTINCT FROM NEW.email_confirmed_at
     OR OLD.user_type IS DISTINCT FROM NEW.user_type)
  EXECUTE FUNCTION cs_notify_user_changed('id');

CREATE TRIGGER worker_token_revoked
  AFTER UPDATE OF revoked_at ON worker_token
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at)
  EXECUTE FUNCTION cs_notify_user_changed('user_id');

CREATE TRIGGER worker_admission_changed
  AFTER INSERT OR UPDATE OR DELETE ON worker_admission
  FOR EACH ROW EXECUTE FUNCTION cs_notify_user_changed('user_id');

CREATE TRIGGER api_settings_changed
  AFTER INSERT OR UPDATE OR DELETE ON api_settings
  FOR EACH ROW EXECUTE FUNCTION cs_notify_user_changed('customer_id');

CREATE FUNCTION cs_notify_task_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cs_task_ended', NEW.id::text);
  RETURN NULL;
END $$;

CREATE TRIGGER task_ended
  AFTER UPDATE OF status ON task
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status AND NEW.status IN ('solved', 'unsolvable'))
  EXECUTE FUNCTION cs_notify_task_ended();

CREATE FUNCTION cs_notify_prices_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cs_prices_changed', '*');
  RETURN NULL;
END $$;

CREATE TRIGGER price_changed
  AFTER INSERT OR UPDATE OR DELETE ON price
  FOR EACH STATEMENT EXECUTE FUNCTION cs_notify_prices_changed();
