import {
  COOKIES,
  CSRF_HEADER,
  IDENTITY_PATHS,
  WORK_PATHS as P,
  WORKER_HELD_TASKS_MAX,
  workPath,
} from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { Browser, expectError, ok } from '../../../test/smtp.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { ledgerService } from '../billing/index.ts';
import { createConfirmedAccount } from '../identity/index.ts';
import { parseV2 } from '../solving/index.ts';
import { b64, png } from '../solving/task-types/test-fixtures.ts';
import { workerAdmissions } from './index.ts';
import { workService } from './work.service.ts';

const PASSWORD = 'long-password-1';
let seq = 0;

/** Taking a task: a POST (never a GET a link could make), and at most WORKER_HELD_TASKS_MAX held at once. */
describe.each(DATABASE_TARGETS)('taking tasks on $name', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const clock = manualClock(new Date('2026-11-02T06:00:00Z'));

  beforeAll(async () => {
    database = await target.open();
    app = await testApp(database, { clock });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function account(userType: 'customer' | 'worker') {
    seq += 1;
    const email = `${userType}${seq}-take-${target.name}@example.com`;
    const id = await createConfirmedAccount(database.db, clock, { email, password: PASSWORD, userType });
    return { id, email };
  }
  /** An admitted worker: a token for software and a signed-in browser. */
  async function worker() {
    const { id, email } = await account('worker');
    await workerAdmissions.set(database.db, id, true, id, clock.now());
    const { token } = await workService({ db: database.db, clock }).createToken(id, 'bot');
    const browser = new Browser(app);
    ok(await browser.post(IDENTITY_PATHS.login, { email, password: PASSWORD }));
    const call = (
      method: 'GET' | 'POST',
      url: string,
      extra: { headers?: Record<string, string>; payload?: string } = {},
    ) =>
      app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}`, ...extra.headers },
        ...(extra.payload === undefined ? {} : { payload: extra.payload }),
      });
    return {
      id,
      browser,
      call,
      take: () => call('POST', `${P.next}?wait=0`),
    };
  }
  let customerId = 0;
  async function submit(): Promise<number> {
    if (!customerId) {
      customerId = (await account('customer')).id;
      await ledgerService({ db: database.db, clock }).credit(customerId, 10_000_000, `fund:${customerId}`, 'funds');
    }
    const parsed = parseV2({ type: 'ImageToTextTask', body: b64(png(120, 40)) });
    if (!parsed.ok) throw new Error('fixture');
    const result = await app.solving.submit({
      customerId,
      spec: parsed.spec,
      softId: null,
      callbackUrl: null,
      source: 'v2',
      clientIp: '198.51.100.7',
    });
    if (!result.ok) throw new Error(result.refusal);
    return result.taskId;
  }
  /** Ends whatever earlier tests left queued or assigned. */
  async function drain() {
    clock.advance(3_600_000);
    await app.solving.sweep();
  }
  const held = async (workerId: number) =>
    (
      await database.db
        .selectFrom('task')
        .select('id')
        .where('workerId', '=', workerId)
        .where('status', '=', 'assigned')
        .execute()
    ).map((r) => r.id);

  it('refuses GET with 405 in the worker API’s error format, assigning nothing', async () => {
    await drain();
    const w = await worker();
    const taskId = await submit();
    for (const res of [await w.call('GET', `${P.next}?wait=0`), await w.browser.get(`${P.next}?wait=0`)]) {
      expectError(res, 405, 'ERROR_METHOD_NOT_ALLOWED');
      expect(res.headers.allow).toBe('POST');
      expect(res.json().error.message).toContain(`POST ${P.next}`);
    }
    expect(await held(w.id)).toEqual([]);
    expect(ok(await w.take()).task.id).toBe(taskId);
  });

  it('takes a task with no body, an empty one of any type, or an empty JSON object', async () => {
    await drain();
    const w = await worker();
    const post = (headers: Record<string, string>, payload: string) =>
      w.call('POST', `${P.next}?wait=0`, { headers, payload });
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', ''],
      ['text/plain', ''],
      ['application/json', ''],
      ['application/json', '{}'],
    ] as const) {
      const taskId = await submit();
      expect(ok(await post({ 'content-type': type }, payload)).task.id, `${type} "${payload}"`).toBe(taskId);
    }
    expectError(
      await post({ 'content-type': 'application/x-www-form-urlencoded' }, 'wait=5'),
      415,
      'ERROR_UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('needs the CSRF header with a session, not with a token', async () => {
    await drain();
    const w = await worker();
    const taskId = await submit();
    const forged = await app.inject({
      method: 'POST',
      url: `${P.next}?wait=0`,
      headers: { cookie: `${COOKIES.session}=${w.browser.session}` },
    });
    expectError(forged, 403, 'ERROR_CSRF');
    const wrong = await app.inject({
      method: 'POST',
      url: `${P.next}?wait=0`,
      headers: { cookie: `${COOKIES.session}=${w.browser.session}; ${COOKIES.csrf}=a`, [CSRF_HEADER]: 'b' },
    });
    expectError(wrong, 403, 'ERROR_CSRF');
    expect(await held(w.id)).toEqual([]);
    // The cabinet (session and CSRF header) and software (token, no cookie) both take tasks.
    expect(ok(await w.browser.post(`${P.next}?wait=0`)).task.id).toBe(taskId);
    const second = await submit();
    expect(ok(await w.take()).task.id).toBe(second);
  });

  it(`holds at most ${WORKER_HELD_TASKS_MAX} tasks: one more take is refused until one is answered, handed back or late`, async () => {
    await drain();
    const w = await worker();
    const tasks: number[] = [];
    for (let i = 0; i < WORKER_HELD_TASKS_MAX + 2; i++) tasks.push(await submit());
    for (let i = 0; i < WORKER_HELD_TASKS_MAX; i++) expect(ok(await w.take()).task.id).toBe(tasks[i]);

    const refused = await w.take();
    expectError(refused, 409, 'WORK_TOO_MANY_TASKS');
    expect(refused.json().error.message).toContain(String(WORKER_HELD_TASKS_MAX));
    expectError(await w.browser.post(`${P.next}?wait=0`), 409, 'WORK_TOO_MANY_TASKS');
    expect((await held(w.id)).length).toBe(WORKER_HELD_TASKS_MAX);
    // The refused take assigned nothing: the next task is still there for someone else.
    const other = await worker();
    expect(ok(await other.take()).task.id).toBe(tasks[WORKER_HELD_TASKS_MAX]);

    // An answer frees a slot.
    ok(await w.browser.post(workPath(P.answer, tasks[0] as number), { answer: { type: 'text', text: 'abcd' } }));
    expect(ok(await w.take()).task.id).toBe(tasks[WORKER_HELD_TASKS_MAX + 1]);
    expectError(await w.take(), 409, 'WORK_TOO_MANY_TASKS');
    // So does a hand-back.
    ok(await w.call('POST', workPath(P.skip, tasks[1] as number)));
    const afterSkip = await submit();
    expect(ok(await w.take()).task.id).toBe(afterSkip);
    // A task past its deadline is held no more, swept or not.
    const late = await submit();
    expectError(await w.take(), 409, 'WORK_TOO_MANY_TASKS');
    clock.advance(31_000);
    expect(ok(await w.take()).task.id).toBe(late);
  });

  it('keeps the cap when takes run side by side: the ones over it go back to the queue', async () => {
    await drain();
    const w = await worker();
    for (let i = 0; i < WORKER_HELD_TASKS_MAX + 6; i++) await submit();
    for (let i = 0; i < WORKER_HELD_TASKS_MAX - 2; i++) ok(await w.take());

    const replies = await Promise.all(Array.from({ length: 6 }, () => w.take()));
    const given = replies.filter((r) => r.statusCode === 200).map((r) => r.json().task.id as number);
    for (const r of replies.filter((r) => r.statusCode !== 200)) expectError(r, 409, 'WORK_TOO_MANY_TASKS');
    const mine = await held(w.id);
    expect(mine.length).toBeLessThanOrEqual(WORKER_HELD_TASKS_MAX);
    // Every task a reply handed over is held; every other went back to the queue.
    for (const id of given) expect(mine).toContain(id);
    const queued = await database.db.selectFrom('task').select('id').where('status', '=', 'queued').execute();
    expect(queued.length).toBe(WORKER_HELD_TASKS_MAX + 6 - mine.length);
  });
});
