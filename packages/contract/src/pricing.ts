import { CURRENCIES, PRICE_KEYS } from './pricing.constants.ts';
import { z } from './zod.ts';

export * from './pricing.constants.ts';

export const CurrencySchema = z.enum(CURRENCIES);
export const PriceKeySchema = z.enum(PRICE_KEYS);

/** Where a rate came from: the daily reference source, an admin, or the demo seed. */
export const RateSourceSchema = z.enum(['fetched', 'staff', 'demo']);
export type RateSource = z.infer<typeof RateSourceSchema>;

export const CustomerPricesQuerySchema = z.object({ currency: CurrencySchema.default('USD') });

/** `GET /api/v2/customer/prices?currency=…` (spec §7): the price per 1000 of each type, in that currency. */
export const CustomerPricesReplySchema = z.object({
  currency: CurrencySchema,
  /** Units of the currency per US dollar used for the figures. */
  rate: z.number(),
  /** The day the rate is of (YYYY-MM-DD) and where it came from; null for USD. */
  rateDate: z.string().nullable(),
  rateSource: RateSourceSchema.nullable(),
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
  rates: z.array(
    z.object({
      currency: CurrencySchema,
      unitsPerUsd: z.number(),
      updatedAt: z.string().nullable(),
      rateDate: z.string().nullable(),
      source: RateSourceSchema.nullable(),
    }),
  ),
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
