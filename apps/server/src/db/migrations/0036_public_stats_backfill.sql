-- Public statistics backfilled from the task history (an install that had tasks before the
-- sampler ran, or a stretch the sampler was down): such rows carry what the tasks tell (tasks
-- solved, their timings, the prices of the time) and no gauge, since no minute was sampled then:
-- `minutes` (the minutes sampled) is 0, workers online and the queue are unknown (null).
ALTER TABLE public_stat_sample DROP CONSTRAINT public_stat_sample_minutes_check;
ALTER TABLE public_stat_sample ADD CONSTRAINT public_stat_sample_minutes_check CHECK (minutes >= 0);
ALTER TABLE public_stat_sample ALTER COLUMN workers_online DROP NOT NULL;
ALTER TABLE public_stat_sample ALTER COLUMN queue_length DROP NOT NULL;
