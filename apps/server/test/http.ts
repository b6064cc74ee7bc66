/** A browser for `app.inject` (cookies kept between calls, CSRF header on writes) and reply checks. */
import { COOKIES, CSRF_HEADER } from '@crowdsolve/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

// ── A browser: cookies kept between calls, CSRF header on writes ────────────

let ipCounter = 0;
/** A client address no other browser of this process uses (per-IP limits stay apart). */
export function uniqueIp(): string {
  ipCounter++;
  return `10.${(process.pid % 200) + 1}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

let emailCounter = 0;
export function uniqueEmail(tag: string): string {
  emailCounter++;
  return `${tag}-${emailCounter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

const CSRF_TOKEN = 'test-csrf-token-0123456789abcdef'; // 32 characters of [A-Za-z0-9_-]
export const DEFAULT_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export class Browser {
  readonly cookies = new Map<string, string>();
  readonly ip: string;
  readonly userAgent: string;

  constructor(
    private readonly app: FastifyInstance,
    options: { ip?: string; userAgent?: string } = {},
  ) {
    this.ip = options.ip ?? uniqueIp();
    this.userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  }

  /** Another browser holding this one's session cookie (e.g. an old cookie after a sign-out). */
  clone(): Browser {
    const copy = new Browser(this.app, { ip: this.ip, userAgent: this.userAgent });
    for (const [k, v] of this.cookies) copy.cookies.set(k, v);
    return copy;
  }

  get session(): string | undefined {
    return this.cookies.get(COOKIES.session);
  }

  async request(method: Method, url: string, body?: unknown): Promise<LightMyRequestResponse> {
    const write = method !== 'GET';
    const cookies = new Map(this.cookies);
    if (write) cookies.set(COOKIES.csrf, CSRF_TOKEN);
    const headers: Record<string, string> = { 'user-agent': this.userAgent };
    if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (write) headers[CSRF_HEADER] = CSRF_TOKEN;
    const res = await this.app.inject({
      method,
      url,
      headers,
      remoteAddress: this.ip,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    for (const c of res.cookies) {
      const expired =
        c.value === '' || c.maxAge === 0 || (c.expires !== undefined && new Date(c.expires).getTime() <= Date.now());
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body);
  put = (url: string, body?: unknown) => this.request('PUT', url, body);
  delete = (url: string) => this.request('DELETE', url);
}

/** Asserts the error envelope: status and code. */
export function expectError(res: LightMyRequestResponse, status: number, code: string): void {
  expect({ status: res.statusCode, code: res.json().error?.code }).toEqual({ status, code });
}

/** Asserts a 200 answer and returns its JSON. */
// biome-ignore lint/suspicious/noExplicitAny: test replies are checked by the assertions that read them
export function ok<T = any>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return res.json() as T;
}
