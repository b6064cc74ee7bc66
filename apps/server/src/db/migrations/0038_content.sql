-- The content platform: blog posts, tutorials and software articles. One article per kind and
-- slug; one version per language, each with a draft (what the editor saves) and a published copy
-- (what the public pages show, rendered when published). A language is public while published.

CREATE TABLE article (
  id             bigserial PRIMARY KEY,
  kind           text NOT NULL CHECK (kind IN ('blog', 'tutorial', 'software')),
  slug           text NOT NULL CHECK (char_length(slug) BETWEEN 3 AND 100 AND slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  cover_file_id  text REFERENCES stored_file (id) ON DELETE SET NULL,
  sites          text[] NOT NULL DEFAULT '{international,region}',
  author_id      bigint REFERENCES user_account (id) ON DELETE SET NULL,
  -- The name shown as the author (kept when the account goes).
  author_name    text NOT NULL DEFAULT '',
  -- Raised by every save: a save naming an older version is refused.
  version        integer NOT NULL DEFAULT 1,
  views          bigint NOT NULL DEFAULT 0,
  -- Written from the tutorials shipped with the product (never overwritten once there).
  shipped        boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, slug)
);
CREATE INDEX article_kind_views_idx ON article (kind, views DESC);

CREATE TABLE article_translation (
  article_id          bigint NOT NULL REFERENCES article (id) ON DELETE CASCADE,
  language            text NOT NULL CHECK (language IN ('en', 'ru', 'zh')),
  draft_title         text NOT NULL DEFAULT '',
  draft_summary       text NOT NULL DEFAULT '',
  draft_body          text NOT NULL DEFAULT '',
  is_published        boolean NOT NULL DEFAULT false,
  published_title     text,
  published_summary   text,
  published_body      text,
  published_html      text,
  -- The table of contents: [{ id, text, level }].
  published_headings  jsonb,
  -- The first publication, and the latest one.
  published_at        timestamptz,
  republished_at      timestamptz,
  updated_at          timestamptz NOT NULL DEFAULT now(),
  updated_by          bigint REFERENCES user_account (id) ON DELETE SET NULL,
  updated_by_name     text NOT NULL DEFAULT '',
  -- The published copy's words as searched: plain text (en, ru) or CJK bigrams and words (zh).
  search_text         text NOT NULL DEFAULT '',
  search_vector       tsvector GENERATED ALWAYS AS (
    CASE language
      WHEN 'en' THEN to_tsvector('english'::regconfig, search_text)
      WHEN 'ru' THEN to_tsvector('russian'::regconfig, search_text)
      ELSE to_tsvector('simple'::regconfig, search_text)
    END
  ) STORED,
  PRIMARY KEY (article_id, language)
);
CREATE INDEX article_translation_search_idx ON article_translation USING gin (search_vector);
CREATE INDEX article_translation_published_idx ON article_translation (language, published_at DESC)
  WHERE is_published;

-- Images uploaded for articles (inline or cover); `article_id` is null until the article is saved.
CREATE TABLE article_attachment (
  id          bigserial PRIMARY KEY,
  article_id  bigint REFERENCES article (id) ON DELETE SET NULL,
  file_id     text NOT NULL REFERENCES stored_file (id) ON DELETE CASCADE,
  created_by  bigint REFERENCES user_account (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX article_attachment_article_idx ON article_attachment (article_id);

-- Who changed what, when.
CREATE TABLE article_audit (
  id          bigserial PRIMARY KEY,
  article_id  bigint NOT NULL REFERENCES article (id) ON DELETE CASCADE,
  user_id     bigint REFERENCES user_account (id) ON DELETE SET NULL,
  user_name   text NOT NULL DEFAULT '',
  action      text NOT NULL,
  language    text,
  detail      text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX article_audit_article_idx ON article_audit (article_id, id DESC);
