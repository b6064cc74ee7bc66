-- Worker API: personal tokens for worker software, and the admission that lets a worker take paid tasks.
CREATE TABLE worker_token (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES user_account (id),
  -- sha256 of the token, never the token itself (it is shown once, when created).
  token_hash    text NOT NULL UNIQUE,
  name          text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_used_at  timestamptz,
  revoked_at    timestamptz
);
CREATE INDEX worker_token_user_id_idx ON worker_token (user_id, id);

-- One row per worker an admin (later: the admission test) decided on; no row means not admitted.
CREATE TABLE worker_admission (
  user_id      bigint PRIMARY KEY REFERENCES user_account (id),
  -- When the worker was admitted; null while not admitted (or after the admission was withdrawn).
  admitted_at  timestamptz,
  admitted_by  bigint REFERENCES user_account (id),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  updated_by   bigint REFERENCES user_account (id)
);
CREATE INDEX worker_admission_admitted_by_idx ON worker_admission (admitted_by) WHERE admitted_by IS NOT NULL;
CREATE INDEX worker_admission_updated_by_idx ON worker_admission (updated_by) WHERE updated_by IS NOT NULL;
