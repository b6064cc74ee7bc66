-- Accounts, sessions, mail links, agreements, two-factor recovery codes, system messages, mail log.
CREATE TABLE user_account (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email                text,
  email_confirmed_at   timestamptz,
  password_hash        text NOT NULL,
  name                 text NOT NULL DEFAULT '',
  user_type            text CHECK (user_type IN ('customer', 'worker', 'developer')),
  interface_language   text NOT NULL DEFAULT 'en' CHECK (interface_language IN ('en', 'ru', 'zh')),
  is_admin             boolean NOT NULL DEFAULT false,
  is_moderator         boolean NOT NULL DEFAULT false,
  api_key              text UNIQUE CHECK (api_key ~ '^[0-9a-f]{32}$'),
  totp_secret          text,
  totp_enabled_at      timestamptz,
  totp_last_step       bigint,
  notification_prefs   jsonb NOT NULL DEFAULT '{}'::jsonb,
  banned_at            timestamptz,
  ban_reason           text,
  deleted_at           timestamptz,
  last_seen_at         timestamptz,
  is_demo              boolean NOT NULL DEFAULT false,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now()
);
-- An address belongs to one live account; a deleted account frees it.
CREATE UNIQUE INDEX user_account_email_key ON user_account (lower(email)) WHERE deleted_at IS NULL AND email IS NOT NULL;

CREATE TABLE user_session (
  id                 text PRIMARY KEY,           -- sha256 of the cookie value, never the value itself
  user_id            bigint NOT NULL REFERENCES user_account (id),
  second_factor_due  boolean NOT NULL DEFAULT false,
  failed_codes       integer NOT NULL DEFAULT 0,
  ip                 text,
  user_agent         text,
  created_at         timestamptz NOT NULL DEFAULT now(),
  last_seen_at       timestamptz NOT NULL DEFAULT now(),
  expires_at         timestamptz NOT NULL,
  revoked_at         timestamptz
);
CREATE INDEX user_session_user_id_idx ON user_session (user_id);

CREATE TABLE mail_link (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES user_account (id),
  purpose     text NOT NULL CHECK (purpose IN ('confirm_email', 'reset_password', 'change_email_old', 'change_email_new', 'delete_email')),
  token_hash  text NOT NULL UNIQUE,
  payload     jsonb NOT NULL DEFAULT '{}'::jsonb,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_link_user_id_idx ON mail_link (user_id);

CREATE TABLE agreement_acceptance (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES user_account (id),
  document     text NOT NULL,
  version      text NOT NULL,
  ip           text,
  accepted_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agreement_acceptance_user_id_idx ON agreement_acceptance (user_id);

CREATE TABLE recovery_code (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES user_account (id),
  code_hash  text NOT NULL,
  used_at    timestamptz
);
CREATE INDEX recovery_code_user_id_idx ON recovery_code (user_id);

CREATE TABLE system_message (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  message     jsonb NOT NULL,
  audience    jsonb NOT NULL,
  created_by  bigint REFERENCES user_account (id),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX system_message_created_by_idx ON system_message (created_by);

CREATE TABLE user_system_message (
  user_id     bigint NOT NULL REFERENCES user_account (id),
  message_id  bigint NOT NULL REFERENCES system_message (id),
  read_at     timestamptz,
  PRIMARY KEY (user_id, message_id)
);
CREATE INDEX user_system_message_message_id_idx ON user_system_message (message_id);
CREATE INDEX user_system_message_unread_idx ON user_system_message (user_id) WHERE read_at IS NULL;

-- Every mail sent; in development without SMTP this is the outbox shown on /dev/mail.
CREATE TABLE mail_log (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint REFERENCES user_account (id),
  recipient   text NOT NULL,
  template    text NOT NULL,
  subject     text NOT NULL,
  text_body   text NOT NULL,
  html_body   text NOT NULL,
  status      text NOT NULL CHECK (status IN ('sent', 'outbox', 'failed', 'skipped')),
  error       text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_log_user_id_idx ON mail_log (user_id);
