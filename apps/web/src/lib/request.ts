import { CSRF_HEADER } from '@crowdsolve/contract';

/** How a request failed (spec §8): no answer, too slow, unreadable, or a non-2xx status. */
export type RequestErrorKind = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'HTTP_ERROR';

export class RequestError extends Error {
  override name = 'RequestError';
  constructor(
    readonly kind: RequestErrorKind,
    /** HTTP status for `HTTP_ERROR` (and `PARSING_ERROR` of a response), else 0. */
    readonly status: number,
    /** The parsed body of a non-2xx answer. */
    readonly data: unknown,
    message: string,
  ) {
    super(message);
  }

  /** The `error.code` of our error envelope, if the answer carried one. */
  get code(): string | null {
    const d = this.data as { error?: { code?: unknown } } | null;
    return typeof d?.error?.code === 'string' ? d.error.code : null;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Something that performs HTTP: `fetch` in the browser, an in-process call on the server. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

export interface RequestContext {
  transport: Transport;
  /** Extra headers from application state: the CSRF token, the interface language. */
  headers: () => Record<string, string>;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/** Sends a request with cookies and the app's headers; resolves with the parsed JSON body. */
export async function request<T>(ctx: RequestContext, path: string, options: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);

  const headers: Record<string, string> = { accept: 'application/json', ...ctx.headers() };
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await ctx.transport(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: controller.signal,
    });
  } catch (err) {
    if (timedOut) throw new RequestError('TIMEOUT_ERROR', 0, null, `timed out after ${timeoutMs} ms`);
    if (options.signal?.aborted) throw err;
    throw new RequestError('FETCH_ERROR', 0, null, (err as Error).message || 'network failure');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }

  const text = await response.text().catch(() => {
    throw new RequestError('FETCH_ERROR', response.status, null, 'connection lost while reading');
  });
  let data: unknown = null;
  if (text !== '') {
    try {
      data = JSON.parse(text);
    } catch {
      if (!response.ok) throw new RequestError('HTTP_ERROR', response.status, text, `HTTP ${response.status}`);
      throw new RequestError('PARSING_ERROR', response.status, text, 'the answer is not JSON');
    }
  }
  if (!response.ok) throw new RequestError('HTTP_ERROR', response.status, data, `HTTP ${response.status}`);
  return data as T;
}

/** The headers every call of the web app sends, taken from its state. */
export function appHeaders(state: { csrfToken: string; language: string }): () => Record<string, string> {
  return () => ({ [CSRF_HEADER]: state.csrfToken, 'x-interface-language': state.language });
}
