import { z } from 'zod';

/** Currencies prices are shown in; money is kept in USD micro-dollars. */
export const CURRENCIES = ['USD', 'RUB', 'CNY'] as const;
export const CurrencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof CurrencySchema>;

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
export const PriceKeySchema = z.enum(PRICE_KEYS);
export type PriceKey = z.infer<typeof PriceKeySchema>;

export const CustomerPricesQuerySchema = z.object({ currency: CurrencySchema.default('USD') });

/** `GET /api/v2/customer/prices?currency=…` (spec §7): the price per 1000 of each type, in that currency. */
export const CustomerPricesReplySchema = z.object({
  currency: CurrencySchema,
  /** Units of the currency per US dollar used for the figures. */
  rate: z.number(),
  prices: z.array(z.object({ type: PriceKeySchema, per1000: z.number(), per1000Micros: z.number().int() })),
});
export type CustomerPricesReply = z.infer<typeof CustomerPricesReplySchema>;

export const AdminPriceSchema = z.object({
  type: PriceKeySchema,
  customerPer1000Micros: z.number().int(),
  workerPer1000Micros: z.number().int(),
  updatedAt: z.string(),
});
export const AdminPricesReplySchema = z.object({
  prices: z.array(AdminPriceSchema),
  rates: z.array(z.object({ currency: CurrencySchema, unitsPerUsd: z.number(), updatedAt: z.string().nullable() })),
});
export type AdminPricesReply = z.infer<typeof AdminPricesReplySchema>;

/** Prices per 1000 are whole thousandths of a cent (1000 micros), so one task costs whole micros. */
const per1000 = z.number().int().min(0).max(1_000_000_000).multipleOf(1000, 'must be a multiple of 1000 micros');
export const SetPriceBodySchema = z
  .object({ customerPer1000Micros: per1000, workerPer1000Micros: per1000 })
  .refine((b) => b.workerPer1000Micros <= b.customerPer1000Micros, {
    message: 'worker_pay_above_price',
    path: ['workerPer1000Micros'],
  });
export type SetPriceBody = z.infer<typeof SetPriceBodySchema>;

export const PriceHistoryReplySchema = z.object({
  history: z.array(
    z.object({
      customerPer1000Micros: z.number().int(),
      workerPer1000Micros: z.number().int(),
      createdAt: z.string(),
      createdBy: z.number().int().nullable(),
    }),
  ),
});

export const SetRateBodySchema = z.object({ unitsPerUsd: z.number().positive().max(1_000_000) });

export const PRICING_PATHS = {
  customerPrices: '/api/v2/customer/prices',
  adminPrices: '/api/v2/admin/prices',
  adminRates: '/api/v2/admin/currency_rates',
} as const;
