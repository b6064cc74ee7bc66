-- Currency rates that exist on a fresh install, with their date and where they came from.
--
-- A rate row now says its source: 'fetched' (the daily reference rates, e.g. the Central Bank of
-- Russia's), 'staff' (set by an admin) or 'demo' (the demo seed, for a newcomer offline), and the
-- day it is the rate of (the bank's date for fetched rates; the day of entry otherwise).
-- The rate in force for a currency: the newest staff row not cleared, else the newest fetched
-- row, else the newest demo row. An admin's rate thus overrides fetched ones until the admin
-- clears it (cleared_at), and the history of every kind stays.
--
-- currency_rate_fetch is the one-row lease that lets exactly one process of a cluster fetch
-- per period: a conditional UPDATE claims it.

ALTER TABLE currency_rate
  ADD COLUMN source text NOT NULL DEFAULT 'staff' CHECK (source IN ('staff', 'fetched', 'demo')),
  ADD COLUMN rate_date date,
  ADD COLUMN cleared_at timestamptz;
UPDATE currency_rate SET rate_date = (created_at AT TIME ZONE 'UTC')::date;
ALTER TABLE currency_rate ALTER COLUMN rate_date SET NOT NULL;
ALTER TABLE currency_rate ALTER COLUMN rate_date SET DEFAULT (now() AT TIME ZONE 'UTC')::date;
CREATE INDEX currency_rate_source_idx ON currency_rate (currency, source, id DESC);

CREATE TABLE currency_rate_fetch (
  id             int PRIMARY KEY CHECK (id = 1),
  attempted_at   timestamptz,
  succeeded_at   timestamptz
);
INSERT INTO currency_rate_fetch (id) VALUES (1);
