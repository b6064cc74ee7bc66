-- Support tickets (spec §2 Support): a user's question to staff, a thread of messages with
-- attachments, answered from the staff desk. Status: open (staff to act) → waiting (the user to
-- act, since `waiting_since`) → closed; a user's reply reopens. Internal notes are messages of kind
-- `note`, never shown to the user; `event` messages record closing, reopening and assignment.
CREATE TABLE support_ticket (
  id               bigserial PRIMARY KEY,
  user_id          bigint NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
  subject          text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 200),
  category         text NOT NULL CHECK (category IN ('payment', 'api', 'worker', 'account', 'other')),
  -- The user's own task or payment the ticket is about (checked when the ticket is opened).
  task_id          bigint REFERENCES task (id) ON DELETE SET NULL,
  payment_id       bigint REFERENCES payment (id) ON DELETE SET NULL,
  status           text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'waiting', 'closed')),
  assignee_id      bigint REFERENCES user_account (id) ON DELETE SET NULL,
  -- When the current status began (the desk's age; auto-close counts from it while waiting).
  status_since     timestamptz NOT NULL DEFAULT now(),
  last_message_at  timestamptz NOT NULL DEFAULT now(),
  message_count    integer NOT NULL DEFAULT 0,
  closed_at        timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_ticket_user_idx ON support_ticket (user_id, id DESC);
CREATE INDEX support_ticket_queue_idx ON support_ticket (status, status_since);
CREATE INDEX support_ticket_assignee_idx ON support_ticket (assignee_id) WHERE assignee_id IS NOT NULL;

CREATE TABLE support_ticket_message (
  id           bigserial PRIMARY KEY,
  ticket_id    bigint NOT NULL REFERENCES support_ticket (id) ON DELETE CASCADE,
  author_id    bigint REFERENCES user_account (id) ON DELETE SET NULL,
  author_role  text NOT NULL CHECK (author_role IN ('user', 'staff', 'system')),
  kind         text NOT NULL CHECK (kind IN ('reply', 'note', 'event')),
  body         text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 10000),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_ticket_message_ticket_idx ON support_ticket_message (ticket_id, id);

-- A file attached to a message: one message per file; the ticket's owner may read it.
CREATE TABLE support_ticket_attachment (
  file_id     text PRIMARY KEY REFERENCES stored_file (id) ON DELETE CASCADE,
  message_id  bigint NOT NULL REFERENCES support_ticket_message (id) ON DELETE CASCADE,
  ticket_id   bigint NOT NULL REFERENCES support_ticket (id) ON DELETE CASCADE,
  position    smallint NOT NULL DEFAULT 0
);
CREATE INDEX support_ticket_attachment_message_idx ON support_ticket_attachment (message_id);

-- The staff's canned answers, shared by every staff member.
CREATE TABLE support_canned_answer (
  id          bigserial PRIMARY KEY,
  title       text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  body        text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 10000),
  updated_by  bigint REFERENCES user_account (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
