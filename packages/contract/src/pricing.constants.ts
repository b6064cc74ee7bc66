/** Zod-free part of pricing (see site.constants.ts for why). */

/** Currencies prices are shown in; money is kept in USD micro-dollars. */
export const CURRENCIES = ['USD', 'RUB', 'CNY'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Share of a task's price that goes to the developer of the software named by `soft_id`. */
export const DEVELOPER_SHARE_PERCENT = 10;

/** Price-table keys: one per task kind of the solving engine. */
export const PRICE_KEYS = [
  'image_text',
  'text',
  'rotate',
  'coordinates',
  'grid',
  'canvas',
  'bounding_box',
  'audio',
  'recaptcha_v2',
  'recaptcha_v3',
  'hcaptcha',
  'geetest',
  'geetest_v4',
  'turnstile',
  'funcaptcha',
  'keycaptcha',
  'lemin',
  'mtcaptcha',
  'capy',
  'amazon_waf',
  'cutcaptcha',
  'friendly_captcha',
  'atb_captcha',
  'tencent',
  'datadome',
  'prosopo',
  'captchafox',
  'vk',
  'temu',
  'altcha',
  'yandex',
  'cybersiara',
] as const;
export type PriceKey = (typeof PRICE_KEYS)[number];

export const PRICING_PATHS = {
  customerPrices: '/api/v2/customer/prices',
  adminPrices: '/api/v2/admin/prices',
  adminRates: '/api/v2/admin/currency_rates',
} as const;
