-- Platform tables: key/value facts about this installation, and the visit event tracker.
CREATE TABLE app_meta (
  key        text PRIMARY KEY,
  value      jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE tracking_event (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type       text NOT NULL CHECK (type IN ('referral', 'utm')),
  data       jsonb NOT NULL,
  ip         text,
  user_agent text,
  is_demo    boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tracking_event_created_at_idx ON tracking_event (created_at);
