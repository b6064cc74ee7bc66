import { IDEMPOTENCY_KEY_MAX } from './billing.ts';
import { CurrencySchema, RateSourceSchema } from './pricing.ts';
import { z } from './zod.ts';

/**
 * The enterprise support plan (`/support/enterprise`): bought from the balance for a period. While
 * it runs, the holder's tasks are handed to workers before equal tasks of others, the solver API's
 * per-key limits are multiplied, and a named staff member is their support contact.
 */
export const ENTERPRISE_PATHS = {
  /** GET `?currency`: the price of each period (visitors too). */
  pricing: '/api/v2/user/enterprise_support/pricing',
  /** GET: what the plan gives, and the signed-in customer's plan (visitors: null). */
  conditions: '/api/v2/user/enterprise_support/conditions',
  /** POST `{ period, idempotencyKey }`: buys a period from the balance (signed-in customer). */
  buy: '/api/v2/user/enterprise_support/buy',
  /** Admin: GET the prices and the holders; PUT `{ period, priceMicros }` sets a price. */
  adminPrices: '/api/v2/admin/enterprise_support/prices',
  /** Admin: PUT `{ staffId }` names a holder's support contact. */
  adminContact: '/api/v2/admin/enterprise_support/holders/:customerId/contact',
} as const;

export const ENTERPRISE_PERIODS = ['month', 'quarter', 'year'] as const;
export const EnterprisePeriodSchema = z.enum(ENTERPRISE_PERIODS);
export type EnterprisePeriod = z.infer<typeof EnterprisePeriodSchema>;
/** Months each period lasts. */
export const ENTERPRISE_PERIOD_MONTHS: Readonly<Record<EnterprisePeriod, number>> = { month: 1, quarter: 3, year: 12 };

const isoTime = z.string().describe('ISO 8601 time (UTC)');

export const EnterprisePricingQuerySchema = z.object({ currency: CurrencySchema.default('USD') });
export const EnterprisePricingReplySchema = z.object({
  /** The currency of `price`: USD when the requested one has no rate (the page says so). */
  currency: CurrencySchema,
  rate: z.number(),
  rateDate: z.string().nullable(),
  rateSource: RateSourceSchema.nullable(),
  periods: z.array(
    z.object({
      period: EnterprisePeriodSchema,
      months: z.number().int(),
      /** What is charged, in micro-dollars. */
      priceMicros: z.number().int(),
      /** The price in `currency` (rounded to cents). */
      price: z.number(),
    }),
  ),
});
export type EnterprisePricingReply = z.infer<typeof EnterprisePricingReplySchema>;

export const EnterpriseContactSchema = z.object({ name: z.string(), email: z.string() });
export const EnterprisePlanSchema = z.object({
  period: EnterprisePeriodSchema,
  startsAt: isoTime,
  /** The end of the last period bought (purchases while a plan runs add to it). */
  endsAt: isoTime,
  contact: EnterpriseContactSchema.nullable(),
});
export type EnterprisePlan = z.infer<typeof EnterprisePlanSchema>;

export const EnterpriseConditionsReplySchema = z.object({
  /** Tasks of holders go before equal tasks of others (a queue priority). */
  queuePriority: z.boolean(),
  /** The solver API's per-key limits are multiplied by this. */
  limitFactor: z.number(),
  /** The per-key figures for holders: submits per 3 s, concurrent calls. */
  submitsPerBurst: z.number().int(),
  concurrentCalls: z.number().int(),
  /** The plan of the signed-in customer (ended plans: null); null for visitors. */
  plan: EnterprisePlanSchema.nullable(),
  /** Whether the signed-in user can buy (a customer); false for visitors. */
  canBuy: z.boolean(),
});
export type EnterpriseConditionsReply = z.infer<typeof EnterpriseConditionsReplySchema>;

export const EnterpriseBuyBodySchema = z.object({
  period: EnterprisePeriodSchema,
  idempotencyKey: z.string().trim().min(8).max(IDEMPOTENCY_KEY_MAX),
});
export type EnterpriseBuyBody = z.infer<typeof EnterpriseBuyBodySchema>;
export const EnterpriseBuyReplySchema = z.object({
  plan: EnterprisePlanSchema,
  chargedMicros: z.number().int(),
  balanceMicros: z.number().int(),
  /** True when this key had bought already: nothing moved this time. */
  replayed: z.boolean(),
});
export type EnterpriseBuyReply = z.infer<typeof EnterpriseBuyReplySchema>;

export const EnterpriseAdminPriceBodySchema = z.object({
  period: EnterprisePeriodSchema,
  priceMicros: z.number().int().positive().max(1_000_000_000_000),
});
export const EnterpriseAdminReplySchema = z.object({
  prices: z.array(z.object({ period: EnterprisePeriodSchema, priceMicros: z.number().int(), staffSet: z.boolean() })),
  holders: z.array(
    z.object({
      customerId: z.number().int(),
      email: z.string(),
      endsAt: isoTime,
      contactId: z.number().int().nullable(),
      contactName: z.string().nullable(),
    }),
  ),
});
export type EnterpriseAdminReply = z.infer<typeof EnterpriseAdminReplySchema>;
export const EnterpriseContactParamsSchema = z.object({ customerId: z.coerce.number().int().positive() });
export const EnterpriseContactBodySchema = z.object({ staffId: z.number().int().positive() });
