import { describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { setRecognition100 } from '../api-settings/test-support.ts';
import { disableSoftware } from '../software/test-support.ts';
import { engineHarness } from './engine-harness.ts';
import { parseV2 } from './task-types/index.ts';
import { b64, png } from './task-types/test-fixtures.ts';

/** The starting price table: an image task costs 1000 micros and pays its worker 500. */
const PRICE = 1000;
const PAY = 500;

const spec = (body: Record<string, unknown> = { type: 'ImageToTextTask', body: b64(png(120, 40)) }) => {
  const parsed = parseV2(body);
  if (!parsed.ok) throw new Error(`fixture ${JSON.stringify(parsed.error)}`);
  return parsed.spec;
};

describe.each(DATABASE_TARGETS)('100 % recognition, soft_id and mistakes on $name', (target) => {
  const h = engineHarness(target);
  const { clock, account, balance, booksBalance, drain } = h;

  async function recognition(customerId: number, matches: number) {
    await setRecognition100(h.database.db, customerId, matches, clock.now());
  }
  const submit = async (customerId: number, s = spec(), softId: number | null = null) => {
    const r = await h.engine.submit({ customerId, spec: s, softId, callbackUrl: null, source: 'v2', clientIp: null });
    if (!r.ok) throw new Error(r.refusal);
    return r.taskId;
  };
  /** The worker takes the task (the only one queued for them) and answers it. */
  async function answer(workerId: number, taskId: number, text: string) {
    const task = await h.engine.claim(workerId, { waitMs: 0 });
    expect(task?.taskId).toBe(taskId);
    return h.engine.answer(workerId, taskId, { type: 'text', text });
  }
  async function mistakes(taskId: number) {
    return h.database.db
      .selectFrom('workerMistake')
      .select(['workerId', 'source', 'lostMicros'])
      .where('taskId', '=', taskId)
      .orderBy('workerId')
      .execute();
  }

  it('holds for every possible answer and solves once two workers agree; both paid, both answers charged', async () => {
    await drain();
    const customer = await account('customer', 100_000);
    await recognition(customer, 2);
    const [w1, w2] = [await account('worker'), await account('worker')];
    const id = await submit(customer);
    // Up to 2·2−1 = 3 answers may be needed: all three are held.
    expect(await balance(customer)).toEqual({ balanceMicros: 100_000 - 3 * PRICE, heldMicros: 3 * PRICE });

    expect(await answer(w1, id, 'abc')).toEqual({ ok: true });
    expect((await h.engine.get(customer, id))?.state).toBe('processing');
    // The first worker never gets the same task again.
    expect(await h.engine.claim(w1, { waitMs: 0 })).toBeNull();
    // Not case-sensitive: "ABC" agrees with "abc".
    expect(await answer(w2, id, ' ABC ')).toEqual({ ok: true });

    const view = await h.engine.get(customer, id);
    expect(view).toMatchObject({ state: 'ready', answer: { type: 'text', text: 'abc' }, solveCount: 2 });
    expect(view?.state === 'ready' && view.costMicros).toBe(2 * PRICE);
    expect(await balance(customer)).toEqual({ balanceMicros: 100_000 - 2 * PRICE, heldMicros: 0 });
    expect((await balance(w1)).balanceMicros).toBe(PAY);
    expect((await balance(w2)).balanceMicros).toBe(PAY);
    expect(await mistakes(id)).toEqual([]);
    expect(await booksBalance()).toBe(0);
  });

  it('takes a third answer on disagreement: the agreeing pair is paid, the odd one gets a consensus mistake', async () => {
    await drain();
    const customer = await account('customer', 100_000);
    await recognition(customer, 2);
    const [w1, w2, w3] = [await account('worker'), await account('worker'), await account('worker')];
    const id = await submit(customer);
    await answer(w1, id, 'abc');
    await answer(w2, id, 'xyz');
    expect((await h.engine.get(customer, id))?.state).toBe('processing');
    await answer(w3, id, 'abc');

    expect(await h.engine.get(customer, id)).toMatchObject({ state: 'ready', solveCount: 3, costMicros: 3 * PRICE });
    expect(await balance(customer)).toEqual({ balanceMicros: 100_000 - 3 * PRICE, heldMicros: 0 });
    expect([
      (await balance(w1)).balanceMicros,
      (await balance(w2)).balanceMicros,
      (await balance(w3)).balanceMicros,
    ]).toEqual([PAY, 0, PAY]);
    expect(await mistakes(id)).toEqual([{ workerId: w2, source: 'consensus', lostMicros: PAY }]);
  });

  it('ends with ERROR_BAD_DUPLICATES when the answers cannot agree; nothing is charged', async () => {
    await drain();
    const customer = await account('customer', 100_000);
    await recognition(customer, 2);
    const workers = [await account('worker'), await account('worker'), await account('worker')];
    const id = await submit(customer);
    await answer(workers[0] as number, id, 'abc');
    await answer(workers[1] as number, id, 'xyz');
    await answer(workers[2] as number, id, 'qqq');
    expect(await h.engine.get(customer, id)).toMatchObject({ state: 'unsolvable', reason: 'bad_duplicates' });
    expect(await balance(customer)).toEqual({ balanceMicros: 100_000, heldMicros: 0 });
    for (const w of workers) expect((await balance(w)).balanceMicros).toBe(0);

    // Both protocols name it.
    const { apiKey } = await h.database.db
      .selectFrom('userAccount')
      .select('apiKey')
      .where('id', '=', customer)
      .executeTakeFirstOrThrow();
    const v1 = await h.app.inject({ method: 'GET', url: `/res.php?key=${apiKey}&action=get&id=${id}` });
    expect(v1.body).toBe('ERROR_BAD_DUPLICATES');
    const v2 = await h.app.inject({
      method: 'POST',
      url: '/getTaskResult',
      payload: { clientKey: apiKey, taskId: id },
    });
    expect(v2.json()).toMatchObject({ errorId: 13, errorCode: 'ERROR_BAD_DUPLICATES' });
  });

  it('ends a task whose partial answers never agreed in time as bad duplicates, and applies only to comparable kinds', async () => {
    await drain();
    const customer = await account('customer', 100_000);
    await recognition(customer, 3);
    const w1 = await account('worker');
    const id = await submit(customer);
    await answer(w1, id, 'abc');
    clock.advance(91_000);
    await h.engine.sweep();
    expect(await h.engine.get(customer, id)).toMatchObject({ state: 'unsolvable', reason: 'bad_duplicates' });
    expect(await balance(customer)).toEqual({ balanceMicros: 100_000, heldMicros: 0 });

    // A token task is answered once, whatever the setting.
    const token = await submit(
      customer,
      spec({
        type: 'RecaptchaV2TaskProxyless',
        websiteURL: 'https://shop.test/',
        websiteKey: '6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-',
      }),
    );
    // One token task at $2.99 per 1000, held once.
    expect((await balance(customer)).heldMicros).toBe(2990);
    const claimed = await h.engine.claim(w1, { waitMs: 0 });
    expect(claimed?.taskId).toBe(token);
    expect(await h.engine.answer(w1, token, { type: 'token', token: 'x'.repeat(40) })).toEqual({ ok: true });
    expect(await h.engine.get(customer, token)).toMatchObject({ state: 'ready', solveCount: 1 });
    expect((await balance(customer)).heldMicros).toBe(0);
  });

  it('pays 10 % to the developer of a registered soft_id; not for their own tasks or disabled software', async () => {
    await drain();
    const customer = await account('customer', 100_000);
    const developer = await account('developer', 10_000);
    const worker = await account('worker');
    const { id: softId } = await h.database.db
      .insertInto('software')
      .values({ developerId: developer, name: 'Bot', url: null, createdAt: clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();

    const id = await submit(customer, spec(), softId);
    await answer(worker, id, 'abc');
    expect((await balance(developer)).balanceMicros).toBe(10_000 + PRICE / 10);
    expect((await balance(worker)).balanceMicros).toBe(PAY);
    expect((await balance(customer)).balanceMicros).toBe(100_000 - PRICE);

    // The developer's own traffic earns them nothing; nor does an unknown or disabled id.
    const own = await submit(developer, spec(), softId);
    await answer(worker, own, 'abc');
    expect((await balance(developer)).balanceMicros).toBe(10_000 + PRICE / 10 - PRICE);
    await disableSoftware(h.database.db, developer, softId, clock.now());
    const off = await submit(customer, spec(), softId);
    const unknown = await submit(customer, spec(), 999_999);
    await answer(worker, off, 'abc');
    await answer(worker, unknown, 'abc');
    expect((await balance(developer)).balanceMicros).toBe(10_000 + PRICE / 10 - PRICE);
    expect(await booksBalance()).toBe(0);
  });

  it('records a complaint as a mistake of the worker who answered, with the pay it cost', async () => {
    await drain();
    const customer = await account('customer', 100_000);
    const worker = await account('worker');
    const id = await submit(customer);
    await answer(worker, id, 'abc');
    expect(await h.engine.report(customer, id, 'bad')).toBe('recorded');
    expect(await mistakes(id)).toEqual([{ workerId: worker, source: 'complaint', lostMicros: PAY }]);
    expect((await balance(worker)).balanceMicros).toBe(0);
  });
});
