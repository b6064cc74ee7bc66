import { COOKIES, CSRF_HEADER } from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogCapture, testApp } from '../test/app.ts';
import { DATABASE_TARGETS } from '../test/databases.ts';
import type { DatabaseHandle } from './platform/db.ts';
import { AppError } from './platform/errors.ts';

describe.each(DATABASE_TARGETS)('server platform on $name', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const logs = new LogCapture();

  beforeAll(async () => {
    database = await target.open();
    app = await testApp(database, { logs, env: { EVENT_TRACKER_RATE_LIMIT: '5' } });
    app.get('/api/test/boom', async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app.ts:12');
    });
    app.get('/api/test/teapot', async () => {
      throw new AppError('ERROR_FORBIDDEN', 'No entry.');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers /healthz and /readyz with the database kind', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: target.name });
  });

  it('gives every response a request id, honouring a well-formed incoming one', async () => {
    const fresh = await app.inject('/healthz');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const passed = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-1234567890' } });
    expect(passed.headers['x-request-id']).toBe('lb-1234567890');
    const bad = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'x' } });
    expect(bad.headers['x-request-id']).not.toBe('x');
  });

  it('sends security headers', async () => {
    const res = await app.inject('/healthz');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers unknown API paths with the error envelope and 404', async () => {
    const res = await app.inject('/api/v2/nothing-here');
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body.error.code).toBe('ERROR_NOT_FOUND');
    expect(body.error.requestId).toBe(res.headers['x-request-id']);
  });

  it('reports a signed-out visitor as ERROR_EMPTY_USER with HTTP 400', async () => {
    const res = await app.inject('/api/v2/user');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('ERROR_EMPTY_USER');
  });

  it('hides internal errors: generic 500, no stack, no SQL; logged in full', async () => {
    const res = await app.inject('/api/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'ERROR_INTERNAL', message: 'Internal error.', requestId: res.headers['x-request-id'] },
    });
    expect(res.body).not.toMatch(/secret_table|app\.ts|at /);
    expect(logs.text).toContain('secret_table');
  });

  it('maps AppError to its status', async () => {
    const res = await app.inject('/api/test/teapot');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'ERROR_FORBIDDEN', message: 'No entry.' });
  });

  it('names the invalid fields of a request', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/event-tracker',
      payload: { type: 'referral', data: { from: '' } },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('ERROR_VALIDATION');
    expect(error.fields.map((f: { field: string }) => f.field)).toContain('body.data.from');
  });

  it('answers malformed JSON with 400 ERROR_BAD_REQUEST', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/event-tracker',
      headers: { 'content-type': 'application/json' },
      payload: '{"type":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('ERROR_BAD_REQUEST');
  });

  describe('CSRF protection of cookie-authenticated writes', () => {
    const session = `${COOKIES.session}=abc; ${COOKIES.csrf}=token-token-token-token-token-12`;

    it('refuses a write with the session cookie and no CSRF header', async () => {
      const res = await app.inject({ method: 'PUT', url: '/api/v2/user', headers: { cookie: session }, payload: {} });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('ERROR_CSRF');
    });

    it('refuses a wrong CSRF header', async () => {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/v2/user',
        headers: { cookie: session, [CSRF_HEADER]: 'token-token-token-token-token-13' },
        payload: {},
      });
      expect(res.statusCode).toBe(403);
    });

    it('lets the write through with the matching header', async () => {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/v2/user',
        headers: { cookie: session, [CSRF_HEADER]: 'token-token-token-token-token-12' },
        payload: { interfaceLanguage: 'ru' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('ERROR_EMPTY_USER');
    });

    it('leaves the solver API alone: a session cookie a client sends changes nothing there', async () => {
      const v1 = await app.inject({
        method: 'POST',
        url: '/in.php',
        headers: { cookie: session },
        payload: { key: '0123456789abcdef0123456789abcdef', method: 'post', json: 1 },
      });
      expect(v1.statusCode).toBe(200);
      expect(v1.json()).toMatchObject({ status: 0, request: 'ERROR_KEY_DOES_NOT_EXIST' });
      const v2 = await app.inject({
        method: 'POST',
        url: '/getBalance',
        headers: { cookie: session },
        payload: { clientKey: '0123456789abcdef0123456789abcdef' },
      });
      expect(v2.statusCode).toBe(200);
      expect(v2.json()).toMatchObject({ errorId: 1, errorCode: 'ERROR_KEY_DOES_NOT_EXIST' });
    });

    it('answers a solver call to a long unknown method name in protocol', async () => {
      const res = await app.inject({ method: 'POST', url: `/${'x'.repeat(150)}`, payload: { clientKey: 'k' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ errorCode: 'ERROR_NO_SUCH_METHOD' });
    });

    it('does not concern writes without a session cookie', async () => {
      const res = await app.inject({ method: 'PUT', url: '/api/v2/user', payload: {} });
      expect(res.json().error.code).toBe('ERROR_EMPTY_USER');
    });
  });

  it('records tracked visits, then rate-limits the tracker with the envelope', async () => {
    const before = await database.db
      .selectFrom('trackingEvent')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const ok = await app.inject({
      method: 'POST',
      url: '/api/v1/event-tracker',
      headers: { 'user-agent': 'test-agent' },
      payload: { type: 'utm', data: { utm_source: 'newsletter', utm_campaign: 'winter' } },
    });
    expect(ok.statusCode).toBe(200);
    const row = await database.db
      .selectFrom('trackingEvent')
      .selectAll()
      .where('id', '=', ok.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'utm', userAgent: 'test-agent', isDemo: false });
    expect(row.data).toEqual({ utm_source: 'newsletter', utm_campaign: 'winter' });
    expect(Number(before.n)).toBeLessThan(ok.json().id + 1);

    let limited = null;
    for (let i = 0; i < 10 && !limited; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/event-tracker',
        payload: { type: 'referral', data: { from: 'partner' } },
      });
      if (res.statusCode === 429) limited = res;
    }
    expect(limited?.json().error.code).toBe('ERROR_RATE_LIMITED');
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never logs cookies, authorization headers, CSRF tokens or API keys in URLs', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/v2/unknown?key=SECRETAPIKEY123',
      headers: {
        cookie: `${COOKIES.session}=SESSIONSECRET`,
        authorization: 'Bearer BEARERSECRET',
        [CSRF_HEADER]: 'CSRFSECRET',
      },
      payload: { password: 'PASSWORDSECRET' },
    });
    await app.inject({ url: '/api/test/boom?key=SECRETAPIKEY456' });
    for (const secret of ['SECRETAPIKEY', 'SESSIONSECRET', 'BEARERSECRET', 'CSRFSECRET', 'PASSWORDSECRET']) {
      expect(logs.text).not.toContain(secret);
    }
    expect(logs.text).toContain('/api/v2/unknown');
  });
});
