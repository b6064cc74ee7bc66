import { z } from './zod.ts';

/**
 * Pingback (callback) addresses, the log of deliveries, and the customer's API settings
 * (IP allow-list, 100 % recognition, per-key limit). Reference §1.8 and §2: a task's result is
 * POSTed as form fields `id` and `code` to a URL on an address the customer registered.
 */

export const CALLBACK_PATHS = {
  /** GET the addresses, POST `{ address }` to add one, DELETE `?address=<url>|all`. */
  pingback: '/api/v2/customer/pingback',
  /** GET `?page=`: deliveries with their attempts, newest first. */
  pingbackLog: '/api/v2/customer/pingback_log',
  /** POST `{ address }`: sends a test POST (`id=0&code=TEST`) to a registered address and answers what came back. */
  pingbackTest: '/api/v2/customer/pingback/test',
  /** GET / PUT the customer's API settings. */
  apiSettings: '/api/v2/customer/api_settings',
} as const;

/** How many pingback addresses one customer may register. */
export const PINGBACK_ADDRESSES_MAX = 20;
export const PINGBACK_URL_MAX = 2048;
export const PINGBACK_LOG_PAGE_SIZE = 20;
/** Waits before each retry of a failed delivery; after the last retry fails the delivery is failed. */
export const CALLBACK_RETRY_DELAYS_SECONDS = [10, 30, 60, 300, 900, 3600] as const;
/** First attempt plus one per retry delay. */
export const CALLBACK_MAX_ATTEMPTS = CALLBACK_RETRY_DELAYS_SECONDS.length + 1;

// ── Pingback addresses ──────────────────────────────────────────────────────

export const PingbackAddressSchema = z.object({
  /** Normalized: scheme, host, port when not the default, path (no query). */
  address: z.string(),
  createdAt: z.string(),
});
export type PingbackAddress = z.infer<typeof PingbackAddressSchema>;

export const PingbackAddressesReplySchema = z.object({ addresses: z.array(PingbackAddressSchema) });
export type PingbackAddressesReply = z.infer<typeof PingbackAddressesReplySchema>;

/** An http(s) URL or a bare domain/IP (taken as `http://…/`); checked on the server. */
const AddressInput = z.string().trim().min(1, 'required').max(PINGBACK_URL_MAX, 'too_long');

export const AddPingbackBodySchema = z.object({ address: AddressInput });
export type AddPingbackBody = z.infer<typeof AddPingbackBodySchema>;

/** What a registered address answered a test POST: its HTTP status, or why none came. */
export const PingbackTestReplySchema = z.object({
  address: z.string(),
  ok: z.boolean(),
  httpStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});
export type PingbackTestReply = z.infer<typeof PingbackTestReplySchema>;

/** `address=all` removes every address. */
export const DeletePingbackQuerySchema = z.object({ address: AddressInput });
export type DeletePingbackQuery = z.infer<typeof DeletePingbackQuerySchema>;

// ── Delivery log ────────────────────────────────────────────────────────────

export const CallbackDeliveryStatusSchema = z.enum(['pending', 'delivered', 'failed']);
export type CallbackDeliveryStatus = z.infer<typeof CallbackDeliveryStatusSchema>;

export const CallbackAttemptSchema = z.object({
  startedAt: z.string(),
  /** The receiver's HTTP status; null when no answer came (refused, unreachable, timeout). */
  httpStatus: z.number().int().nullable(),
  /** Why the attempt failed without an HTTP status. */
  error: z.string().nullable(),
  durationMs: z.number().int(),
});
export type CallbackAttempt = z.infer<typeof CallbackAttemptSchema>;

export const CallbackDeliverySchema = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  url: z.string(),
  /** The `code` form field: the answer, or ERROR_CAPTCHA_UNSOLVABLE. */
  code: z.string(),
  status: CallbackDeliveryStatusSchema,
  attempts: z.number().int(),
  /** When the next attempt is due (pending deliveries only). */
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** Every attempt, oldest first. */
  attemptLog: z.array(CallbackAttemptSchema),
});
export type CallbackDelivery = z.infer<typeof CallbackDeliverySchema>;

export const PingbackLogQuerySchema = z.object({ page: z.coerce.number().int().min(0).max(100_000).default(0) });
export type PingbackLogQuery = z.infer<typeof PingbackLogQuerySchema>;

export const PingbackLogReplySchema = z.object({
  records: z.array(CallbackDeliverySchema),
  totalCount: z.number().int(),
});
export type PingbackLogReply = z.infer<typeof PingbackLogReplySchema>;

// ── API settings ────────────────────────────────────────────────────────────

export const IP_ALLOW_LIST_MAX = 100;
export const RECOGNITION_100_MATCHES_MIN = 2;
export const RECOGNITION_100_MATCHES_MAX = 5;
export const PER_KEY_LIMIT_MAX = 100_000;

/**
 * 100 % recognition: the most answers one task may collect while waiting for `matches` of them to
 * agree. Each answer is charged at the task's price; the hold at submit covers all of them.
 */
export const recognition100MaxAnswers = (matches: number) => 2 * matches - 1;

/** One allow-list entry: an IPv4 or IPv6 address, or a CIDR range of either. */
export const IpOrCidrSchema = z
  .string()
  .trim()
  .pipe(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: 'invalid_ip' }));

export const Recognition100Schema = z.object({
  enabled: z.boolean(),
  /** How many workers must give the same answer. */
  matches: z.number().int().min(RECOGNITION_100_MATCHES_MIN).max(RECOGNITION_100_MATCHES_MAX),
});
export type Recognition100 = z.infer<typeof Recognition100Schema>;

/** `PUT /api/v2/customer/api_settings`: the whole settings object. */
export const ApiSettingsBodySchema = z.object({
  /** Empty: the API key works from any IP; else only from these (ERROR_IP_NOT_ALLOWED). */
  ipAllowList: z.array(IpOrCidrSchema).max(IP_ALLOW_LIST_MAX, 'too_many'),
  recognition100: Recognition100Schema,
  /** Most tasks the key may submit per minute (ERROR_NO_SLOT_AVAILABLE beyond); null: no limit. */
  perKeyLimitPerMinute: z.number().int().min(1).max(PER_KEY_LIMIT_MAX).nullable(),
});
export type ApiSettingsBody = z.infer<typeof ApiSettingsBodySchema>;

export const ApiSettingsReplySchema = z.object({
  /** Normalized entries (IPv6 compressed, lower case). */
  ipAllowList: z.array(z.string()),
  recognition100: z.object({ enabled: z.boolean(), matches: z.number().int() }),
  perKeyLimitPerMinute: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
});
export type ApiSettingsReply = z.infer<typeof ApiSettingsReplySchema>;
