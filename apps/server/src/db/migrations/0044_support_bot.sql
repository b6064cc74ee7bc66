-- The support bot (spec §2 /support/bot, /p/support-bot-threads): answers questions by retrieval
-- from the FAQ, the tutorials and the API docs. Its index holds those sources split into passages
-- (headings and paragraphs), rebuilt from the sources by the app; every thread is kept with its
-- questions, answers and the passages quoted; staff mark answers good or bad, and the marks move
-- the quoted passages up or down for similar questions.

CREATE TABLE support_bot_passage (
  id            bigserial PRIMARY KEY,
  language      text NOT NULL CHECK (language IN ('en', 'ru', 'zh')),
  -- Stable across rebuilds: the source, the document and the passage's place in it.
  passage_key   text NOT NULL,
  source        text NOT NULL CHECK (source IN ('faq', 'tutorial', 'api-docs')),
  -- The sites that show the document (null: every site).
  sites         text[],
  title         text NOT NULL,
  heading       text,
  path          text NOT NULL,
  quote         text NOT NULL,
  content_hash  text NOT NULL,
  -- The words searched: plain text (en, ru) or CJK bigrams and words (zh), the title's weighted up.
  title_text    text NOT NULL DEFAULT '',
  search_text   text NOT NULL DEFAULT '',
  search_vector tsvector GENERATED ALWAYS AS (
    CASE language
      WHEN 'en' THEN setweight(to_tsvector('english'::regconfig, title_text), 'A')
        || to_tsvector('english'::regconfig, search_text)
      WHEN 'ru' THEN setweight(to_tsvector('russian'::regconfig, title_text), 'A')
        || to_tsvector('russian'::regconfig, search_text)
      ELSE setweight(to_tsvector('simple'::regconfig, title_text), 'A')
        || to_tsvector('simple'::regconfig, search_text)
    END
  ) STORED,
  UNIQUE (language, passage_key)
);
CREATE INDEX support_bot_passage_search_idx ON support_bot_passage USING gin (search_vector);

-- When the index was last built from the sources (one row).
CREATE TABLE support_bot_index_state (
  id        integer PRIMARY KEY CHECK (id = 1),
  built_at  timestamptz NOT NULL,
  passages  integer NOT NULL DEFAULT 0
);

-- A conversation: a visitor's (no user) or a user's; its id is random and is the asker's key to it.
CREATE TABLE support_bot_thread (
  id             text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{16,64}$'),
  user_id        bigint REFERENCES user_account (id) ON DELETE SET NULL,
  language       text NOT NULL CHECK (language IN ('en', 'ru', 'zh')),
  message_count  integer NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_bot_thread_updated_idx ON support_bot_thread (updated_at DESC, id);

-- A question and the bot's answer: the passages it quoted (a copy, so that the thread reads the
-- same after the sources change), the asker's "was this helpful?" and staff's mark.
CREATE TABLE support_bot_message (
  id              bigserial PRIMARY KEY,
  thread_id       text NOT NULL REFERENCES support_bot_thread (id) ON DELETE CASCADE,
  language        text NOT NULL CHECK (language IN ('en', 'ru', 'zh')),
  question        text NOT NULL CHECK (char_length(question) BETWEEN 1 AND 1000),
  -- The question's search terms (stemmed words, or CJK bigrams), to find similar marked questions.
  question_terms  text[] NOT NULL DEFAULT '{}',
  answered        boolean NOT NULL,
  sources         jsonb NOT NULL DEFAULT '[]',
  helpful         boolean,
  mark            text CHECK (mark IN ('good', 'bad')),
  marked_by       bigint REFERENCES user_account (id) ON DELETE SET NULL,
  marked_at       timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_bot_message_thread_idx ON support_bot_message (thread_id, id);
CREATE INDEX support_bot_message_marked_idx ON support_bot_message USING gin (question_terms) WHERE mark IS NOT NULL;
