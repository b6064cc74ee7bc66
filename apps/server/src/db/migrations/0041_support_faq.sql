-- The support FAQ (spec §2 Support): questions and answers per audience (workers, customers,
-- developers, the workers' terms), kept in order, published or not, one version per language.
-- Entries shipped with the product carry their key: the seed adds the missing ones and refreshes
-- those no member of staff has changed (`staff_edited`); a removed shipped entry stays removed.

CREATE TABLE faq_entry (
  id               bigserial PRIMARY KEY,
  audience         text NOT NULL CHECK (audience IN ('worker', 'customer', 'developer', 'worker-terms')),
  position         integer NOT NULL DEFAULT 0,
  is_published     boolean NOT NULL DEFAULT true,
  shipped_key      text UNIQUE CHECK (shipped_key IS NULL OR shipped_key ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  staff_edited     boolean NOT NULL DEFAULT false,
  -- Set instead of deleting a shipped entry, so that the seed does not bring it back.
  deleted_at       timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  updated_by       bigint REFERENCES user_account (id) ON DELETE SET NULL,
  updated_by_name  text NOT NULL DEFAULT ''
);
CREATE INDEX faq_entry_audience_idx ON faq_entry (audience, position, id) WHERE deleted_at IS NULL;

CREATE TABLE faq_translation (
  entry_id       bigint NOT NULL REFERENCES faq_entry (id) ON DELETE CASCADE,
  language       text NOT NULL CHECK (language IN ('en', 'ru', 'zh')),
  question       text NOT NULL CHECK (char_length(question) BETWEEN 1 AND 300),
  answer         text NOT NULL CHECK (char_length(answer) BETWEEN 1 AND 20000),
  answer_html    text NOT NULL,
  -- The words searched: plain text (en, ru) or CJK bigrams and words (zh), as for articles.
  search_text    text NOT NULL DEFAULT '',
  search_vector  tsvector GENERATED ALWAYS AS (
    CASE language
      WHEN 'en' THEN to_tsvector('english'::regconfig, search_text)
      WHEN 'ru' THEN to_tsvector('russian'::regconfig, search_text)
      ELSE to_tsvector('simple'::regconfig, search_text)
    END
  ) STORED,
  PRIMARY KEY (entry_id, language)
);
CREATE INDEX faq_translation_search_idx ON faq_translation USING gin (search_vector);

-- Who changed what, when.
CREATE TABLE faq_audit (
  id          bigserial PRIMARY KEY,
  entry_id    bigint NOT NULL REFERENCES faq_entry (id) ON DELETE CASCADE,
  user_id     bigint REFERENCES user_account (id) ON DELETE SET NULL,
  user_name   text NOT NULL DEFAULT '',
  action      text NOT NULL,
  detail      text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX faq_audit_entry_idx ON faq_audit (entry_id, id DESC);
