import { PUBLIC_STATS_PATHS as P, PUBLIC_GRAPHS, WORK_PATHS } from '@crowdsolve/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { ok } from '../../../test/http.ts';
import { makeAccount, signedIn } from '../callbacks/test-support.ts';
import { engineHarness } from '../solving/engine-harness.ts';
import { encodeSpec, parseV2 } from '../solving/index.ts';
import { b64, png } from '../solving/task-types/test-fixtures.ts';
import { workerAdmissions } from '../work/index.ts';
import { createWorkerPresence } from './presence.ts';

const imageSpec = () => {
  const parsed = parseV2({ type: 'ImageToTextTask', body: b64(png(120, 40)) });
  if (!parsed.ok) throw new Error('fixture');
  return parsed.spec;
};

describe.each(DATABASE_TARGETS)('public statistics on $name', (target) => {
  const h = engineHarness(target);
  const { clock } = h;
  const NOON = new Date('2026-11-20T12:00:00Z');

  const markDemo = (id: number) => sql`update user_account set is_demo = true where id = ${id}`.execute(h.database.db);
  /** Submits a task, lets it wait `wait` s, has the worker take it and answer `total` s after submission. */
  async function solved(customerId: number, workerId: number, wait: number, total: number) {
    const r = await h.engine.submit({
      customerId,
      spec: imageSpec(),
      softId: null,
      callbackUrl: null,
      source: 'v2',
      clientIp: null,
    });
    if (!r.ok) throw new Error(r.refusal);
    clock.advance(wait * 1000);
    expect((await h.engine.claim(workerId, { waitMs: 0 }))?.taskId).toBe(r.taskId);
    clock.advance((total - wait) * 1000);
    expect(await h.engine.answer(workerId, r.taskId, { type: 'text', text: 'abc' })).toEqual({ ok: true });
  }
  const summary = async (currency = 'USD') => ok(await h.app.inject({ url: `${P.summary}?currency=${currency}` }));

  it('averages known tasks, counts today and the queue, and never counts demo accounts', async () => {
    clock.set(NOON);
    const customer = await h.account('customer', 10_000_000);
    const demoCustomer = await h.account('customer', 10_000_000);
    const worker = await h.account('worker');
    const demoWorker = await h.account('worker');
    await markDemo(demoCustomer);
    await markDemo(demoWorker);

    await solved(customer, worker, 2, 10);
    await solved(customer, worker, 4, 20);
    await solved(demoCustomer, worker, 20, 45);
    await solved(customer, demoWorker, 20, 45);
    // Yesterday's task is not today's.
    clock.set(new Date('2026-11-19T23:59:00Z'));
    await solved(customer, worker, 1, 30);
    clock.set(new Date('2026-11-20T12:10:00Z'));
    // Waiting: one customer's task, one demo task (not counted).
    for (const id of [customer, demoCustomer]) {
      const r = await h.engine.submit({
        customerId: id,
        spec: imageSpec(),
        softId: null,
        callbackUrl: null,
        source: 'v2',
        clientIp: null,
      });
      expect(r.ok).toBe(true);
    }

    const s = await summary();
    expect(s.solvedToday).toBe(2);
    // Last 24 h: 10 s, 20 s and yesterday's 30 s.
    expect(s.avgSolveSeconds).toBe(20);
    expect(s.avgWaitSeconds).toBeCloseTo((2 + 4 + 1) / 3, 1);
    expect(s.queueLength).toBe(1);
    expect(s.prices.currency).toBe('USD');
    expect(s.prices.prices.length).toBeGreaterThan(0);
    expect(s.publicUrl).toMatch(/^https?:\/\//);
  });

  it('counts workers seen by the worker API in the last minute, demo workers never', async () => {
    clock.set(new Date('2026-11-20T12:20:00Z'));
    const worker = await h.account('worker');
    const demoWorker = await h.account('worker');
    await markDemo(demoWorker);
    const before = (await summary()).workersOnline;
    for (const id of [worker, demoWorker]) {
      await sql`insert into worker_presence (worker_id, seen_at) values (${id}, ${clock.now()})`.execute(h.database.db);
    }
    expect((await summary()).workersOnline).toBe(before + 1);
    clock.advance(61_000);
    expect((await summary()).workersOnline).toBe(0);
  });

  it('counts a worker the worker API served, on every app instance sharing the database', async () => {
    clock.set(new Date('2026-11-20T13:00:00Z'));
    const second = await testApp(h.database, { clock });
    try {
      const before = (await summary()).workersOnline;
      const worker = await makeAccount(h.database.db, clock, 'worker');
      await workerAdmissions.set(h.database.db, worker.userId, true, worker.userId, clock.now());
      // The worker's browser asks the second instance for a task; the first one counts the worker.
      const browser = await signedIn(second, worker.email);
      expect((await browser.post(`${WORK_PATHS.next}?wait=0`)).statusCode).toBe(200);
      await second.close();
      expect((await summary()).workersOnline).toBe(before + 1);
    } finally {
      await second.close();
    }
  });

  it('converts prices into the currency asked for, or says USD when it has no rate', async () => {
    const usd = await summary('USD');
    const rub = await summary('RUB');
    if (rub.prices.currency === 'RUB') {
      const rate = rub.prices.rate;
      expect(rate).toBeGreaterThan(0);
      const first = usd.prices.prices[0];
      const converted = rub.prices.prices.find((p: { type: string }) => p.type === first.type);
      expect(converted.per1000).toBeCloseTo(first.per1000 * rate, 2);
    } else {
      expect(rub.prices.rate).toBe(1);
    }
    // A rate set by staff converts the graphs' money too.
    await sql`insert into currency_rate (currency, units_per_usd_micros, source, rate_date)
      values ('CNY', 7000000, 'staff', '2026-11-20')`.execute(h.database.db);
    const cny = await summary('CNY');
    expect(cny.prices.currency).toBe('CNY');
    expect(cny.prices.rate).toBe(7);
  });

  it('samples each minute once, rolls it into hours and days, and graphs it in the currency', async () => {
    clock.set(new Date('2026-11-21T08:00:30Z'));
    const customer = await h.account('customer', 10_000_000);
    const worker = await h.account('worker');
    clock.set(new Date('2026-11-21T08:00:00Z'));
    await solved(customer, worker, 3, 12);
    clock.set(new Date('2026-11-21T08:01:05Z'));
    expect(await h.app.publicStatsSampler.sample()).toBe(true);
    expect(await h.app.publicStatsSampler.sample()).toBe(false);

    const graph = async (name: string, query = '') =>
      ok(await h.app.inject({ url: `${P.graph.replace(':graph', name)}${query}` }));
    const speed = await graph('devspeed', '?period=24h');
    expect(speed.resolution).toBe('hour');
    expect(speed.at).toHaveLength(24);
    expect(speed.at.at(-1)).toBe('2026-11-21T08:00:00.000Z');
    expect(speed.series[0].values.at(-1)).toBe(12);
    expect(speed.series[0].values[0]).toBeNull();
    const load = await graph('devload');
    expect(load.period).toBe('7d');
    expect(load.at).toHaveLength(168);
    expect(load.series.find((s: { key: string }) => s.key === 'solved').values.at(-1)).toBe(1);
    const day = await graph('workspeed', '?period=30d');
    expect(day.resolution).toBe('day');
    expect(day.series[0].values.at(-1)).toBe(3);

    const usd = await graph('devprice', '?period=24h&currency=USD');
    const cny = await graph('devprice', '?period=24h&currency=CNY');
    expect(cny.currency).toBe('CNY');
    const image = usd.series[0].values.at(-1);
    expect(image).toBeGreaterThan(0);
    expect(cny.series[0].values.at(-1)).toBeCloseTo(image * 7, 3);
    for (const name of PUBLIC_GRAPHS) expect((await graph(name)).graph).toBe(name);
    expect((await h.app.inject({ url: P.graph.replace(':graph', 'nope') })).statusCode).toBe(400);
  });

  it('rolls minutes into the hour weighted by the tasks solved, and keeps minutes a week', async () => {
    const customer = await h.account('customer', 10_000_000);
    const worker = await h.account('worker');
    // 10:00 two tasks of 10 s, 10:01 one task of 25 s: the hour averages 15 s, not 17.5 s.
    clock.set(new Date('2026-11-22T10:00:00Z'));
    await solved(customer, worker, 1, 10);
    clock.set(new Date('2026-11-22T10:00:20Z'));
    await solved(customer, worker, 1, 10);
    clock.set(new Date('2026-11-22T10:01:00Z'));
    await solved(customer, worker, 1, 25);
    clock.set(new Date('2026-11-22T10:01:30Z'));
    expect(await h.app.publicStatsSampler.sample()).toBe(true);
    clock.set(new Date('2026-11-22T10:02:30Z'));
    expect(await h.app.publicStatsSampler.sample()).toBe(true);
    const row = async (resolution: string, at: string) =>
      (
        await sql<{ solved: number; solveSeconds: number; minutes: number }>`select solved,
          solve_seconds as "solveSeconds", minutes from public_stat_sample
          where resolution = ${resolution} and at = ${new Date(at)}`.execute(h.database.db)
      ).rows[0];
    expect(await row('hour', '2026-11-22T10:00:00Z')).toMatchObject({ solved: 3, solveSeconds: 15, minutes: 2 });
    expect(await row('day', '2026-11-22T00:00:00Z')).toMatchObject({ solved: 3, solveSeconds: 15, minutes: 2 });
    // The sample of an hour's first minute, eight days on, prunes the minutes older than a week.
    clock.set(new Date('2026-11-30T11:01:30Z'));
    expect(await h.app.publicStatsSampler.sample()).toBe(true);
    expect(await row('minute', '2026-11-22T10:00:00Z')).toBeUndefined();
    expect(await row('hour', '2026-11-22T10:00:00Z')).toMatchObject({ solved: 3 });
  });

  it('never counts golden tasks (control tasks of the quality-control account mixed into live work)', async () => {
    // A second instance hands out a golden task on every claim while the control set has one.
    const golden = await testApp(h.database, { clock, env: { GOLDEN_TASK_RATE: '1' } });
    let controlId: number | null = null;
    try {
      clock.set(new Date('2026-11-24T12:00:00Z'));
      const customer = await h.account('customer', 10_000_000);
      const worker = await h.account('worker');
      // The customer's tasks first: once a golden task exists, this file's own engine (the default
      // golden rate) could hand one out in their place.
      await solved(customer, worker, 2, 10);
      await solved(customer, worker, 4, 20);
      const control = await h.database.db
        .insertInto('controlTask')
        .values({
          kind: 'image_text',
          spec: encodeSpec(imageSpec()),
          answer: JSON.stringify({ type: 'text', text: 'abc' }),
          training: false,
          golden: true,
          createdBy: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      controlId = Number(control.id);
      for (const seconds of [25, 28]) {
        const task = await golden.solving.claim(worker, { waitMs: 0 });
        expect(task).not.toBeNull();
        clock.advance(seconds * 1000);
        expect(await golden.solving.answer(worker, task?.taskId as number, { type: 'text', text: 'abc' })).toEqual({
          ok: true,
        });
      }
      const { rows } = await sql<{ n: string }>`select count(*) as n from task
        where control_task_id is not null and status = 'solved'`.execute(h.database.db);
      expect(Number(rows[0]?.n)).toBe(2);

      clock.set(new Date('2026-11-24T12:30:00Z'));
      const s = await summary();
      expect(s.solvedToday).toBe(2);
      expect(s.avgSolveSeconds).toBe(15);
      expect(s.avgWaitSeconds).toBe(3);
      // The sampler counts the customer's tasks only: two in 12:00, none in 12:01 (golden ones ended in both).
      for (const at of ['2026-11-24T12:01:30Z', '2026-11-24T12:02:30Z']) {
        clock.set(new Date(at));
        expect(await h.app.publicStatsSampler.sample()).toBe(true);
      }
      const { rows: minutes } = await sql<{ at: Date; solved: number }>`select at, solved from public_stat_sample
        where resolution = 'minute' and at in ('2026-11-24T12:00:00Z', '2026-11-24T12:01:00Z') order by at`.execute(
        h.database.db,
      );
      expect(minutes.map((m) => m.solved)).toEqual([2, 0]);
    } finally {
      // Later tests claim with the default golden rate: no golden task may be left to hand out.
      if (controlId !== null) {
        await h.database.db.updateTable('controlTask').set({ golden: false }).where('id', '=', controlId).execute();
      }
      await golden.close();
    }
  });

  it("writes a worker's presence at most every 20 s per process", async () => {
    const worker = await h.account('worker');
    const presence = createWorkerPresence({ db: h.database.db, clock, log: h.app.log });
    const seenAt = async () =>
      (
        await sql<{
          seenAt: Date;
        }>`select seen_at as "seenAt" from worker_presence where worker_id = ${worker}`.execute(h.database.db)
      ).rows[0]?.seenAt;
    clock.set(new Date('2026-11-23T08:00:00Z'));
    presence.seen(worker);
    await presence.close();
    const first = await seenAt();
    expect(new Date(first as Date).toISOString()).toBe('2026-11-23T08:00:00.000Z');
    const again = createWorkerPresence({ db: h.database.db, clock, log: h.app.log });
    again.seen(worker);
    clock.advance(10_000);
    again.seen(worker);
    await new Promise((r) => setTimeout(r, 50));
    clock.advance(11_000);
    again.seen(worker);
    await again.close();
    expect(new Date((await seenAt()) as Date).toISOString()).toBe('2026-11-23T08:00:21.000Z');
  });

  it('writes each sample once when two app instances share the database', async () => {
    const second = await testApp(h.database, { clock });
    try {
      clock.set(new Date('2026-11-21T09:30:10Z'));
      const wrote = await Promise.all([h.app.publicStatsSampler.sample(), second.publicStatsSampler.sample()]);
      expect(wrote.filter(Boolean)).toHaveLength(1);
      const { rows } = await sql<{ n: string }>`select count(*) as n from public_stat_sample
        where resolution = 'minute' and at = '2026-11-21T09:29:00Z'`.execute(h.database.db);
      expect(Number(rows[0]?.n)).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('backfills the graphs from the task history at the first sample, on one process, once', async () => {
    await h.drain();
    const customer = await h.account('customer', 10_000_000);
    const demoCustomer = await h.account('customer', 10_000_000);
    const worker = await h.account('worker');
    await markDemo(demoCustomer);
    // Tasks solved before the sampler ever ran: 09:xx two (10 s, 20 s) and a demo one, 11:xx one (30 s).
    clock.set(new Date('2027-03-08T09:10:00Z'));
    await solved(customer, worker, 2, 10);
    clock.set(new Date('2027-03-08T09:20:00Z'));
    await solved(customer, worker, 4, 20);
    await solved(demoCustomer, worker, 1, 5);
    clock.set(new Date('2027-03-08T11:15:00Z'));
    await solved(customer, worker, 6, 30);
    // The price of image captchas went up at 10:30.
    await sql`insert into price (price_key, customer_per1000_micros, worker_per1000_micros, created_at)
      values ('image_text', 9000000, 4500000, '2027-03-08T10:30:00Z')`.execute(h.database.db);
    // Today, before the first sample: one task at 12:05.
    clock.set(new Date('2027-03-10T12:05:00Z'));
    await solved(customer, worker, 1, 8);

    type Row = Record<string, number | null>;
    const row = async (resolution: string, at: string) =>
      (
        await sql<Row>`select minutes, workers_online as "workersOnline", queue_length as "queueLength", solved,
          solve_seconds as "solveSeconds", wait_seconds as "waitSeconds", image_price_micros as "imagePrice",
          token_price_micros as "tokenPrice" from public_stat_sample
          where resolution = ${resolution} and at = ${new Date(at)}`.execute(h.database.db)
      ).rows[0];
    const second = await testApp(h.database, { clock });
    try {
      clock.set(new Date('2027-03-10T12:20:30Z'));
      const wrote = await Promise.all([h.app.publicStatsSampler.sample(), second.publicStatsSampler.sample()]);
      expect(wrote.filter(Boolean)).toHaveLength(1);
    } finally {
      await second.close();
    }
    const nine = await row('hour', '2027-03-08T09:00:00Z');
    const eleven = await row('hour', '2027-03-08T11:00:00Z');
    expect(nine).toMatchObject({ minutes: 0, workersOnline: null, queueLength: null, solved: 2, solveSeconds: 15 });
    expect(nine?.waitSeconds).toBe(3);
    expect(eleven).toMatchObject({ minutes: 0, solved: 1, solveSeconds: 30, waitSeconds: 6 });
    expect(await row('hour', '2027-03-08T10:00:00Z')).toBeUndefined();
    // The prices of the time: image captchas dearer from 10:30 on, token captchas the same.
    expect(Number(eleven?.imagePrice)).toBeGreaterThan(Number(nine?.imagePrice));
    expect(Number(nine?.tokenPrice)).toBeGreaterThan(0);
    expect(Number(eleven?.tokenPrice)).toBe(Number(nine?.tokenPrice));
    expect(await row('day', '2027-03-08T00:00:00Z')).toMatchObject({ minutes: 0, solved: 3, solveSeconds: 20 });
    // The current hour: the backfilled minute and the sampled one; gauges from the sampled minute only.
    expect(await row('minute', '2027-03-10T12:05:00Z')).toMatchObject({ minutes: 0, solved: 1, solveSeconds: 8 });
    const noon = await row('hour', '2027-03-10T12:00:00Z');
    expect(noon).toMatchObject({ minutes: 1, solved: 1, solveSeconds: 8, queueLength: 0 });

    // The graph shows the history; gauges unknown then are gaps, not zeros.
    const load = ok(await h.app.inject({ url: `${P.graph.replace(':graph', 'devload')}?period=7d` })) as {
      at: string[];
      series: { key: string; values: (number | null)[] }[];
    };
    const i = load.at.indexOf('2027-03-08T09:00:00.000Z');
    expect(load.series.find((s) => s.key === 'solved')?.values[i]).toBe(2);
    expect(load.series.find((s) => s.key === 'queueLength')?.values[i]).toBeNull();

    // Another gap later (no sample at 12:38): backfilling again changes nothing already written.
    const before = await sql`select * from public_stat_sample where resolution in ('hour', 'day')
      and at < '2027-03-10T00:00:00Z' order by resolution, at`.execute(h.database.db);
    clock.set(new Date('2027-03-10T12:40:30Z'));
    expect(await h.app.publicStatsSampler.sample()).toBe(true);
    const after = await sql`select * from public_stat_sample where resolution in ('hour', 'day')
      and at < '2027-03-10T00:00:00Z' order by resolution, at`.execute(h.database.db);
    expect(after.rows).toEqual(before.rows);
    expect(await row('hour', '2027-03-10T12:00:00Z')).toMatchObject({ minutes: 2, solved: 1 });
  });
});
