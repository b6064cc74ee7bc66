-- Price table per task type (per 1000 tasks, micro-dollars) with history, and currency rates.
CREATE TABLE price (
  id                         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  price_key                  text NOT NULL,
  customer_per1000_micros   bigint NOT NULL CHECK (customer_per1000_micros >= 0 AND customer_per1000_micros % 1000 = 0),
  worker_per1000_micros     bigint NOT NULL CHECK (worker_per1000_micros >= 0 AND worker_per1000_micros % 1000 = 0),
  created_by                 bigint REFERENCES user_account (id),
  created_at                 timestamptz NOT NULL DEFAULT now(),
  CHECK (worker_per1000_micros <= customer_per1000_micros)
);
-- The current price of a type is its newest row.
CREATE INDEX price_key_created_idx ON price (price_key, id DESC);
CREATE INDEX price_created_by_idx ON price (created_by);

CREATE TABLE currency_rate (
  id                     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  currency               text NOT NULL CHECK (currency IN ('RUB', 'CNY')),
  units_per_usd_micros   bigint NOT NULL CHECK (units_per_usd_micros > 0),
  created_by             bigint REFERENCES user_account (id),
  created_at             timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX currency_rate_currency_idx ON currency_rate (currency, id DESC);
CREATE INDEX currency_rate_created_by_idx ON currency_rate (created_by);

-- Starting prices (per 1000): image and text $1.00, rotate $0.50, clicks and drawing $1.20,
-- token types $2.99; workers get half. Admins change them on the prices screen.
INSERT INTO price (price_key, customer_per1000_micros, worker_per1000_micros) VALUES
  ('image_text', 1000000, 500000), ('text', 1000000, 500000), ('rotate', 500000, 250000),
  ('coordinates', 1200000, 600000), ('grid', 1200000, 600000), ('canvas', 1200000, 600000),
  ('bounding_box', 1200000, 600000), ('audio', 1000000, 500000),
  ('recaptcha_v2', 2990000, 1495000), ('recaptcha_v3', 2990000, 1495000), ('hcaptcha', 2990000, 1495000),
  ('geetest', 2990000, 1495000), ('geetest_v4', 2990000, 1495000), ('turnstile', 2990000, 1495000),
  ('funcaptcha', 2990000, 1495000), ('keycaptcha', 2990000, 1495000), ('lemin', 2990000, 1495000),
  ('mtcaptcha', 2990000, 1495000), ('capy', 2990000, 1495000), ('amazon_waf', 2990000, 1495000),
  ('cutcaptcha', 2990000, 1495000), ('friendly_captcha', 2990000, 1495000), ('atb_captcha', 2990000, 1495000),
  ('tencent', 2990000, 1495000), ('datadome', 2990000, 1495000), ('prosopo', 2990000, 1495000),
  ('captchafox', 2990000, 1495000), ('vk', 2990000, 1495000), ('temu', 2990000, 1495000),
  ('altcha', 2990000, 1495000), ('yandex', 2990000, 1495000), ('cybersiara', 2990000, 1495000);
