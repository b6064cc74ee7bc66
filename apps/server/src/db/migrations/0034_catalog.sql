-- The software catalogue: a registered software (its id is the soft_id) is the catalogue item.
-- A bare soft_id stays `draft` (not listed) until its developer submits the catalogue form;
-- then it waits for moderation (`pending`) and is listed once `published`.

CREATE TABLE software_category (
  slug      text PRIMARY KEY CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  position  integer NOT NULL,
  name_en   text NOT NULL,
  name_ru   text NOT NULL,
  name_zh   text NOT NULL
);

INSERT INTO software_category (slug, position, name_en, name_ru, name_zh) VALUES
  ('seo', 10, 'SEO tools', 'SEO-инструменты', 'SEO 工具'),
  ('social-media', 20, 'Social media automation', 'Автоматизация соцсетей', '社交媒体自动化'),
  ('scraping', 30, 'Web scraping and parsing', 'Парсинг и сбор данных', '网页抓取与解析'),
  ('browser-automation', 40, 'Browser automation', 'Автоматизация браузера', '浏览器自动化'),
  ('browser-extensions', 50, 'Browser extensions', 'Расширения для браузера', '浏览器扩展'),
  ('account-management', 60, 'Account registration and management', 'Регистрация и управление аккаунтами', '账号注册与管理'),
  ('marketing', 70, 'Marketing and mailing', 'Маркетинг и рассылки', '营销与邮件群发'),
  ('e-commerce', 80, 'E-commerce and marketplaces', 'Электронная коммерция и маркетплейсы', '电子商务与电商平台'),
  ('gaming', 90, 'Games', 'Игры', '游戏'),
  ('testing', 100, 'Testing and QA', 'Тестирование и QA', '测试与质量保证'),
  ('libraries', 110, 'Developer libraries', 'Библиотеки для разработчиков', '开发者库'),
  ('other', 1000, 'Other', 'Другое', '其他');

ALTER TABLE software
  ADD COLUMN slug text UNIQUE CHECK (slug IS NULL OR (char_length(slug) BETWEEN 3 AND 60
    AND slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND slug ~ '[a-z]'
    AND slug NOT IN ('softlist', 'add', 'moderation', 'blog', 'statistic'))),
  ADD COLUMN short_description text NOT NULL DEFAULT '' CHECK (char_length(short_description) <= 200),
  ADD COLUMN long_description text NOT NULL DEFAULT '' CHECK (char_length(long_description) <= 20000),
  ADD COLUMN categories text[] NOT NULL DEFAULT '{}',
  ADD COLUMN logo_file_id text,
  ADD COLUMN screenshot_file_ids text[] NOT NULL DEFAULT '{}',
  ADD COLUMN platforms text[] NOT NULL DEFAULT '{}',
  ADD COLUMN captcha_types text[] NOT NULL DEFAULT '{}',
  ADD COLUMN price_model text NOT NULL DEFAULT 'free' CHECK (price_model IN ('free', 'paid', 'freemium')),
  -- `disabled` is not a status: `disabled_at` says it, whatever the moderation stage.
  ADD COLUMN status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'pending', 'published', 'rejected')),
  ADD COLUMN rejection_reason text,
  ADD COLUMN submitted_at timestamptz,
  ADD COLUMN published_at timestamptz,
  ADD COLUMN is_demo boolean NOT NULL DEFAULT false,
  -- What the catalogue's text search matches: name first, then the descriptions ('simple':
  -- no stemming, so English, Russian and Chinese words are matched alike).
  ADD COLUMN search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', name), 'A')
    || setweight(to_tsvector('simple', short_description), 'B')
    || setweight(to_tsvector('simple', long_description), 'C')
  ) STORED;

CREATE INDEX software_search_idx ON software USING gin (search) WHERE status = 'published';
CREATE INDEX software_categories_idx ON software USING gin (categories) WHERE status = 'published';
CREATE INDEX software_pending_idx ON software (submitted_at) WHERE status = 'pending';

-- Tasks by soft_id and time: the per-day statistics and the monthly figures read them.
CREATE INDEX task_soft_id_created_idx ON task (soft_id, created_at) WHERE soft_id IS NOT NULL;

-- Figures from real traffic, recomputed every few minutes by one process (never per task).
CREATE TABLE software_figures (
  software_id  integer PRIMARY KEY REFERENCES software (id) ON DELETE CASCADE,
  -- First day (UTC) of the month counted.
  month        date NOT NULL,
  tasks_month  bigint NOT NULL DEFAULT 0,
  users_month  bigint NOT NULL DEFAULT 0,
  computed_at  timestamptz NOT NULL
);

-- Who decided what on an item, and the developer's (re)submissions.
CREATE TABLE software_moderation_event (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  software_id  integer NOT NULL REFERENCES software (id) ON DELETE CASCADE,
  decision     text NOT NULL CHECK (decision IN ('submitted', 'approve', 'reject')),
  reason       text CHECK (reason IS NULL OR char_length(reason) <= 1000),
  actor_id     bigint NOT NULL REFERENCES user_account (id),
  created_at   timestamptz NOT NULL
);
CREATE INDEX software_moderation_event_item_idx ON software_moderation_event (software_id, id DESC);
CREATE INDEX software_moderation_event_actor_idx ON software_moderation_event (actor_id);

-- One review per user and item; shown once moderation published it.
CREATE TABLE software_review (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  software_id       integer NOT NULL REFERENCES software (id) ON DELETE CASCADE,
  user_id           bigint NOT NULL REFERENCES user_account (id),
  rating            smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  body              text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  status            text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'published', 'rejected')),
  rejection_reason  text,
  decided_by        bigint REFERENCES user_account (id),
  decided_at        timestamptz,
  answer            text CHECK (answer IS NULL OR char_length(answer) BETWEEN 1 AND 2000),
  answered_at       timestamptz,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL,
  UNIQUE (software_id, user_id)
);
CREATE INDEX software_review_published_idx ON software_review (software_id, created_at DESC, id DESC)
  WHERE status = 'published';
CREATE INDEX software_review_pending_idx ON software_review (updated_at, id) WHERE status = 'pending';
CREATE INDEX software_review_user_idx ON software_review (user_id);
CREATE INDEX software_review_decided_by_idx ON software_review (decided_by) WHERE decided_by IS NOT NULL;
