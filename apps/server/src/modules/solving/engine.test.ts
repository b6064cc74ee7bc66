import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { engineHarness } from './engine-harness.ts';
import { parseV2 } from './task-types/index.ts';
import { b64, png } from './task-types/test-fixtures.ts';

const imageSpec = () => {
  const parsed = parseV2({ type: 'ImageToTextTask', body: b64(png(120, 40)) });
  if (!parsed.ok) throw new Error('fixture');
  return parsed.spec;
};
const tokenSpec = () => {
  const parsed = parseV2({
    type: 'RecaptchaV2TaskProxyless',
    websiteURL: 'https://shop.test/',
    websiteKey: '6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-',
  });
  if (!parsed.ok) throw new Error(`fixture ${JSON.stringify(parsed.error)}`);
  return parsed.spec;
};

describe.each(DATABASE_TARGETS)('solving engine on $name', (target) => {
  const h = engineHarness(target);
  const { clock, account, balance, booksBalance, drain } = h;
  const submit = (customerId: number, spec = imageSpec()) =>
    h.engine.submit({ customerId, spec, softId: null, callbackUrl: null, source: 'v2', clientIp: '10.0.0.1' });

  it('holds the price on submit, settles it on a valid answer: worker paid, platform keeps the rest', async () => {
    await drain();
    const customer = await account('customer', 10_000);
    const worker = await account('worker');
    const submitted = await submit(customer);
    expect(submitted.ok).toBe(true);
    const taskId = submitted.ok ? submitted.taskId : 0;
    expect(await balance(customer)).toEqual({ balanceMicros: 9_000, heldMicros: 1_000 });
    expect((await h.engine.get(customer, taskId))?.state).toBe('processing');
    expect(await h.engine.get(customer + 999_999, taskId)).toBeNull();

    const task = await h.engine.claim(worker, { waitMs: 0 });
    expect(task).toMatchObject({ taskId, kind: 'image_text', payMicros: 500 });
    expect(task?.spec.image?.width).toBe(120);
    expect(await h.engine.answer(worker, taskId, { type: 'text', text: '' })).toMatchObject({
      ok: false,
      reason: 'invalid_answer',
    });
    expect(await h.engine.answer(worker + 1, taskId, { type: 'text', text: 'x7k2' })).toEqual({
      ok: false,
      reason: 'not_assigned',
    });
    expect(await h.engine.answer(worker, taskId, { type: 'text', text: 'x7k2' })).toEqual({ ok: true });
    expect(await h.engine.answer(worker, taskId, { type: 'text', text: 'again' })).toEqual({
      ok: false,
      reason: 'not_assigned',
    });

    const view = await h.engine.get(customer, taskId);
    expect(view).toMatchObject({
      state: 'ready',
      costMicros: 1_000,
      solveCount: 1,
      answer: { type: 'text', text: 'x7k2' },
    });
    expect(await balance(customer)).toEqual({ balanceMicros: 9_000, heldMicros: 0 });
    expect((await balance(worker)).balanceMicros).toBe(500);
    expect(await booksBalance()).toBe(0);
  });

  it('refuses a task the balance cannot pay, with nothing stored or moved', async () => {
    const customer = await account('customer', 999);
    expect(await submit(customer)).toEqual({ ok: false, refusal: 'ERROR_ZERO_BALANCE' });
    expect(await balance(customer)).toEqual({ balanceMicros: 999, heldMicros: 0 });
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from task where customer_id = ${customer}`.execute(h.database.db);
    expect(rows[0]?.n).toBe(0);
  });

  it('never lets parallel submissions overdraw a small balance', async () => {
    const customer = await account('customer', 10_500);
    const results = await Promise.all(Array.from({ length: 25 }, () => submit(customer)));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.refusal === 'ERROR_ZERO_BALANCE')).toBe(true);
    expect(await balance(customer)).toEqual({ balanceMicros: 500, heldMicros: 10_000 });
    expect(await booksBalance()).toBe(0);
  });

  it('gives a skipped task to another worker, never twice to one, and ends it unsolvable after three attempts', async () => {
    await drain();
    const customer = await account('customer', 5_000);
    const workers = [
      await account('worker'),
      await account('worker'),
      await account('worker'),
      await account('worker'),
    ];
    const submitted = await submit(customer);
    const taskId = submitted.ok ? submitted.taskId : 0;

    expect((await h.engine.claim(workers[0] as number, { waitMs: 0 }))?.taskId).toBe(taskId);
    expect(await h.engine.release(workers[0] as number, taskId, 'skip')).toEqual({ ok: true });
    expect(await h.engine.claim(workers[0] as number, { waitMs: 0 })).toBeNull();
    expect((await h.engine.claim(workers[1] as number, { waitMs: 0 }))?.taskId).toBe(taskId);
    expect(await h.engine.release(workers[1] as number, taskId, 'cannot_solve')).toEqual({ ok: true });
    expect((await h.engine.claim(workers[2] as number, { waitMs: 0 }))?.taskId).toBe(taskId);
    expect(await h.engine.release(workers[2] as number, taskId, 'not_a_captcha')).toEqual({ ok: true });

    expect((await h.engine.get(customer, taskId))?.state).toBe('unsolvable');
    expect(await h.engine.claim(workers[3] as number, { waitMs: 0 })).toBeNull();
    expect(await balance(customer)).toEqual({ balanceMicros: 5_000, heldMicros: 0 });
  });

  it('requeues a missed deadline and ends a task past its time, releasing the hold in full', async () => {
    await drain();
    const customer = await account('customer', 5_000);
    const [w1, w2] = [await account('worker'), await account('worker')];
    const a = await submit(customer, tokenSpec());
    const taskId = a.ok ? a.taskId : 0;
    const held = (await balance(customer)).heldMicros;
    expect(held).toBe(2_990);

    expect((await h.engine.claim(w1, { waitMs: 0 }))?.taskId).toBe(taskId);
    clock.advance(121_000); // past the 120 s assignment deadline of a token task
    expect(await h.engine.sweep()).toBe(1);
    expect(await h.engine.answer(w1, taskId, { type: 'token', token: 'late' })).toEqual({
      ok: false,
      reason: 'not_assigned',
    });
    expect((await h.engine.claim(w2, { waitMs: 0 }))?.taskId).toBe(taskId);

    clock.advance(200_000); // past 300 s since submission
    await h.engine.sweep();
    expect((await h.engine.get(customer, taskId))?.state).toBe('unsolvable');
    expect(await balance(customer)).toEqual({ balanceMicros: 5_000, heldMicros: 0 });
    expect(await booksBalance()).toBe(0);
  });

  it('wakes a waiting worker as soon as a task arrives', async () => {
    await drain();
    const customer = await account('customer', 5_000);
    const worker = await account('worker');
    const waiting = h.engine.claim(worker, { waitMs: 5_000 });
    await new Promise((r) => setTimeout(r, 100));
    expect((await h.engine.queueStats()).waitingWorkers).toBe(1);
    const started = Date.now();
    const submitted = await submit(customer);
    const task = await waiting;
    expect(task?.taskId).toBe(submitted.ok ? submitted.taskId : -1);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('never hands one task to two parallel workers', async () => {
    await drain();
    const customer = await account('customer', 20_000);
    const tasks = await Promise.all(Array.from({ length: 6 }, () => submit(customer)));
    const workers = await Promise.all(Array.from({ length: 10 }, () => account('worker')));
    const claimed = await Promise.all(workers.map((w) => h.engine.claim(w, { waitMs: 0 })));
    const ids = claimed.filter(Boolean).map((t) => t?.taskId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(tasks.map((t) => (t.ok ? t.taskId : 0)).sort());
  });

  it('takes one complaint per task within the window and refunds it; confirmations are recorded', async () => {
    await drain();
    const customer = await account('customer', 10_000);
    const worker = await account('worker');
    const solve = async () => {
      const s = await submit(customer);
      const id = s.ok ? s.taskId : 0;
      await h.engine.claim(worker, { waitMs: 0 });
      expect(await h.engine.answer(worker, id, { type: 'text', text: 'abc' })).toEqual({ ok: true });
      return id;
    };
    const bad = await solve();
    expect(await h.engine.report(customer, bad, 'bad')).toBe('recorded');
    expect(await h.engine.report(customer, bad, 'bad')).toBe('duplicate');
    expect(await balance(customer)).toEqual({ balanceMicros: 10_000, heldMicros: 0 });

    const good = await solve();
    expect(await h.engine.report(customer, good, 'good')).toBe('recorded');
    expect(await h.engine.report(customer, 123, 'good')).toBe('not_found');

    const late = await solve();
    clock.advance(11 * 60_000);
    expect(await h.engine.report(customer, late, 'bad')).toBe('not_recorded');
    expect(await booksBalance()).toBe(0);
  });

  it('answers polls of a task in progress from memory, and sees its end whoever ended it', async () => {
    await drain();
    const customer = await account('customer', 10_000);
    const other = await account('customer', 10_000);
    const s = await submit(customer);
    const id = s.ok ? s.taskId : 0;
    expect((await h.engine.get(customer, id))?.state).toBe('processing');
    expect(await h.engine.get(other, id)).toBeNull();
    // Ended by another process: its engine announces the end (ids separated by commas) after commit.
    await h.database.db
      .updateTable('task')
      .set({ status: 'unsolvable', endedAt: clock.now() })
      .where('id', '=', id)
      .execute();
    expect((await h.engine.get(customer, id))?.state).toBe('processing');
    await sql`select pg_notify('cs_task_ended', ${`${id - 1},${id}`})`.execute(h.database.db);
    let state = '';
    for (let i = 0; i < 100 && state !== 'unsolvable'; i++) {
      state = (await h.engine.get(customer, id))?.state ?? '';
      if (state !== 'unsolvable') await new Promise((r) => setTimeout(r, 20));
    }
    expect(state).toBe('unsolvable');
  });
});
