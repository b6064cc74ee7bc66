import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  COOKIES,
  IDENTITY_PATHS,
  WORK_PATHS as P,
  WORKER_TOKENS_MAX,
  type WorkerTaskView,
  workPath,
} from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { Browser, expectError, ok, sleep } from '../../../test/smtp.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { ledgerService } from '../billing/index.ts';
import { createConfirmedAccount } from '../identity/index.ts';
import { parseV2, type TaskSpec } from '../solving/index.ts';
import { b64, png } from '../solving/task-types/test-fixtures.ts';
import { WORK_OPERATIONS } from './openapi.ts';
import { workService } from './work.service.ts';

const PASSWORD = 'long-password-1';
const RC_KEY = '6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-';
let seq = 0;

function v2(task: Record<string, unknown>): TaskSpec {
  const parsed = parseV2(task);
  if (!parsed.ok) throw new Error(`fixture: ${JSON.stringify(parsed.error)}`);
  return parsed.spec;
}
const IMAGE = png(120, 40);
const imageSpec = () =>
  v2({
    type: 'ImageToTextTask',
    body: b64(IMAGE),
    case: true,
    numeric: 1,
    minLength: 4,
    maxLength: 6,
    comment: 'digits in red',
  });

/** A POST without a body on a connection of its own (closed after the answer, or when `signal` aborts). */
function httpPost(url: string, headers: Record<string, string>, signal?: AbortSignal) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const options = { method: 'POST', headers, agent: false, ...(signal ? { signal } : {}) };
    const req = http.request(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(DATABASE_TARGETS)('worker API on $name', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let admin: Browser;
  const clock = manualClock(new Date('2026-11-01T06:00:00Z'));
  const ledger = () => ledgerService({ db: database.db, clock });

  beforeAll(async () => {
    database = await target.open();
    app = await testApp(database, { clock });
    await app.ready();
    const adminId = await account(null, { isAdmin: true });
    admin = await signIn(adminId);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const emails = new Map<number, string>();
  async function account(
    userType: 'customer' | 'worker' | null,
    options: { funds?: number; isAdmin?: boolean } = {},
  ): Promise<number> {
    seq += 1;
    const email = `${userType ?? 'admin'}${seq}-${target.name}@example.com`;
    const id = await createConfirmedAccount(database.db, clock, {
      email,
      password: PASSWORD,
      userType,
      isAdmin: options.isAdmin ?? false,
    });
    emails.set(id, email);
    if (options.funds) await ledger().credit(id, options.funds, `fund:${id}`, 'test funds');
    return id;
  }
  async function signIn(userId: number): Promise<Browser> {
    const browser = new Browser(app);
    const body = ok(await browser.post(IDENTITY_PATHS.login, { email: emails.get(userId), password: PASSWORD }));
    expect(body.status).toBe('ok');
    return browser;
  }
  const admit = async (userId: number, admitted = true) =>
    ok(await admin.put(workPath(P.adminAdmission, userId), { admitted }));
  /** A worker, admitted, with a signed-in browser and a token. */
  async function worker(options: { admitted?: boolean } = {}) {
    const id = await account('worker');
    const browser = await signIn(id);
    const token: string = ok(await browser.post(P.tokens, { name: 'bot' })).token;
    if (options.admitted ?? true) await admit(id);
    return { id, browser, token, api: bearer(token) };
  }
  function bearer(token: string) {
    const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    return {
      get: (url: string) => call('GET', url),
      post: (url: string, payload?: unknown) => call('POST', url, payload),
      next: async (query = 'wait=0'): Promise<WorkerTaskView | null> =>
        ok(await call('POST', `${P.next}?${query}`)).task,
    };
  }
  async function submit(spec: TaskSpec = imageSpec(), customer?: number) {
    const customerId = customer ?? (await account('customer', { funds: 100_000 }));
    const result = await app.solving.submit({
      customerId,
      spec,
      softId: null,
      callbackUrl: null,
      source: 'v2',
      clientIp: '198.51.100.7',
    });
    if (!result.ok) throw new Error(result.refusal);
    return { taskId: result.taskId, customerId };
  }
  /** Ends whatever earlier tests left queued, so each test sees its own tasks. */
  async function drain() {
    clock.advance(3_600_000);
    await app.solving.sweep();
  }

  it('lets a signed-in worker create, list and revoke tokens; a revoked token gets 401', async () => {
    const id = await account('worker');
    const browser = await signIn(id);
    const created = ok(await browser.post(P.tokens, { name: '  farm pc 1 ' }));
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'farm pc 1',
      token: expect.stringMatching(/^cswk_[A-Za-z0-9_-]{43}$/),
      createdAt: clock.now().toISOString(),
      lastUsedAt: null,
    });
    const second = ok(await browser.post(P.tokens, { name: 'laptop' }));
    expectError(await browser.post(P.tokens, { name: '' }), 400, 'ERROR_VALIDATION');

    const api = bearer(created.token);
    expect(ok(await api.get(P.me))).toMatchObject({ userId: id, auth: 'token', admitted: false });
    const listed = ok(await browser.get(P.tokens)).tokens;
    expect(listed.map((t: { id: number }) => t.id)).toEqual([second.id, created.id]);
    expect(listed[1]).toEqual({
      id: created.id,
      name: 'farm pc 1',
      createdAt: created.createdAt,
      lastUsedAt: clock.now().toISOString(),
    });
    expect(JSON.stringify(listed)).not.toContain(created.token);
    const stored = await database.db
      .selectFrom('workerToken')
      .select('tokenHash')
      .where('id', '=', created.id)
      .execute();
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    // Someone else's token is not theirs to revoke.
    const other = await signIn(await account('worker'));
    expectError(await other.delete(workPath(P.token, created.id)), 404, 'ERROR_NOT_FOUND');

    expect(ok(await browser.delete(workPath(P.token, created.id)))).toEqual({ ok: true });
    const refused = await api.get(P.me);
    expectError(refused, 401, 'ERROR_UNAUTHORIZED');
    expect(refused.headers['www-authenticate']).toMatch(/^Bearer/);
    expectError(await browser.delete(workPath(P.token, created.id)), 404, 'ERROR_NOT_FOUND');
    expect(ok(await browser.get(P.tokens)).tokens.map((t: { id: number }) => t.id)).toEqual([second.id]);
    ok(await bearer(second.token).get(P.me));
  });

  it('keeps tokens for workers, refuses malformed and unknown ones, and caps how many are live', async () => {
    const customer = await signIn(await account('customer'));
    expectError(await customer.post(P.tokens, { name: 'x' }), 403, 'WORK_NOT_WORKER');
    expectError(await customer.get(P.tokens), 403, 'WORK_NOT_WORKER');
    expectError(await new Browser(app).get(P.tokens), 400, 'ERROR_EMPTY_USER');

    expectError(await bearer('cswk_short').get(P.me), 401, 'ERROR_UNAUTHORIZED');
    expectError(await bearer(`cswk_${'A'.repeat(43)}`).get(P.me), 401, 'ERROR_UNAUTHORIZED');
    expectError(await app.inject({ url: P.me, headers: { authorization: 'Basic abc' } }), 401, 'ERROR_UNAUTHORIZED');
    expectError(await app.inject({ url: P.me }), 401, 'ERROR_UNAUTHORIZED');

    const id = await account('worker');
    const work = workService({ db: database.db, clock });
    for (let i = 1; i < WORKER_TOKENS_MAX; i++) await work.createToken(id, `t${i}`);
    const browser = await signIn(id);
    ok(await browser.post(P.tokens, { name: 'last' }));
    expectError(await browser.post(P.tokens, { name: 'one too many' }), 409, 'WORK_TOO_MANY_TOKENS');
  });

  it('authenticates by bearer token or by session; a bad token is refused even with a session', async () => {
    await drain();
    const w = await worker();
    expect(ok(await w.browser.get(P.me))).toMatchObject({ userId: w.id, auth: 'session', admitted: true });
    expect(ok(await w.api.get(P.me))).toMatchObject({ userId: w.id, auth: 'token', admitted: true });

    const { taskId } = await submit();
    const viaSession = ok(await w.browser.post(`${P.next}?wait=0`)).task;
    expect(viaSession.id).toBe(taskId);
    expect(ok(await w.browser.post(workPath(P.answer, taskId), { answer: { type: 'text', text: '1234' } }))).toEqual({
      ok: true,
    });

    // A session write without the CSRF header is refused.
    const { taskId: second } = await submit();
    expect((await w.api.next())?.id).toBe(second);
    const noCsrf = await app.inject({
      method: 'POST',
      url: workPath(P.skip, second),
      headers: { cookie: `${COOKIES.session}=${w.browser.session}` },
    });
    expectError(noCsrf, 403, 'ERROR_CSRF');

    const withSession = await app.inject({
      url: P.me,
      headers: { cookie: `${COOKIES.session}=${w.browser.session}`, authorization: `Bearer cswk_${'B'.repeat(43)}` },
    });
    expectError(withSession, 401, 'ERROR_UNAUTHORIZED');
    // Software may send an empty JSON body with its POSTs.
    const skipped = await app.inject({
      method: 'POST',
      url: workPath(P.skip, second),
      headers: { authorization: `Bearer ${w.token}`, 'content-type': 'application/json' },
    });
    expect(ok(skipped)).toEqual({ ok: true });
  });

  it('gives tasks to admitted workers only; admission is the admin’s', async () => {
    await drain();
    const w = await worker({ admitted: false });
    await submit();
    expectError(await w.api.post(`${P.next}?wait=0`), 403, 'WORK_NOT_ADMITTED');
    expectError(await w.browser.post(`${P.next}?wait=0`), 403, 'WORK_NOT_ADMITTED');
    expectError(
      await w.api.post(workPath(P.answer, 1), { answer: { type: 'text', text: 'x' } }),
      403,
      'WORK_NOT_ADMITTED',
    );
    expectError(await w.api.post(workPath(P.skip, 1)), 403, 'WORK_NOT_ADMITTED');
    expect(ok(await w.api.get(P.me))).toMatchObject({ admitted: false, admittedAt: null });

    // Only an admin admits.
    expectError(await w.browser.put(workPath(P.adminAdmission, w.id), { admitted: true }), 403, 'ERROR_FORBIDDEN');
    expectError(
      await new Browser(app).put(workPath(P.adminAdmission, w.id), { admitted: true }),
      400,
      'ERROR_EMPTY_USER',
    );
    const customer = await account('customer');
    expectError(await admin.put(workPath(P.adminAdmission, customer), { admitted: true }), 404, 'ERROR_NOT_FOUND');
    expectError(await admin.put(workPath(P.adminAdmission, 99_999_999), { admitted: true }), 404, 'ERROR_NOT_FOUND');

    const first = await admit(w.id);
    expect(first).toEqual({ userId: w.id, admitted: true, admittedAt: clock.now().toISOString() });
    clock.advance(1000);
    expect(await admit(w.id)).toEqual(first);
    expect(ok(await w.api.get(P.me))).toMatchObject({ admitted: true, admittedAt: first.admittedAt });
    expect(await w.api.next()).not.toBeNull();

    expect(await admit(w.id, false)).toEqual({ userId: w.id, admitted: false, admittedAt: null });
    expectError(await w.api.post(`${P.next}?wait=0`), 403, 'WORK_NOT_ADMITTED');

    // Customers have no worker API.
    const c = await signIn(customer);
    expectError(await c.post(`${P.next}?wait=0`), 403, 'WORK_NOT_WORKER');
  });

  it('refuses tokens and sessions of banned or deleted workers', async () => {
    const banned = await worker();
    const deleted = await worker();
    ok(await banned.api.get(P.me));
    await database.db.updateTable('userAccount').set({ bannedAt: clock.now() }).where('id', '=', banned.id).execute();
    await database.db.updateTable('userAccount').set({ deletedAt: clock.now() }).where('id', '=', deleted.id).execute();
    for (const w of [banned, deleted]) {
      expectError(await w.api.get(P.me), 401, 'ERROR_UNAUTHORIZED');
      expectError(await w.api.post(`${P.next}?wait=0`), 401, 'ERROR_UNAUTHORIZED');
      expectError(await w.browser.get(P.me), 401, 'ERROR_UNAUTHORIZED');
    }
  });

  it('long-polls: answers as soon as a task is submitted, and at once when told not to wait', async () => {
    await drain();
    const w = await worker();
    const started = Date.now();
    expect(await w.api.next('wait=0')).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
    expectError(await w.api.post(`${P.next}?wait=31`), 400, 'ERROR_VALIDATION');

    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const headers = { authorization: `Bearer ${w.token}` };

    const polling = httpPost(`${base}${P.next}?wait=5`, headers);
    await sleep(300);
    const asked = Date.now();
    const { taskId } = await submit();
    const res = await polling;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).task.id).toBe(taskId);
    expect(Date.now() - asked).toBeLessThan(2_000);

    // Nothing comes: the wait ends with no task after the time asked for.
    const empty = Date.now();
    expect(JSON.parse((await httpPost(`${base}${P.next}?wait=1`, headers)).body)).toEqual({ task: null });
    expect(Date.now() - empty).toBeGreaterThanOrEqual(900);

    // A client that goes away stops waiting: a task submitted afterwards goes to someone else.
    const gone = new AbortController();
    const abandoned = httpPost(`${base}${P.next}?wait=20`, headers, gone.signal).catch(() => null);
    await sleep(300);
    expect((await app.solving.queueStats()).waitingWorkers).toBe(1);
    gone.abort();
    await abandoned;
    await sleep(100);
    // Sampled over more than one of the engine's 1 s rounds: nobody waits any more.
    for (let i = 0; i < 12; i++, await sleep(100)) expect((await app.solving.queueStats()).waitingWorkers).toBe(0);
    const later = await submit();
    const other = await worker();
    expect((await other.api.next())?.id).toBe(later.taskId);
  });

  it('presents an image task with its data URL and hints, never the customer', async () => {
    await drain();
    const w = await worker();
    const { taskId, customerId } = await submit();
    const res = await w.api.post(`${P.next}?wait=0`);
    const task = ok(res).task;
    expect(task).toEqual({
      id: taskId,
      kind: 'image_text',
      category: 'image',
      answerType: 'text',
      deadline: new Date(clock.now().getTime() + 30_000).toISOString(),
      secondsLeft: 30,
      payMicros: 500,
      pay: 0.0005,
      canNoAnswer: false,
      image: { url: `data:image/png;base64,${b64(IMAGE)}`, mime: 'image/png', width: 120, height: 40 },
      instructions: { text: 'digits in red' },
      hints: {
        caseSensitive: true,
        phrase: false,
        calc: false,
        numeric: 'digits',
        minLength: 4,
        maxLength: 6,
        alphabet: 'any',
      },
    });
    expect(res.body).not.toContain('198.51.100.7');
    expect(res.body).not.toContain(emails.get(customerId));
    expect(res.body).not.toMatch(/customer/i);
  });

  it('presents a reCAPTCHA v2 task with its site key and page URL, without cookies or proxy', async () => {
    await drain();
    const w = await worker();
    const { taskId } = await submit(
      v2({
        type: 'RecaptchaV2Task',
        websiteURL: 'https://shop.test/checkout',
        websiteKey: RC_KEY,
        isInvisible: true,
        userAgent: 'Mozilla/5.0 Test',
        cookies: 'sid=customer-secret-cookie; x=y',
        proxyType: 'http',
        proxyAddress: '203.0.113.44',
        proxyPort: 3128,
        proxyLogin: 'proxyuser',
        proxyPassword: 'proxy-secret-pw',
      }),
    );
    // The browser cabinet does not embed providers' widgets: it is not offered there, only to software.
    expect(ok(await w.api.post(`${P.next}?wait=0&browser=true`)).task).toBeNull();
    const res = await w.api.post(`${P.next}?wait=0&browser=false`);
    const task = ok(res).task;
    expect(task).toMatchObject({ id: taskId, kind: 'recaptcha_v2', category: 'token', answerType: 'token' });
    expect(task.site).toEqual({
      pageUrl: 'https://shop.test/checkout',
      siteKey: RC_KEY,
      invisible: true,
      enterprise: false,
      userAgent: 'Mozilla/5.0 Test',
      params: {},
      proxied: true,
    });
    for (const secret of ['customer-secret-cookie', '203.0.113.44', 'proxyuser', 'proxy-secret-pw']) {
      expect(res.body).not.toContain(secret);
    }
    expect(ok(await w.api.post(workPath(P.answer, taskId), { answer: { type: 'token', token: '03AGdBq2' } }))).toEqual({
      ok: true,
    });
  });

  it('keeps tasks needing the customer’s proxy and user agent out of the browser cabinet', async () => {
    await drain();
    const w = await worker();
    const { taskId } = await submit(
      v2({
        type: 'DataDomeSliderTask',
        websiteURL: 'https://shop.test/',
        captchaUrl: 'https://geo.captcha-delivery.com/captcha/?initialCid=1',
        userAgent: 'Mozilla/5.0 Test',
        proxyType: 'http',
        proxyAddress: '203.0.113.45',
        proxyPort: 3128,
        proxyLogin: 'u',
        proxyPassword: 'p',
      }),
    );
    expect(ok(await w.browser.post(`${P.next}?wait=0`)).task).toBeNull();
    expect(await w.api.next('wait=0&browser=true')).toBeNull();
    expect((await w.api.next())?.id).toBe(taskId);
  });

  it('pays the worker for an accepted answer; refuses invalid, late and foreign answers', async () => {
    await drain();
    const w = await worker();
    const { taskId, customerId } = await submit();
    expect((await w.api.next())?.id).toBe(taskId);

    const invalid = await w.api.post(workPath(P.answer, taskId), { answer: { type: 'text', text: '12' } });
    expectError(invalid, 400, 'WORK_INVALID_ANSWER');
    expect(invalid.json().error.message).toContain('shorter than 4');
    expect(invalid.json().error.fields).toEqual([{ field: 'body.answer', message: 'shorter than 4' }]);
    expectError(
      await w.api.post(workPath(P.answer, taskId), { answer: { type: 'cells', cells: [1] } }),
      400,
      'WORK_INVALID_ANSWER',
    );
    expectError(await w.api.post(workPath(P.answer, taskId), {}), 400, 'WORK_INVALID_ANSWER');

    const other = await worker();
    expectError(
      await other.api.post(workPath(P.answer, taskId), { answer: { type: 'text', text: '1234' } }),
      409,
      'WORK_NOT_ASSIGNED',
    );
    expectError(await other.api.post(workPath(P.skip, taskId)), 409, 'WORK_NOT_ASSIGNED');

    expect(ok(await w.api.post(workPath(P.answer, taskId), { answer: { type: 'text', text: '1234' } }))).toEqual({
      ok: true,
    });
    expectError(
      await w.api.post(workPath(P.answer, taskId), { answer: { type: 'text', text: '1234' } }),
      409,
      'WORK_NOT_ASSIGNED',
    );
    expect((await ledger().balance(w.id)).balanceMicros).toBe(500);
    expect(await app.solving.get(customerId, taskId)).toMatchObject({
      state: 'ready',
      answer: { type: 'text', text: '1234' },
    });
    expect(ok(await w.api.get(P.me))).toMatchObject({
      balanceMicros: 500,
      earnedTodayMicros: 500,
      earnedToday: 0.0005,
      solvedToday: 1,
      standing: { confirmations: 0, mistakes: 0, accuracy: null, level: 1 },
    });
    // A customer's confirmation raises the worker's standing.
    expect(await app.solving.report(customerId, taskId, 'good')).toBe('recorded');
    expect(ok(await w.api.get(P.me))).toMatchObject({ standing: { confirmations: 1, mistakes: 0 } });

    // Too late: the deadline (30 s for image text) passed, the task goes back to the queue.
    const late = await submit();
    expect((await w.api.next())?.id).toBe(late.taskId);
    clock.advance(31_000);
    expectError(
      await w.api.post(workPath(P.answer, late.taskId), { answer: { type: 'text', text: '1234' } }),
      409,
      'WORK_DEADLINE_PASSED',
    );
    expect((await other.api.next())?.id).toBe(late.taskId);
    expect((await ledger().balance(w.id)).balanceMicros).toBe(500);
  });

  it('requeues skipped, "cannot solve" and "not a captcha" tasks to other workers', async () => {
    await drain();
    const [a, b, c, d] = [await worker(), await worker(), await worker(), await worker()];
    const { taskId, customerId } = await submit();

    expect((await a.api.next())?.id).toBe(taskId);
    expect(ok(await a.api.post(workPath(P.skip, taskId)))).toEqual({ ok: true });
    expectError(await a.api.post(workPath(P.skip, taskId)), 409, 'WORK_NOT_ASSIGNED');
    expect(await a.api.next()).toBeNull();

    expect((await b.api.next())?.id).toBe(taskId);
    expect(ok(await b.api.post(workPath(P.cannotSolve, taskId)))).toEqual({ ok: true });
    expect((await app.solving.get(customerId, taskId))?.state).toBe('processing');

    expect((await c.browser.post(`${P.next}?wait=0`)).json().task.id).toBe(taskId);
    expect(ok(await c.browser.post(workPath(P.notACaptcha, taskId)))).toEqual({ ok: true });
    // Three attempts: the task ends unsolvable, the customer's hold goes back.
    expect((await app.solving.get(customerId, taskId))?.state).toBe('unsolvable');
    expect(await d.api.next()).toBeNull();
    expect((await ledger().balance(customerId)).heldMicros).toBe(0);
  });

  it('serves an OpenAPI 3.1 document listing every route of the module', async () => {
    const res = await app.inject({ url: P.openapi });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = JSON.parse(res.body);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.workerToken).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    );

    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // Every documented operation is served by the app.
    for (const op of documented) {
      const [method, path] = op.split(' ') as [string, string];
      expect(app.hasRoute({ method: method as 'GET', url: path.replace(/\{([A-Za-z]+)\}/g, ':$1') }), op).toBe(true);
    }
    expect(documented).toEqual(
      expect.arrayContaining([
        'POST /api/worker/v1/tasks/next',
        'POST /api/worker/v1/tasks/{id}/answer',
        'POST /api/worker/v1/tasks/{id}/skip',
        'POST /api/worker/v1/tasks/{id}/cannot-solve',
        'POST /api/worker/v1/tasks/{id}/not-a-captcha',
        'GET /api/worker/v1/me',
        'POST /api/v2/work/tokens',
        'PUT /api/v2/admin/workers/{id}/admission',
      ]),
    );
    expect(WORK_OPERATIONS).toHaveLength(documented.length);

    // Every reference resolves; every operation has a success reply and lists its errors.
    const refs = [...res.body.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1] as string);
    expect(refs.length).toBeGreaterThan(10);
    for (const name of refs) expect(doc.components.schemas, name).toHaveProperty([name]);
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, Record<string, unknown>>>)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(op.responses, `${method} ${path}`).toHaveProperty(['200']);
        expect(op.operationId).toEqual(expect.any(String));
        if (path.includes('{id}')) expect(op.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);
      }
    }
    const next = doc.paths['/api/worker/v1/tasks/next'].post;
    expect(next.parameters.map((p: { name: string }) => p.name)).toEqual(['wait', 'browser']);
    expect(next.parameters[0].schema).toMatchObject({ type: 'integer', minimum: 0, maximum: 30 });
    const answer = doc.paths['/api/worker/v1/tasks/{id}/answer'].post;
    expect(answer.responses['400']['x-error-codes']).toEqual(['ERROR_VALIDATION', 'WORK_INVALID_ANSWER']);
    expect(answer.responses['409']['x-error-codes']).toEqual(['WORK_NOT_ASSIGNED', 'WORK_DEADLINE_PASSED']);
    expect(Object.keys(doc.components.schemas.WorkerTask.properties)).toEqual(
      expect.arrayContaining(['image', 'instructions', 'hints', 'grid', 'clicks', 'rotate', 'site', 'canNoAnswer']),
    );
    expect(doc.components.schemas.WorkerAnswer.oneOf ?? doc.components.schemas.WorkerAnswer.anyOf).toHaveLength(9);
  });
});
