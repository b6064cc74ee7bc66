import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { sleep } from '../../../test/smtp.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { createNotifier } from '../../platform/notify.ts';
import { ledgerService } from '../billing/index.ts';
import { pricingService } from '../pricing/index.ts';
import { createSolvingEngine, parseV2 } from '../solving/index.ts';
import { b64, png } from '../solving/task-types/test-fixtures.ts';
import { registerCallbacks } from './index.ts';
import { makeAccount, Receiver } from './test-support.ts';

describe.each(DATABASE_TARGETS)('the pingback deliverer on $name', (target) => {
  let database: DatabaseHandle;
  let receiver: Receiver;
  const clock = manualClock(new Date());

  beforeAll(async () => {
    database = await target.open();
    receiver = await Receiver.start();
  });
  afterAll(async () => {
    await receiver?.close();
    await database?.close();
  });

  it('once started, delivers what the engine enqueues through onTaskEnded, and stops with the app', async () => {
    const { db } = database;
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const { callbacks } = await registerCallbacks(app, {
      db,
      clock,
      config: testConfig({ ALLOW_PRIVATE_CALLBACKS: 'true' }),
    });
    await app.ready();
    // Wired as the integrator wires it.
    const engine = createSolvingEngine({
      db,
      clock,
      ledger: ledgerService({ db, clock }),
      pricing: pricingService({ db }),
      notifier: createNotifier({ db }),
      log: app.log,
      onTaskEnded: (taskId) => callbacks.enqueueForTask(taskId).then(() => {}),
    });
    try {
      callbacks.startDeliverer(50);
      callbacks.startDeliverer(50); // a second start changes nothing
      const customerId = (await makeAccount(db, clock, 'customer', 100_000)).userId;
      const workerId = (await makeAccount(db, clock, 'worker')).userId;
      const parsed = parseV2({ type: 'ImageToTextTask', body: b64(png(120, 40)) });
      if (!parsed.ok) throw new Error('fixture');
      const submitted = await engine.submit({
        customerId,
        spec: parsed.spec,
        softId: null,
        callbackUrl: `${receiver.url}/auto`,
        source: 'v1',
        clientIp: null,
      });
      if (!submitted.ok) throw new Error(submitted.refusal);
      expect((await engine.claim(workerId, { waitMs: 0 }))?.taskId).toBe(submitted.taskId);
      expect(await engine.answer(workerId, submitted.taskId, { type: 'text', text: 'auto' })).toEqual({ ok: true });
      for (let i = 0; i < 100 && receiver.received.length === 0; i++) await sleep(20);
      expect(receiver.received.map((r) => r.fields)).toEqual([{ id: String(submitted.taskId), code: 'auto' }]);
    } finally {
      await app.close();
    }
  });
});
