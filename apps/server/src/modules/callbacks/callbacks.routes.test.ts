import { CALLBACK_PATHS as P, PINGBACK_LOG_PAGE_SIZE } from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, testConfig } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { Browser, expectError, ok } from '../../../test/smtp.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { parseV2 } from '../solving/index.ts';
import { b64, png } from '../solving/task-types/test-fixtures.ts';
import { callbacksService } from './callbacks.service.ts';
import { registerCallbacks } from './index.ts';
import { makeAccount, Receiver, signedIn } from './test-support.ts';

const pingbackDelete = (address: string) => `${P.pingback}?address=${encodeURIComponent(address)}`;

describe.each(DATABASE_TARGETS)('pingback routes on $name', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const clock = manualClock(new Date());

  beforeAll(async () => {
    database = await target.open();
    // Production settings (private targets refused): the app's own.
    app = await testApp(database, { clock });
    // Until the app registers the module itself.
    if (!app.hasRoute({ method: 'GET', url: P.pingback })) {
      await registerCallbacks(app, { db: database.db, clock, config: testConfig() });
    }
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('needs a signed-in customer or developer', async () => {
    const guest = new Browser(app);
    expectError(await guest.get(P.pingback), 400, 'ERROR_EMPTY_USER');
    expectError(await guest.post(P.pingback, { address: 'http://93.184.215.14/' }), 400, 'ERROR_EMPTY_USER');
    expectError(await guest.get(P.pingbackLog), 400, 'ERROR_EMPTY_USER');

    const worker = await signedIn(app, (await makeAccount(database.db, clock, 'worker')).email);
    expectError(await worker.get(P.pingback), 403, 'ERROR_FORBIDDEN');
    expectError(await worker.get(P.pingbackLog), 403, 'ERROR_FORBIDDEN');

    const developer = await signedIn(app, (await makeAccount(database.db, clock, 'developer')).email);
    expect(ok(await developer.get(P.pingback))).toEqual({ addresses: [] });
  });

  it('adds, lists and deletes addresses (one, then all)', async () => {
    const browser = await signedIn(app, (await makeAccount(database.db, clock, 'customer')).email);
    expect(ok(await browser.get(P.pingback))).toEqual({ addresses: [] });

    const added = ok(await browser.post(P.pingback, { address: 'HTTP://93.184.215.14:8080/Hook?x=1' }));
    expect(added).toEqual({
      addresses: [{ address: 'http://93.184.215.14:8080/Hook', createdAt: expect.any(String) }],
    });
    clock.advance(1000);
    ok(await browser.post(P.pingback, { address: '93.184.215.15' }));
    clock.advance(1000);
    ok(await browser.post(P.pingback, { address: 'https://[2606:4700::1111]/cb' }));
    const listed = ok(await browser.get(P.pingback));
    expect(listed.addresses.map((a: { address: string }) => a.address)).toEqual([
      'http://93.184.215.14:8080/Hook',
      'http://93.184.215.15/',
      'https://[2606:4700::1111]/cb',
    ]);

    const afterOne = ok(await browser.delete(pingbackDelete('http://93.184.215.15')));
    expect(afterOne.addresses).toHaveLength(2);
    expect(ok(await browser.delete(pingbackDelete('all')))).toEqual({ addresses: [] });
  });

  it('refuses malformed and private addresses with their codes', async () => {
    const browser = await signedIn(app, (await makeAccount(database.db, clock, 'customer')).email);
    expectError(await browser.post(P.pingback, { address: '' }), 400, 'ERROR_VALIDATION');
    expectError(await browser.post(P.pingback, {}), 400, 'ERROR_VALIDATION');
    expectError(await browser.post(P.pingback, { address: 'ftp://93.184.215.14/' }), 400, 'CALLBACK_ADDRESS_INVALID');
    for (const address of [
      'http://127.0.0.1:8080/',
      'http://[::1]/',
      'http://192.168.1.5/',
      'http://169.254.169.254/',
    ]) {
      expectError(await browser.post(P.pingback, { address }), 400, 'CALLBACK_ADDRESS_PRIVATE');
    }
    expectError(await browser.delete(pingbackDelete('ftp://x/')), 400, 'CALLBACK_ADDRESS_INVALID');
    expectError(await browser.delete(P.pingback), 400, 'ERROR_VALIDATION');
    expect(ok(await browser.get(P.pingback))).toEqual({ addresses: [] });
  });

  it('shows the customer their deliveries with every attempt, newest first, a page at a time', async () => {
    const { userId, email } = await makeAccount(database.db, clock, 'customer', 1_000_000);
    const browser = await signedIn(app, email);
    const receiver = await Receiver.start();
    try {
      const callbacks = callbacksService({
        db: database.db,
        clock,
        config: testConfig({ ALLOW_PRIVATE_CALLBACKS: 'true' }),
      });
      const parsed = parseV2({ type: 'ImageToTextTask', body: b64(png(120, 40)) });
      if (!parsed.ok) throw new Error('fixture');
      const count = PINGBACK_LOG_PAGE_SIZE + 1;
      const ids: number[] = [];
      for (let i = 0; i < count; i++) {
        const submitted = await app.solving.submit({
          customerId: userId,
          spec: parsed.spec,
          softId: null,
          callbackUrl: `${receiver.url}/log/${i}`,
          source: 'v2',
          clientIp: null,
        });
        if (!submitted.ok) throw new Error(submitted.refusal);
        ids.push(submitted.taskId);
      }
      // They end unsolvable (past their time), each one a pingback.
      clock.advance(3600_000);
      await app.solving.sweep();
      for (const id of ids) await callbacks.enqueueForTask(id);
      receiver.respond(500);
      await callbacks.deliverDue();

      const first = ok(await browser.get(P.pingbackLog));
      expect(first.totalCount).toBe(count);
      expect(first.records).toHaveLength(PINGBACK_LOG_PAGE_SIZE);
      expect(first.records[0].taskId).toBe(ids[count - 1]);
      const second = ok(await browser.get(`${P.pingbackLog}?page=1`));
      expect(second.records.map((r: { taskId: number }) => r.taskId)).toEqual([ids[0]]);
      const failedOnce = [...first.records, ...second.records].find((r) => r.status === 'pending');
      expect(failedOnce).toMatchObject({
        code: 'ERROR_CAPTCHA_UNSOLVABLE',
        attempts: 1,
        lastError: 'HTTP 500',
        nextAttemptAt: new Date(clock.now().getTime() + 10_000).toISOString(),
        attemptLog: [{ httpStatus: 500, error: null, durationMs: expect.any(Number) }],
      });
      expectError(await browser.get(`${P.pingbackLog}?page=-1`), 400, 'ERROR_VALIDATION');

      // Another customer sees none of it.
      const other = await signedIn(app, (await makeAccount(database.db, clock, 'customer')).email);
      expect(ok(await other.get(P.pingbackLog))).toEqual({ records: [], totalCount: 0 });
    } finally {
      await database.db
        .updateTable('callbackDelivery')
        .set({ status: 'failed' })
        .where('status', '=', 'pending')
        .execute();
      await receiver.close();
    }
  });
});
