import { z } from 'zod';

/**
 * Every error code the web API can answer with, and its HTTP status.
 * Domains add their codes here (prefixed by domain) so that the server and the web
 * agree on one table. The web shows `t('errors:<code>')`, never the server's text.
 */
export const ERROR_STATUS = {
  ERROR_VALIDATION: 400,
  ERROR_BAD_REQUEST: 400,
  ERROR_EMPTY_USER: 400,
  AUTH_INVALID_CREDENTIALS: 400,
  AUTH_EMAIL_TAKEN: 409,
  AUTH_WRONG_PASSWORD: 400,
  AUTH_2FA_INVALID: 400,
  AUTH_2FA_FAILED: 403,
  AUTH_2FA_NOT_PENDING: 400,
  AUTH_2FA_ALREADY_ENABLED: 409,
  AUTH_2FA_NOT_ENABLED: 409,
  AUTH_LINK_INVALID: 400,
  AUTH_LINK_EXPIRED: 410,
  AUTH_LINK_USED: 410,
  AUTH_EMAIL_NOT_CONFIRMED: 403,
  AUTH_ACCOUNT_BANNED: 403,
  AUTH_SAME_EMAIL: 400,
  AUTH_NO_API_KEY: 409,
  AUTH_CANNOT_CHANGE_OWN_ADMIN: 409,
  BILLING_INVALID_AMOUNT: 400,
  BILLING_INSUFFICIENT_FUNDS: 402,
  BILLING_INSUFFICIENT_HOLD: 409,
  BILLING_IDEMPOTENCY_CONFLICT: 409,
  BILLING_TRANSACTION_NOT_FOUND: 404,
  BILLING_NOT_REFUNDABLE: 409,
  BILLING_ALREADY_REFUNDED: 409,
  CALLBACK_ADDRESS_INVALID: 400,
  CALLBACK_ADDRESS_PRIVATE: 400,
  CALLBACK_ADDRESS_UNRESOLVABLE: 400,
  CALLBACK_ADDRESS_IP_MISMATCH: 403,
  CALLBACK_ADDRESS_LIMIT: 409,
  API_SETTINGS_INVALID_IP: 400,
  WORK_NOT_WORKER: 403,
  WORK_NOT_ADMITTED: 403,
  WORK_TOO_MANY_TOKENS: 409,
  WORK_NOT_ASSIGNED: 409,
  WORK_DEADLINE_PASSED: 409,
  WORK_INVALID_ANSWER: 400,
  WORK_SUSPENDED: 403,
  TRAINING_NOT_AVAILABLE: 409,
  TRAINING_NOT_IN_PROGRESS: 409,
  SOFTWARE_LIMIT_REACHED: 409,
  PAYOUT_NOT_WORKER: 403,
  PAYOUT_INVALID_ACCOUNT: 400,
  PAYOUT_LINK_INVALID: 400,
  PAYOUT_LINK_EXPIRED: 410,
  PAYOUT_LINK_USED: 410,
  PAYOUT_LINK_CANCELLED: 410,
  PAYOUT_NO_WALLET: 409,
  PAYOUT_BELOW_MINIMUM: 400,
  PAYOUT_ABOVE_BALANCE: 402,
  PAYOUT_NOT_FOUND: 404,
  PAYOUT_ALREADY_DECIDED: 409,
  ERROR_UNAUTHORIZED: 401,
  ERROR_CSRF: 403,
  ERROR_FORBIDDEN: 403,
  ERROR_NOT_FOUND: 404,
  ERROR_METHOD_NOT_ALLOWED: 405,
  ERROR_CONFLICT: 409,
  ERROR_PAYLOAD_TOO_LARGE: 413,
  ERROR_UNSUPPORTED_MEDIA_TYPE: 415,
  ERROR_RATE_LIMITED: 429,
  ERROR_INTERNAL: 500,
  ERROR_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const FieldIssueSchema = z.object({
  /** Dotted path of the offending field, e.g. `body.email` or `query.page`. */
  field: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof FieldIssueSchema>;

export const ErrorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    requestId: z.string().optional(),
    fields: z.array(FieldIssueSchema).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  return ErrorEnvelopeSchema.safeParse(value).success;
}
