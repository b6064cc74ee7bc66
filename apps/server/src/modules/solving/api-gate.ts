import type { ApiSettingsService } from '../api-settings/index.ts';
import type { CallbacksService } from '../callbacks/index.ts';

/**
 * The customer's API settings as the protocol layers apply them: the IP allow-list, the
 * per-key submission limit, registered pingback addresses. Absent in tests of the bare protocol.
 */
export interface ApiGate {
  /** ERROR_IP_NOT_ALLOWED when the caller's IP is not on the customer's allow-list. */
  access(customerId: number, ip: string | null): Promise<'ERROR_IP_NOT_ALLOWED' | null>;
  /** ERROR_NO_SLOT_AVAILABLE past the per-key limit of submissions a minute. */
  submitLimit(customerId: number): Promise<'ERROR_NO_SLOT_AVAILABLE' | null>;
  /** A task's callback must go to an address the customer registered for pingbacks. */
  callbackAllowed(customerId: number, url: string): Promise<boolean>;
  pingbacks: Pick<CallbacksService, 'v1AddPingback' | 'v1GetPingback' | 'v1DelPingback'>;
}

export function createApiGate(apiSettings: ApiSettingsService, callbacks: CallbacksService): ApiGate {
  return {
    access: async (customerId, ip) => {
      const check = await apiSettings.checkApiAccess(customerId, ip);
      return check.ok ? null : check.refusal;
    },
    submitLimit: async (customerId) => {
      const check = await apiSettings.checkSubmitLimit(customerId);
      return check.ok ? null : check.refusal;
    },
    callbackAllowed: (customerId, url) => callbacks.isRegistered(customerId, url),
    pingbacks: callbacks,
  };
}

/** One error the solver API answered an identified account with (their API-error log keeps it). */
export interface ApiErrorEvent {
  customerId: number;
  source: 'v1' | 'v2';
  code: string;
  /** What was asked, e.g. "in.php method=post" (see `describeRequest`). */
  request: string;
  ip: string | null;
}

/** A parameter a client chose, safe to show and store: word characters, at most 40. */
function token(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  return String(value)
    .replace(/[^\w.-]/g, '')
    .slice(0, 40);
}

/** The request as the log shows it: the endpoint and what it was asked to do. */
export function describeRequest(endpoint: string, detail?: { name: string; value: unknown }): string {
  if (!detail) return endpoint;
  const value = token(detail.value);
  return value ? `${endpoint} ${detail.name}=${value}` : endpoint;
}
