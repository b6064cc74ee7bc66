import { CSRF_HEADER } from '@crowdsolve/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appHeaders, buildUrl, type RequestContext, RequestError, request, type Transport } from './request.ts';

interface Call {
  url: string;
  init: RequestInit;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function context(transport: Transport, headers: Record<string, string> = {}): RequestContext & { calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    transport: (url, init) => {
      calls.push({ url, init });
      return transport(url, init);
    },
    headers: () => headers,
  };
}

async function failure(promise: Promise<unknown>): Promise<RequestError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(RequestError);
    return err as RequestError;
  }
  throw new Error('expected the request to fail');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('buildUrl', () => {
  it('returns the path unchanged without a query', () => {
    expect(buildUrl('/api/v2/user')).toBe('/api/v2/user');
    expect(buildUrl('/api/v2/user', {})).toBe('/api/v2/user');
  });

  it('skips undefined and null values and stringifies the rest', () => {
    expect(buildUrl('/api/x', { a: 'b', n: 0, t: true, f: false, u: undefined, z: null })).toBe(
      '/api/x?a=b&n=0&t=true&f=false',
    );
  });

  it('gives the bare path when every value is skipped', () => {
    expect(buildUrl('/api/x', { u: undefined, z: null })).toBe('/api/x');
  });

  it('appends to an existing query with &', () => {
    expect(buildUrl('/api/x?page=1', { q: 'a b' })).toBe('/api/x?page=1&q=a+b');
  });

  it('encodes special characters', () => {
    const url = new URL(buildUrl('/api/x', { q: 'a&b=c', r: '/é' }), 'http://h');
    expect(url.searchParams.get('q')).toBe('a&b=c');
    expect(url.searchParams.get('r')).toBe('/é');
  });
});

