-- Uploaded files: one row per file, its bytes (every variant) in the storage back end (local folder
-- or S3-compatible bucket) under `files/<id>/<variant>`. The type is the one detected from the
-- content; `variants` maps each variant's name to its content type, size and image dimensions.
CREATE TABLE stored_file (
  id text PRIMARY KEY,
  owner_id bigint REFERENCES user_account (id) ON DELETE SET NULL,
  purpose text NOT NULL,
  visibility text NOT NULL CHECK (visibility IN ('public', 'private')),
  content_type text NOT NULL,
  byte_size bigint NOT NULL CHECK (byte_size >= 0),
  sha256 text NOT NULL,
  variants jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stored_file_owner_idx ON stored_file (owner_id, created_at);
