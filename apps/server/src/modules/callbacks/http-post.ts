import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { PrivateTargetError } from './ssrf.ts';

export class CallbackTimeoutError extends Error {
  override name = 'CallbackTimeoutError';
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
  }
}

/**
 * POSTs form fields (`application/x-www-form-urlencoded`) and resolves with the HTTP status as
 * soon as it arrives (the body is not read). Redirects are not followed. The timeout covers
 * everything from the DNS lookup to the status line.
 */
export function postForm(
  url: URL,
  fields: Record<string, string>,
  options: { timeoutMs: number; lookup: LookupFunction },
): Promise<number> {
  const body = new URLSearchParams(fields).toString();
  const request = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: false,
        lookup: options.lookup,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Crowdsolve-Pingback/1.0',
          accept: '*/*',
        },
      },
      (res) => {
        clearTimeout(timer);
        resolve(res.statusCode ?? 0);
        res.destroy();
      },
    );
    const timer = setTimeout(() => req.destroy(new CallbackTimeoutError(options.timeoutMs)), options.timeoutMs);
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end(body);
  });
}

/** A short, readable reason for a failed attempt (shown to the customer: no stack, no internals). */
export function describeFailure(err: unknown): string {
  if (err instanceof CallbackTimeoutError || err instanceof PrivateTargetError) return err.message;
  const e = err as NodeJS.ErrnoException & { hostname?: string };
  switch (e?.code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `could not resolve ${e.hostname ?? 'the host'}`;
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ECONNRESET':
      return 'connection reset by the receiver';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'host unreachable';
    case 'ETIMEDOUT':
      return 'connection timed out';
  }
  const text = e instanceof Error ? (e.code ? `${e.code}: ${e.message}` : e.message) : String(err);
  return text.slice(0, 300);
}
