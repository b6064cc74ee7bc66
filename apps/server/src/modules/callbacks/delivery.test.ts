import { CALLBACK_MAX_ATTEMPTS, CALLBACK_RETRY_DELAYS_SECONDS } from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testApp, testConfig } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { parseV2, type TaskSpec } from '../solving/index.ts';
import { b64, png } from '../solving/task-types/test-fixtures.ts';
import { type CallbacksService, callbacksService } from './callbacks.service.ts';
import type { Resolve } from './ssrf.ts';
import { makeAccount, Receiver } from './test-support.ts';

const TIMEOUT_MS = 300;

function spec(task: Record<string, unknown>): TaskSpec {
  const parsed = parseV2(task);
  if (!parsed.ok) throw new Error(`fixture: ${JSON.stringify(parsed.error)}`);
  return parsed.spec;
}
const imageSpec = () => spec({ type: 'ImageToTextTask', body: b64(png(120, 40)) });
const tokenSpec = () =>
  spec({
    type: 'RecaptchaV2TaskProxyless',
    websiteURL: 'https://shop.test/',
    websiteKey: '6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-',
  });

describe.each(DATABASE_TARGETS)('pingback delivery on $name', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let receiver: Receiver;
  let callbacks: CallbacksService;
  const clock = manualClock(new Date());
  /** Only `rebind.test` resolves (to loopback), as a name could after registration. */
  const resolve: Resolve = async (host) => {
    if (host === 'rebind.test') return ['127.0.0.1'];
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  };

  beforeAll(async () => {
    database = await target.open();
    app = await testApp(database, { clock });
    await app.ready();
    receiver = await Receiver.start();
    callbacks = callbacksService({
      db: database.db,
      clock,
      config: testConfig({ ALLOW_PRIVATE_CALLBACKS: 'true', CALLBACK_TIMEOUT_MS: String(TIMEOUT_MS) }),
      resolve,
    });
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
    await database?.close();
  });
  beforeEach(() => receiver.reset());
  afterEach(async () => {
    // Whatever a test left pending must not reach the next one's receiver.
    await database.db
      .updateTable('callbackDelivery')
      .set({ status: 'failed' })
      .where('status', '=', 'pending')
      .execute();
  });

  const customer = async () => (await makeAccount(database.db, clock, 'customer', 100_000)).userId;
  const worker = async () => (await makeAccount(database.db, clock, 'worker')).userId;

  async function submit(customerId: number, callbackUrl: string | null, taskSpec = imageSpec()) {
    // Ends what earlier tests left queued, so that the next claim takes this task.
    clock.advance(3600_000);
    await app.solving.sweep();
    const result = await app.solving.submit({
      customerId,
      spec: taskSpec,
      softId: null,
      callbackUrl,
      source: 'v1',
      clientIp: '203.0.113.1',
    });
    if (!result.ok) throw new Error(result.refusal);
    return result.taskId;
  }

  async function solve(taskId: number, answer: unknown) {
    const workerId = await worker();
    const task = await app.solving.claim(workerId, { waitMs: 0 });
    expect(task?.taskId).toBe(taskId);
    expect(await app.solving.answer(workerId, taskId, answer)).toEqual({ ok: true });
  }

  async function endUnsolvable(taskId: number) {
    clock.advance(3600_000);
    await app.solving.sweep();
    expect(
      (await database.db.selectFrom('task').select('status').where('id', '=', taskId).executeTakeFirst())?.status,
    ).toBe('unsolvable');
  }

  const delivery = (taskId: number) =>
    database.db.selectFrom('callbackDelivery').selectAll().where('taskId', '=', taskId).executeTakeFirstOrThrow();

  it('POSTs the form fields id and code of a solved task to its callback URL, once', async () => {
    const customerId = await customer();
    const url = `${receiver.url}/hooks/solved?tag=a&b=2`;
    const taskId = await submit(customerId, url);
    // Nothing to send while the task is open.
    expect(await callbacks.enqueueForTask(taskId)).toBeNull();
    await solve(taskId, { type: 'text', text: 'x7k2' });

    await callbacks.enqueueForTask(taskId);
    expect(await callbacks.enqueueForTask(taskId)).toBeNull();
    expect(await callbacks.deliverDue()).toEqual({ delivered: 1, retried: 0, failed: 0 });

    expect(receiver.received).toEqual([
      {
        method: 'POST',
        path: '/hooks/solved?tag=a&b=2',
        contentType: 'application/x-www-form-urlencoded',
        fields: { id: String(taskId), code: 'x7k2' },
      },
    ]);
    const row = await delivery(taskId);
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, lastError: null, url, customerId });
    expect(row.deliveredAt).toEqual(clock.now());

    const log = await callbacks.pingbackLog(customerId, 0);
    expect(log.totalCount).toBe(1);
    expect(log.records[0]).toMatchObject({
      taskId,
      url,
      code: 'x7k2',
      status: 'delivered',
      attempts: 1,
      nextAttemptAt: null,
      attemptLog: [{ httpStatus: 200, error: null, startedAt: clock.now().toISOString() }],
    });

    // Delivered is done: nothing is sent again.
    clock.advance(3600_000);
    expect(await callbacks.deliverDue()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(receiver.received).toHaveLength(1);
  });

  it('sends a token answer as the code; tasks without a callback URL send nothing', async () => {
    const customerId = await customer();
    const taskId = await submit(customerId, `${receiver.url}/token`, tokenSpec());
    await solve(taskId, { type: 'token', token: '03AGdBq2-token' });
    await callbacks.enqueueForTask(taskId);

    const silent = await submit(customerId, null);
    await solve(silent, { type: 'text', text: 'abc' });
    expect(await callbacks.enqueueForTask(silent)).toBeNull();
    expect(await callbacks.enqueueForTask(999_999_999)).toBeNull();

    await callbacks.deliverDue();
    expect(receiver.received.map((r) => r.fields)).toEqual([{ id: String(taskId), code: '03AGdBq2-token' }]);
  });

  it('an unsolvable task delivers ERROR_CAPTCHA_UNSOLVABLE (v2 callbacks alike)', async () => {
    const customerId = await customer();
    const taskId = await submit(customerId, `${receiver.url}/v2-callback`);
    await endUnsolvable(taskId);
    await callbacks.enqueueForTask(taskId);
    expect(await callbacks.deliverDue()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(receiver.received).toEqual([
      expect.objectContaining({
        path: '/v2-callback',
        fields: { id: String(taskId), code: 'ERROR_CAPTCHA_UNSOLVABLE' },
      }),
    ]);
  });

  it('retries a failing receiver with backoff, logs every attempt, and fails after the last', async () => {
    const customerId = await customer();
    const taskId = await submit(customerId, `${receiver.url}/flaky`);
    await solve(taskId, { type: 'text', text: 'abcd' });
    await callbacks.enqueueForTask(taskId);
    const plan = [500, 'hang', 500, 404, 503, 302, 500] as const;
    expect(plan).toHaveLength(CALLBACK_MAX_ATTEMPTS);
    receiver.respond(...plan);

    for (let i = 0; i < CALLBACK_MAX_ATTEMPTS; i++) {
      const last = i === CALLBACK_MAX_ATTEMPTS - 1;
      expect(await callbacks.deliverDue(), `attempt ${i + 1}`).toEqual({
        delivered: 0,
        retried: last ? 0 : 1,
        failed: last ? 1 : 0,
      });
      const row = await delivery(taskId);
      expect(row.attempts).toBe(i + 1);
      if (last) break;
      const delayMs = (CALLBACK_RETRY_DELAYS_SECONDS[i] ?? 0) * 1000;
      expect(row.status).toBe('pending');
      expect(new Date(row.nextAttemptAt).getTime() - clock.now().getTime()).toBe(delayMs);
      // Not due a second early.
      clock.advance(delayMs - 1000);
      expect(await callbacks.deliverDue()).toEqual({ delivered: 0, retried: 0, failed: 0 });
      clock.advance(1000);
    }

    expect(receiver.received).toHaveLength(CALLBACK_MAX_ATTEMPTS);
    const row = await delivery(taskId);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: CALLBACK_MAX_ATTEMPTS,
      lastError: 'HTTP 500',
      deliveredAt: null,
    });
    const [record] = (await callbacks.pingbackLog(customerId, 0)).records;
    expect(record?.status).toBe('failed');
    expect(record?.nextAttemptAt).toBeNull();
    expect(record?.attemptLog.map((a) => [a.httpStatus, a.error])).toEqual([
      [500, null],
      [null, `no answer within ${TIMEOUT_MS} ms`],
      [500, null],
      [404, null],
      [503, null],
      [302, null],
      [500, null],
    ]);
    const timedOut = record?.attemptLog[1];
    expect(timedOut?.durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);

    // Failed is final.
    clock.advance(24 * 3600_000);
    expect(await callbacks.deliverDue()).toEqual({ delivered: 0, retried: 0, failed: 0 });
  });

  it('delivers on a retry once the receiver recovers; a closed port is an attempt too', async () => {
    const customerId = await customer();
    const recovering = await submit(customerId, `${receiver.url}/recovering`);
    await solve(recovering, { type: 'text', text: 'r3c0' });
    const closed = await submit(customerId, 'http://127.0.0.1:1/closed');
    await solve(closed, { type: 'text', text: 'nope' });
    await callbacks.enqueueForTask(recovering);
    await callbacks.enqueueForTask(closed);
    receiver.respond(500);

    expect(await callbacks.deliverDue()).toEqual({ delivered: 0, retried: 2, failed: 0 });
    clock.advance(10_000);
    expect(await callbacks.deliverDue()).toEqual({ delivered: 1, retried: 1, failed: 0 });
    expect(await delivery(recovering)).toMatchObject({ status: 'delivered', attempts: 2, lastError: null });
    expect(await delivery(closed)).toMatchObject({ status: 'pending', attempts: 2, lastError: 'connection refused' });
    expect(receiver.received.map((r) => r.fields.code)).toEqual(['r3c0', 'r3c0']);

    const log = await callbacks.pingbackLog(customerId, 0);
    // Newest first.
    expect(log.records.map((r) => r.taskId)).toEqual([closed, recovering]);
    expect(log.records[1]?.attemptLog.map((a) => a.httpStatus)).toEqual([500, 200]);
    expect(log.records[0]?.attemptLog.map((a) => a.error)).toEqual(['connection refused', 'connection refused']);
  });

  it('refuses private and loopback targets at delivery time unless allowed (DNS may change)', async () => {
    const strict = callbacksService({ db: database.db, clock, config: testConfig(), resolve });
    const customerId = await customer();
    const literal = await submit(customerId, `${receiver.url}/literal`);
    await solve(literal, { type: 'text', text: 'lit1' });
    const named = await submit(customerId, `http://rebind.test:${receiver.port}/named`);
    await solve(named, { type: 'text', text: 'dns1' });
    await strict.enqueueForTask(literal);
    await strict.enqueueForTask(named);

    expect(await strict.deliverDue()).toEqual({ delivered: 0, retried: 2, failed: 0 });
    expect(receiver.received).toEqual([]);
    expect((await delivery(literal)).lastError).toBe('refused: 127.0.0.1 is a private or loopback address');
    expect((await delivery(named)).lastError).toBe(
      'refused: rebind.test resolves to a private or loopback address (127.0.0.1)',
    );

    // Where private targets are allowed (tests), both arrive; the name through the same lookup.
    clock.advance(10_000);
    expect(await callbacks.deliverDue()).toEqual({ delivered: 2, retried: 0, failed: 0 });
    expect(receiver.received.map((r) => [r.path, r.fields.code]).sort()).toEqual([
      ['/literal', 'lit1'],
      ['/named', 'dns1'],
    ]);
  });

  it('several deliverers at once deliver each pingback once', async () => {
    const customerId = await customer();
    const tasks: number[] = [];
    for (let i = 0; i < 5; i++) {
      const taskId = await submit(customerId, `${receiver.url}/parallel/${i}`);
      await solve(taskId, { type: 'text', text: `p${i}` });
      await callbacks.enqueueForTask(taskId);
      tasks.push(taskId);
    }
    const other = callbacksService({
      db: database.db,
      clock,
      config: testConfig({ ALLOW_PRIVATE_CALLBACKS: 'true' }),
    });
    const results = await Promise.all([callbacks.deliverDue(), other.deliverDue(), callbacks.deliverDue()]);
    expect(results.reduce((n, r) => n + r.delivered, 0)).toBe(5);
    expect(receiver.received.map((r) => r.fields.code).sort()).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
  });
});
