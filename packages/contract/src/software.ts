import { z } from './zod.ts';

/**
 * A developer's software registry. The id of a registered software is the `soft_id` (v1) /
 * `softId` (v2) clients send with their tasks: while it is live, the developer earns
 * `DEVELOPER_SHARE_PERCENT` of each solved task's price.
 */

export const SOFTWARE_PATHS = {
  /** GET the developer's software with its 7-day figures; POST `{ name, url? }` registers one. */
  software: '/api/v2/developer/software',
  /** POST: the software stops (disable) or starts again (enable) earning; answers the software. */
  disable: '/api/v2/developer/software/:softId/disable',
  enable: '/api/v2/developer/software/:softId/enable',
} as const;

/** A path with its `:softId` filled in. */
export function softwarePath(path: (typeof SOFTWARE_PATHS)['disable' | 'enable'], softId: number): string {
  return path.replace(':softId', String(softId));
}

export const SOFTWARE_NAME_MAX = 100;
export const SOFTWARE_URL_MAX = 500;
/** Live (not disabled) software one developer may hold (SOFTWARE_LIMIT_REACHED beyond). */
export const SOFTWARE_LIVE_MAX = 50;
/** Largest soft_id: the column is a PostgreSQL integer. */
export const SOFT_ID_MAX = 2_147_483_647;

/** An absolute http(s) URL with a host. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Where a software stands in the catalogue (catalog.ts). `draft`: a bare soft_id whose catalogue
 * form was never submitted; `pending`: waiting for moderation; `disabled`: switched off by the
 * developer (earns nothing, not listed).
 */
export const SOFTWARE_STATUSES = ['draft', 'pending', 'published', 'rejected', 'disabled'] as const;
export const SoftwareStatusSchema = z.enum(SOFTWARE_STATUSES);
export type SoftwareStatus = z.infer<typeof SoftwareStatusSchema>;

/** `POST /api/v2/developer/software`. */
export const CreateSoftwareBodySchema = z.object({
  name: z.string().trim().min(1, 'required').max(SOFTWARE_NAME_MAX, 'too_long'),
  /** The software's home page; absent, null or empty: none. */
  url: z
    .string()
    .trim()
    .max(SOFTWARE_URL_MAX, 'too_long')
    .refine((v) => v === '' || isHttpUrl(v), 'invalid_url')
    .transform((v) => (v === '' ? null : v))
    .nullish(),
});
export type CreateSoftwareBody = z.infer<typeof CreateSoftwareBodySchema>;

export const SoftIdParamsSchema = z.object({ softId: z.coerce.number().int().positive().max(SOFT_ID_MAX) });
export type SoftIdParams = z.infer<typeof SoftIdParamsSchema>;

/** One registered software: what registering, disabling and enabling answer. */
export const SoftwareSchema = z.object({
  /** The `soft_id` to send with tasks. */
  softId: z.number().int(),
  name: z.string(),
  url: z.string().nullable(),
  createdAt: z.string(),
  /** A disabled id earns nothing (tasks sent with it are still accepted). */
  disabled: z.boolean(),
});
export type Software = z.infer<typeof SoftwareSchema>;

export const SoftwareListItemSchema = SoftwareSchema.extend({
  /** Tasks sent with this soft_id (and paying this developer) over the last 7 days. */
  tasks7d: z.number().int(),
  /** The developer's share of those of them that were solved, in micro-dollars. */
  earned7dMicros: z.number().int(),
  /** The catalogue item's slug; null until its catalogue form is first submitted. */
  slug: z.string().nullable(),
  status: SoftwareStatusSchema,
  /** Why moderation last rejected it (status `rejected`); null otherwise. */
  rejectionReason: z.string().nullable(),
  /** A change of the published item waits for moderation (the published version stays live). */
  changePending: z.boolean(),
  /** Why moderation rejected the last change of the published item; null otherwise. */
  changeRejectionReason: z.string().nullable(),
});
export type SoftwareListItem = z.infer<typeof SoftwareListItemSchema>;

export const SoftwareListReplySchema = z.object({ items: z.array(SoftwareListItemSchema) });
export type SoftwareListReply = z.infer<typeof SoftwareListReplySchema>;
