import type { ProviderFailure } from './types.ts';

/** One outgoing call to a captcha provider's server API. */
export interface ProviderRequest {
  url: string;
  method?: 'GET' | 'POST';
  /** Sent as `application/x-www-form-urlencoded`. */
  form?: Record<string, string>;
  /** Sent as `application/json`. */
  json?: unknown;
  /** Overrides the configured timeout. */
  timeoutMs?: number;
}

export type ProviderResponse =
  | { ok: true; status: number; text: string; json: unknown }
  | { ok: false; failure: ProviderFailure; detail: string };

export type ProviderCall = (request: ProviderRequest) => Promise<ProviderResponse>;

const MAX_BODY = 64 * 1024;

/**
 * Every call the demo makes to a provider goes through here: fetch with a deadline covering the whole
 * exchange, redirects refused, the body capped, and any failure turned into a reason (never thrown).
 */
export function providerCall(defaultTimeoutMs: number, fetchImpl: typeof fetch = fetch): ProviderCall {
  return async ({ url, method, form, json, timeoutMs }) => {
    const headers: Record<string, string> = { accept: 'application/json, text/plain, */*' };
    let body: string | undefined;
    if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(form).toString();
    } else if (json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    }
    const ms = timeoutMs ?? defaultTimeoutMs;
    try {
      const res = await fetchImpl(url, {
        method: method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(ms),
      });
      const text = (await res.text()).slice(0, MAX_BODY);
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
      if (res.status >= 500 || (res.status >= 300 && res.status < 400)) {
        return { ok: false, failure: 'provider-error', detail: `HTTP ${res.status}` };
      }
      return { ok: true, status: res.status, text, json: parsed };
    } catch (err) {
      const e = err as Error & { cause?: { code?: string } };
      if (e?.name === 'TimeoutError' || e?.name === 'AbortError') {
        return { ok: false, failure: 'provider-timeout', detail: `no answer within ${ms} ms` };
      }
      return { ok: false, failure: 'provider-unreachable', detail: e?.cause?.code ?? e?.message ?? String(err) };
    }
  };
}

/** The JSON object of a response, or null when it is not one. */
export function jsonObject(res: { json: unknown }): Record<string, unknown> | null {
  return res.json && typeof res.json === 'object' && !Array.isArray(res.json)
    ? (res.json as Record<string, unknown>)
    : null;
}

export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
