import { ERROR_STATUS, type ErrorCode, type FieldIssue } from '@crowdsolve/contract';

/** The one error type services throw. Its code decides the HTTP status (contract table). */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: FieldIssue[] | undefined;
  /** Seconds until a refused request may be tried again (sent as `Retry-After` with a 429). */
  readonly retryAfterS: number | undefined;

  constructor(
    code: ErrorCode,
    message?: string,
    options?: { fields?: FieldIssue[]; cause?: unknown; retryAfterS?: number },
  ) {
    super(message ?? defaultMessage(code), { cause: options?.cause });
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fields = options?.fields;
    this.retryAfterS = options?.retryAfterS;
  }
}

const MESSAGES: Partial<Record<ErrorCode, string>> = {
  ERROR_VALIDATION: 'The request has invalid fields.',
  ERROR_EMPTY_USER: 'Not signed in.',
  ERROR_UNAUTHORIZED: 'Authentication required.',
  ERROR_CSRF: 'Missing or wrong CSRF token.',
  ERROR_FORBIDDEN: 'Not allowed.',
  ERROR_NOT_FOUND: 'Not found.',
  ERROR_RATE_LIMITED: 'Too many requests; try again later.',
  ERROR_INTERNAL: 'Internal error.',
  ERROR_UNAVAILABLE: 'Service unavailable.',
};

export function defaultMessage(code: ErrorCode): string {
  return MESSAGES[code] ?? code;
}
