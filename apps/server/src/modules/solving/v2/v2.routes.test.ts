import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LogCapture, testConfig } from '../../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../../test/databases.ts';
import { loggerOptions } from '../../../platform/logger.ts';
import type { SolvingEngine } from '../engine.types.ts';
import { PNG_1X1 } from '../task-types/test-fixtures.ts';
import { type Customer, realPng, type SolverHarness, solverHarness } from '../v1/test-harness.ts';
import { v2Routes } from './v2.routes.ts';

const B64 = realPng(120, 40).toString('base64');
const SITEKEY = '6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-';
const PAGE = 'https://shop.test/login';
const imageTask = { type: 'ImageToTextTask', body: B64 };

function expectClean(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body).not.toMatch(/\n\s+at |Error:|stack|node_modules|\.ts:\d/);
}

const errorOf = (errorId: number, errorCode: string) => ({ errorId, errorCode, errorDescription: expect.any(String) });

describe.each(DATABASE_TARGETS)('solver API v2 on $name', (target) => {
  let h: SolverHarness;
  let rich: Customer;
  let workerId: number;

  beforeAll(async () => {
    h = await solverHarness(target);
    rich = await h.customer(1_000_000_000);
    workerId = await h.worker();
  });
  afterAll(() => h?.close());
  beforeEach(() => h.drain());

  async function post(method: string, body: unknown, headers: Record<string, string> = {}, remoteAddress?: string) {
    const res = await h.app.inject({
      method: 'POST',
      url: `/${method}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    expectClean(res);
    return res.json();
  }

  async function create(task: Record<string, unknown> = imageTask, customer = rich): Promise<number> {
    const reply = await post('createTask', { clientKey: customer.key, task });
    expect(reply).toEqual({ errorId: 0, taskId: expect.any(Number) });
    return reply.taskId;
  }

  it('createTask → processing → ready with solution, cost, ip and times', async () => {
    const reply = await post(
      'createTask',
      { clientKey: rich.key, task: imageTask, softId: 0, languagePool: 'en', callbackUrl: null },
      {},
      '198.51.100.4',
    );
    expect(reply).toEqual({ errorId: 0, taskId: expect.any(Number) });
    expect(Number.isInteger(reply.taskId) && reply.taskId > 0).toBe(true);
    const taskId = reply.taskId as number;
    expect(await post('getTaskResult', { clientKey: rich.key, taskId })).toEqual({ errorId: 0, status: 'processing' });
    await h.solve(workerId, { type: 'text', text: 'w0rd' }, taskId);
    const result = await post('getTaskResult', { clientKey: rich.key, taskId: String(taskId) }, {}, '198.51.100.9');
    expect(result).toEqual({
      errorId: 0,
      status: 'ready',
      solution: { text: 'w0rd' },
      cost: '0.001',
      ip: expect.stringMatching(/^198\.51\.100\.[49]$/),
      createTime: expect.any(Number),
      endTime: expect.any(Number),
      solveCount: 1,
    });
    // The engine stamps createdAt with the database clock and endedAt with the app's (moved by the tests).
    expect(Math.abs(result.endTime - Math.floor(h.clock.now().getTime() / 1000))).toBeLessThan(5);
  });

  it('token and coordinate solutions in the v2 shape', async () => {
    const recaptcha = await create({
      type: 'RecaptchaV2TaskProxyless',
      websiteURL: PAGE,
      websiteKey: SITEKEY,
      isInvisible: null,
    });
    await h.solve(workerId, { type: 'token', token: '03AGdBq25_token' }, recaptcha);
    expect((await post('getTaskResult', { clientKey: rich.key, taskId: recaptcha })).solution).toEqual({
      gRecaptchaResponse: '03AGdBq25_token',
      token: '03AGdBq25_token',
    });
    const coordinates = await create({ type: 'CoordinatesTask', body: B64, comment: 'click the cat' });
    await h.solve(workerId, { type: 'points', points: [{ x: 10, y: 20 }] }, coordinates);
    expect((await post('getTaskResult', { clientKey: rich.key, taskId: coordinates })).solution).toEqual({
      coordinates: [{ x: 10, y: 20 }],
    });
  });

  it('accepts any content-type, no content-type, a BOM, a form body and GET with a query', async () => {
    const text = await post('createTask', { clientKey: rich.key, task: imageTask }, { 'content-type': 'text/plain' });
    expect(text.errorId).toBe(0);
    const none = await h.app.inject({
      method: 'POST',
      url: '/getBalance',
      payload: JSON.stringify({ clientKey: rich.key }),
    });
    expect(none.json()).toEqual({ errorId: 0, balance: expect.any(Number) });
    const bom = await post('getBalance', `\ufeff${JSON.stringify({ clientKey: rich.key })}`);
    expect(bom.errorId).toBe(0);
    const form = await post(
      'createTask',
      `clientKey=${rich.key}&task=${encodeURIComponent(JSON.stringify(imageTask))}`,
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(form).toEqual({ errorId: 0, taskId: expect.any(Number) });
    const get = await h.app.inject({ method: 'GET', url: `/getBalance?clientKey=${rich.key}` });
    expect(get.json()).toEqual({ errorId: 0, balance: expect.any(Number) });
    const lower = await post('getbalance', { clientKey: rich.key });
    expect(lower.errorId).toBe(0);
  });

  it('getBalance is a number of dollars', async () => {
    const customer = await h.customer(12_345_600);
    expect(await post('getBalance', { clientKey: customer.key })).toEqual({ errorId: 0, balance: 12.3456 });
    await create(imageTask, customer);
    expect(await post('getBalance', { clientKey: customer.key })).toEqual({ errorId: 0, balance: 12.3446 });
  });

  it('answers every reachable error with its id', async () => {
    const poor = await h.customer(0);
    const badKey = 'b'.repeat(32);
    // The task type is checked before the key.
    expect(await post('createTask', { clientKey: badKey, task: { type: 'NoSuchTask' } })).toEqual(
      errorOf(22, 'ERROR_TASK_ABSENT'),
    );
    expect(await post('createTask', { clientKey: badKey })).toEqual(errorOf(22, 'ERROR_TASK_ABSENT'));
    expect(await post('createTask', { clientKey: badKey, task: { type: 'AntiGateTask' } })).toEqual(
      errorOf(23, 'ERROR_TASK_NOT_SUPPORTED'),
    );
    // Then the key, then the task's fields.
    expect(await post('createTask', { clientKey: badKey, task: { type: 'RecaptchaV2TaskProxyless' } })).toEqual(
      errorOf(1, 'ERROR_KEY_DOES_NOT_EXIST'),
    );
    expect(await post('createTask', { task: imageTask })).toEqual(errorOf(1, 'ERROR_KEY_DOES_NOT_EXIST'));
    expect(
      await post('createTask', {
        clientKey: rich.key,
        task: { type: 'RecaptchaV2TaskProxyless', websiteKey: SITEKEY },
      }),
    ).toEqual(errorOf(5, 'ERROR_PAGEURL'));
    expect(
      await post('createTask', {
        clientKey: rich.key,
        task: { type: 'ImageToTextTask', body: PNG_1X1.toString('base64') },
      }),
    ).toEqual(errorOf(3, 'ERROR_ZERO_CAPTCHA_FILESIZE'));
    expect(
      await post('createTask', {
        clientKey: rich.key,
        task: { type: 'RecaptchaV2TaskProxyless', websiteURL: PAGE, websiteKey: 'bad key!' },
      }),
    ).toEqual(errorOf(31, 'ERROR_RECAPTCHA_INVALID_SITEKEY'));
    expect(await post('createTask', { clientKey: rich.key, task: { ...imageTask, comment: 'a\u0000b' } })).toEqual(
      errorOf(110, 'ERROR_BAD_PARAMETERS'),
    );
    expect(await post('createTask', { clientKey: rich.key, task: imageTask, callbackUrl: 'ftp://x.test/' })).toEqual(
      errorOf(110, 'ERROR_BAD_PARAMETERS'),
    );
    expect(await post('createTask', { clientKey: poor.key, task: imageTask })).toEqual(
      errorOf(10, 'ERROR_ZERO_BALANCE'),
    );
    for (const method of ['getTaskResult', 'getBalance', 'reportCorrect', 'reportIncorrect']) {
      expect(await post(method, { clientKey: 'short', taskId: 1 })).toEqual(errorOf(1, 'ERROR_KEY_DOES_NOT_EXIST'));
      expect(await post(method, {})).toEqual(errorOf(1, 'ERROR_KEY_DOES_NOT_EXIST'));
    }
    expect(await post('getTaskResult', { clientKey: rich.key, taskId: 1 })).toEqual(
      errorOf(16, 'ERROR_NO_SUCH_CAPCHA_ID'),
    );
    expect(await post('getTaskResult', { clientKey: rich.key, taskId: 'abc' })).toEqual(
      errorOf(16, 'ERROR_NO_SUCH_CAPCHA_ID'),
    );
    expect(await post('getTaskResult', { clientKey: rich.key, taskId: 1e30 })).toEqual(
      errorOf(16, 'ERROR_NO_SUCH_CAPCHA_ID'),
    );
    expect(await post('getTaskResult', { clientKey: rich.key })).toEqual(errorOf(16, 'ERROR_NO_SUCH_CAPCHA_ID'));
    // Another customer's task does not exist for this one.
    const other = await create(imageTask, await h.customer(100_000));
    expect(await post('getTaskResult', { clientKey: rich.key, taskId: other })).toEqual(
      errorOf(16, 'ERROR_NO_SUCH_CAPCHA_ID'),
    );
    expect(await post('noSuchMethod', { clientKey: rich.key })).toEqual(errorOf(14, 'ERROR_NO_SUCH_METHOD'));
    expect(await post('getTaskResultX', {})).toEqual(errorOf(14, 'ERROR_NO_SUCH_METHOD'));
  });

  it('getTaskResult of an unsolvable task is ERROR_CAPTCHA_UNSOLVABLE', async () => {
    const taskId = await create();
    await h.drain();
    expect(await post('getTaskResult', { clientKey: rich.key, taskId })).toEqual(
      errorOf(12, 'ERROR_CAPTCHA_UNSOLVABLE'),
    );
  });

  it('reports and their aliases', async () => {
    const customer = await h.customer(1_000_000);
    for (const method of [
      'reportCorrect',
      'reportIncorrect',
      'reportCorrectRecaptcha',
      'reportIncorrectImageCaptcha',
      'reportIncorrectRecaptcha',
      'reportIncorrectHcaptcha',
    ]) {
      const taskId = await create(imageTask, customer);
      await h.solve(workerId, { type: 'text', text: 'abc' }, taskId);
      expect(await post(method, { clientKey: customer.key, taskId }), method).toEqual({
        errorId: 0,
        status: 'success',
      });
      // A repeated report stands as recorded.
      expect(await post(method, { clientKey: customer.key, taskId })).toEqual({ errorId: 0, status: 'success' });
    }
    const pending = await create(imageTask, customer);
    expect(await post('reportIncorrect', { clientKey: customer.key, taskId: pending })).toEqual(
      errorOf(16, 'ERROR_NO_SUCH_CAPCHA_ID'),
    );
    expect(await post('reportCorrect', { clientKey: customer.key, taskId: 1 })).toEqual(
      errorOf(16, 'ERROR_NO_SUCH_CAPCHA_ID'),
    );
    expect(await post('reportCorrect', { clientKey: customer.key, taskId: null })).toEqual(
      errorOf(16, 'ERROR_NO_SUCH_CAPCHA_ID'),
    );
  });

  it('getQueueStats counts the queue; test echoes the body', async () => {
    await create();
    await create();
    const stats = await post('getQueueStats', { queueId: 1 });
    expect(stats).toEqual({ errorId: 0, waiting: 0, load: 100, total: 0, queued: 2, assigned: 0 });
    await h.engine.claim(workerId, { waitMs: 0 });
    expect(await post('getQueueStats', {})).toMatchObject({ errorId: 0, queued: 1, assigned: 1, total: 1, load: 100 });
    const body = { clientKey: rich.key, hello: ['world', 1, null], nested: { a: true } };
    expect(await post('test', body)).toEqual({ ...body, clientKey: '[hidden]' });
    expect(await post('test', [1, 2, 3])).toEqual([1, 2, 3]);
  });

  it('tasks created in one protocol are read in the other', async () => {
    const v1 = await h.app.inject({
      method: 'GET',
      url: `/in.php?key=${rich.key}&textcaptcha=${encodeURIComponent('2+2?')}`,
    });
    const v1Id = Number(v1.body.slice(3));
    await h.solve(workerId, { type: 'text', text: '4' }, v1Id);
    expect((await post('getTaskResult', { clientKey: rich.key, taskId: v1Id })).solution).toEqual({ text: '4' });
    const v2Id = await create({ type: 'TextCaptchaTask', comment: 'Capital of France?' });
    await h.solve(workerId, { type: 'text', text: 'Paris' }, v2Id);
    const res = await h.app.inject({ method: 'GET', url: `/res.php?key=${rich.key}&action=get&id=${v2Id}` });
    expect(res.body).toBe('OK|Paris');
  });

  it('hostile bodies get error objects, never a 4xx, 5xx or a stack', async () => {
    const raw = (url: string, payload: string | Buffer, contentType = 'application/json') =>
      h.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
    const cases: Array<[string, Promise<LightMyRequestResponse>, number]> = [
      ['broken JSON', raw('/createTask', '{"clientKey": "x", "task": {'), 110],
      ['not JSON', raw('/getBalance', 'clientKey=abc'), 110],
      ['binary', raw('/createTask', Buffer.from([0, 255, 1, 2])), 110],
      ['JSON array', raw('/createTask', '[{"type":"ImageToTextTask"}]'), 22],
      ['JSON null', raw('/getBalance', 'null'), 1],
      ['NUL in the key', raw('/getBalance', JSON.stringify({ clientKey: `${'a'.repeat(31)}\u0000` })), 1],
      ['object key', raw('/getBalance', '{"clientKey":{"$ne":null}}'), 1],
      ['prototype keys', raw('/getBalance', '{"__proto__":{"clientKey":"x"},"constructor":{}}'), 1],
      ['huge body', raw('/createTask', JSON.stringify({ clientKey: 'x', pad: 'p'.repeat(3 << 20) })), 4],
      ['invalid content-type', raw('/getBalance', '{}', 'not a / type;;'), 110],
      ['unknown method', raw('/launchMissiles', '{}'), 14],
      ['unknown method, broken JSON', raw('/launchMissiles', '{{{'), 110],
      [
        'image over 600 kB',
        raw(
          '/createTask',
          JSON.stringify({ clientKey: rich.key, task: { type: 'ImageToTextTask', body: 'A'.repeat(1 << 20) } }),
        ),
        4,
      ],
    ];
    for (const [name, pending, errorId] of cases) {
      const res = await pending;
      expect(res.statusCode, name).toBe(200);
      expectClean(res);
      expect(res.json().errorId, `${name}: ${res.body}`).toBe(errorId);
    }
  });
});

describe('solver API v2 when the engine refuses or fails', () => {
  let h: SolverHarness;
  let customer: Customer;
  const logs = new LogCapture();
  let app: FastifyInstance;

  beforeAll(async () => {
    h = await solverHarness(DATABASE_TARGETS[0] as (typeof DATABASE_TARGETS)[0]);
    customer = await h.customer(1_000_000);
    const engine: SolvingEngine = {
      ...h.engine,
      submit: async () => ({ ok: false, refusal: 'ERROR_NO_SLOT_AVAILABLE' }),
      get: async () => {
        throw new Error('connection to /var/secret/db.sock lost');
      },
    };
    app = Fastify({ logger: { ...(loggerOptions(testConfig({ LOG_LEVEL: 'info' })) as object), stream: logs } });
    await app.register(v2Routes({ db: h.database.db, engine, log: app.log }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  it('answers a refusal and a failure with ERROR_NO_SLOT_AVAILABLE, logged, without detail', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/createTask',
      payload: { clientKey: customer.key, task: imageTask },
    });
    expect(refused.json()).toEqual(errorOf(2, 'ERROR_NO_SLOT_AVAILABLE'));
    const failed = await app.inject({
      method: 'POST',
      url: '/getTaskResult',
      payload: { clientKey: customer.key, taskId: 5 },
    });
    expectClean(failed);
    expect(failed.json()).toEqual(errorOf(2, 'ERROR_NO_SLOT_AVAILABLE'));
    expect(failed.body).not.toContain('secret');
    expect(logs.text).toContain('connection to /var/secret/db.sock lost');
    expect(logs.text).not.toContain(customer.key);
  });
});
