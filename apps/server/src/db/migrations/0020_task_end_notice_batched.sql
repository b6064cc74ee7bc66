-- A task's end is announced by the engine that ended it, several ends in one NOTIFY sent outside
-- the ending transactions (cs_task_ended, ids separated by commas). A NOTIFY from a trigger inside
-- every answer's transaction serialised the commits of all answers (PostgreSQL holds the notify
-- queue's lock from the commit's start to its end, WAL flush included).
DROP TRIGGER task_ended ON task;
DROP FUNCTION cs_notify_task_ended();