describe('request', () => {
  it('resolves with the parsed JSON of a 2xx answer', async () => {
    const ctx = context(async () => json({ id: 7, name: 'x' }));
    await expect(request(ctx, '/api/v2/user')).resolves.toEqual({ id: 7, name: 'x' });
  });

  it('resolves with null for an empty 2xx body', async () => {
    const ctx = context(async () => new Response(null, { status: 204 }));
    await expect(request(ctx, '/api/x', { method: 'DELETE' })).resolves.toBeNull();
  });

  it('sends GET with cookies, accept JSON and the context headers', async () => {
    const ctx = context(async () => json({}), { [CSRF_HEADER]: 'tok-123', 'x-interface-language': 'ru' });
    await request(ctx, '/api/v2/user', { query: { a: 1, b: undefined, c: null } });
    expect(ctx.calls).toHaveLength(1);
    const [call] = ctx.calls;
    expect(call?.url).toBe('/api/v2/user?a=1');
    expect(call?.init.method).toBe('GET');
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.body).toBeUndefined();
    const headers = call?.init.headers as Record<string, string>;
    expect(headers['x-csrf-token']).toBe('tok-123');
    expect(headers['x-interface-language']).toBe('ru');
    expect(headers.accept).toBe('application/json');
    expect(headers['content-type']).toBeUndefined();
    expect(call?.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('reads the context headers at call time', async () => {
    const state = { csrfToken: 'first', language: 'en' };
    const calls: RequestInit[] = [];
    const ctx: RequestContext = {
      transport: async (_url, init) => {
        calls.push(init);
        return json({});
      },
      headers: appHeaders(state),
    };
    await request(ctx, '/a');
    state.csrfToken = 'second';
    state.language = 'ru';
    await request(ctx, '/a');
    expect(calls[0]?.headers).toMatchObject({ 'x-csrf-token': 'first', 'x-interface-language': 'en' });
    expect(calls[1]?.headers).toMatchObject({ 'x-csrf-token': 'second', 'x-interface-language': 'ru' });
  });

  it('JSON-encodes a body and marks its content type', async () => {
    const ctx = context(async () => json({ ok: true }), { [CSRF_HEADER]: 't' });
    await request(ctx, '/api/v2/user', { method: 'PUT', body: { interfaceLanguage: 'ru' } });
    const init = ctx.calls[0]?.init;
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"interfaceLanguage":"ru"}');
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json', 'x-csrf-token': 't' });
  });

  it('encodes falsy bodies too', async () => {
    const ctx = context(async () => json({}));
    await request(ctx, '/a', { method: 'POST', body: false });
    expect(ctx.calls[0]?.init.body).toBe('false');
  });

  it('rejects a non-2xx answer with HTTP_ERROR carrying status, data and the error code', async () => {
    const envelope = { error: { code: 'ERROR_EMPTY_USER', message: 'not signed in' } };
    const err = await failure(
      request(
        context(async () => json(envelope, 400)),
        '/api/v2/user',
      ),
    );
    expect(err.kind).toBe('HTTP_ERROR');
    expect(err.status).toBe(400);
    expect(err.data).toEqual(envelope);
    expect(err.code).toBe('ERROR_EMPTY_USER');
    expect(err.name).toBe('RequestError');
    expect(err).toBeInstanceOf(Error);
  });

  it('has a null code when a non-2xx answer has no error envelope', async () => {
    const err = await failure(
      request(
        context(async () => json({ message: 'boom' }, 500)),
        '/a',
      ),
    );
    expect(err.kind).toBe('HTTP_ERROR');
    expect(err.status).toBe(500);
    expect(err.code).toBeNull();
  });

  it('treats a non-JSON non-2xx answer as HTTP_ERROR with the raw text', async () => {
    const err = await failure(
      request(
        context(async () => new Response('Bad Gateway', { status: 502 })),
        '/a',
      ),
    );
    expect(err.kind).toBe('HTTP_ERROR');
    expect(err.status).toBe(502);
    expect(err.data).toBe('Bad Gateway');
    expect(err.code).toBeNull();
  });

  it('rejects a 200 answer that is not JSON with PARSING_ERROR', async () => {
    const err = await failure(
      request(
        context(async () => new Response('<html>oops</html>', { status: 200 })),
        '/a',
      ),
    );
    expect(err.kind).toBe('PARSING_ERROR');
    expect(err.status).toBe(200);
    expect(err.data).toBe('<html>oops</html>');
  });

  it('turns a throwing transport into FETCH_ERROR', async () => {
    const err = await failure(
      request(
        context(async () => {
          throw new TypeError('Failed to fetch');
        }),
        '/a',
      ),
    );
    expect(err.kind).toBe('FETCH_ERROR');
    expect(err.status).toBe(0);
    expect(err.message).toBe('Failed to fetch');
  });

  it('aborts a transport that does not answer in time with TIMEOUT_ERROR', async () => {
    let seenSignal: AbortSignal | undefined;
    const hanging: Transport = (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        seenSignal = init.signal ?? undefined;
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const err = await failure(request(context(hanging), '/slow', { timeoutMs: 20 }));
    expect(err.kind).toBe('TIMEOUT_ERROR');
    expect(err.status).toBe(0);
    expect(seenSignal?.aborted).toBe(true);
  });

  it('does not time out when the answer comes before the deadline', async () => {
    vi.useFakeTimers();
    const ctx = context(
      (_url, init) =>
        new Promise<Response>((resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
          setTimeout(() => resolve(json({ ok: 1 })), 50);
        }),
    );
    const pending = request(ctx, '/a', { timeoutMs: 100 });
    await vi.advanceTimersByTimeAsync(60);
    await expect(pending).resolves.toEqual({ ok: 1 });
    // The timeout is cleared: nothing aborts the (finished) call later.
    await vi.advanceTimersByTimeAsync(200);
    expect(ctx.calls[0]?.init.signal?.aborted).toBe(false);
  });

  it("passes a caller's abort on as the original error, not a RequestError", async () => {
    const caller = new AbortController();
    const abortError = new DOMException('stopped', 'AbortError');
    const hanging: Transport = (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(abortError));
      });
    const pending = request(context(hanging), '/a', { signal: caller.signal, timeoutMs: 10_000 });
    caller.abort();
    await expect(pending).rejects.toBe(abortError);
  });
});
