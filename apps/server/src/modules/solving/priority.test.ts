/** A worker's level: extra pay from the platform's share, and first pick of new tasks. */
import { levelOf } from '@crowdsolve/contract';
import { describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { createNotifier } from '../../platform/notify.ts';
import { pricingService } from '../pricing/index.ts';
import { createSolvingEngine } from './engine.ts';
import { engineHarness } from './engine-harness.ts';
import { parseV2 } from './task-types/index.ts';
import { b64, png } from './task-types/test-fixtures.ts';

describe('levels', () => {
  it('rise with accuracy and volume', () => {
    expect(levelOf(null, 1000)).toBe(1);
    expect(levelOf(0.8, 1000)).toBe(1);
    expect(levelOf(0.86, 10)).toBe(2);
    expect(levelOf(0.92, 60)).toBe(3);
    expect(levelOf(0.96, 250)).toBe(4);
    expect(levelOf(0.99, 600)).toBe(5);
  });
});

describe.each(DATABASE_TARGETS)('level bonus and dispatch delay on $name', (target) => {
  const h = engineHarness(target);
  const spec = () => {
    const parsed = parseV2({ type: 'ImageToTextTask', body: b64(png(120, 40)) });
    if (!parsed.ok) throw new Error('fixture');
    return parsed.spec;
  };

  it('pays the level bonus from the platform share, and holds new tasks back from a delayed worker', async () => {
    await h.drain();
    const engine = createSolvingEngine({
      db: h.database.db,
      clock: h.clock,
      ledger: h.ledger(),
      pricing: pricingService({ db: h.database.db }),
      notifier: createNotifier({ db: h.database.db }),
      log: h.app.log,
      quality: { payBonusPercent: async () => 10 },
    });
    const customer = await h.account('customer', 10_000);
    const worker = await h.account('worker');
    const s = await engine.submit({
      customerId: customer,
      spec: spec(),
      softId: null,
      callbackUrl: null,
      source: 'v2',
      clientIp: null,
    });
    if (!s.ok) throw new Error('submit');
    // Queued just now: a worker who must wait 500 ms does not get it yet.
    expect(await engine.claim(worker, { waitMs: 0, delayMs: 500 })).toBeNull();
    h.clock.advance(600);
    expect((await engine.claim(worker, { waitMs: 0, delayMs: 500 }))?.taskId).toBe(s.taskId);
    expect(await engine.answer(worker, s.taskId, { type: 'text', text: 'abc' })).toEqual({ ok: true });
    // The table pays 500 per image task; level bonus 10 %.
    expect((await h.balance(worker)).balanceMicros).toBe(550);
    expect((await h.balance(customer)).balanceMicros).toBe(9_000);
    expect(await h.booksBalance()).toBe(0);
  });
});
