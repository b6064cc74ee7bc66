import { z } from './zod.ts';

const text = z.string().max(512);

/** Referral visit: sent when the URL query has `from` (spec §7). */
export const ReferralEventSchema = z.object({
  type: z.literal('referral'),
  data: z.object({ from: text.min(1), source: text.optional(), unique: z.boolean().optional() }),
});

/** Campaign visit: sent only when `utm_source` is present (spec §7). */
export const UtmEventSchema = z.object({
  type: z.literal('utm'),
  data: z.object({
    utm_source: text.min(1),
    utm_medium: text.optional(),
    utm_campaign: text.optional(),
    utm_id: text.optional(),
    utm_content: text.optional(),
  }),
});

/** `POST /api/v1/event-tracker`. */
export const TrackEventBodySchema = z.discriminatedUnion('type', [ReferralEventSchema, UtmEventSchema]);
export type TrackEventBody = z.infer<typeof TrackEventBodySchema>;

export const TrackEventReplySchema = z.object({ id: z.number().int() });
export type TrackEventReply = z.infer<typeof TrackEventReplySchema>;
