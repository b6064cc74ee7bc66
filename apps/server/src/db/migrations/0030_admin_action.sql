-- What admins did to users' accounts that is not visible in the account itself: who, to whom,
-- what and when (a confirmation letter sent again, an address marked confirmed by hand).
CREATE TABLE admin_action (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id    bigint REFERENCES user_account (id),
  user_id     bigint NOT NULL REFERENCES user_account (id),
  action      text NOT NULL,
  details     jsonb NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_action_user_id_idx ON admin_action (user_id, id);

-- The admins' mail list finds one recipient's mails.
CREATE INDEX mail_log_recipient_idx ON mail_log (lower(recipient), id);
