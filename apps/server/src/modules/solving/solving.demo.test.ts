import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { seedDemo } from '../../db/seeds/demo.ts';
import { systemClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { ledgerService } from '../billing/index.ts';
import { createApiErrorLog, customerService } from '../customer/index.ts';
import { identityDemoStep } from '../identity/index.ts';
import { paymentsDemoStep } from '../payments/index.ts';
import { statsService } from '../stats/index.ts';
import type { SolvingEngine } from './engine.types.ts';
import { DEMO_TASKS_PER_DAY, DEMO_WELCOME_CREDIT_MICROS, solvingDemoStep } from './solving.demo.ts';
import { decodeSpec } from './spec-codec.ts';
import { sniffImage } from './task-types/index.ts';

const DAY = 86_400_000;
const PRICE = 1_000; // image_text, per the price table of a fresh database

describe.each(DATABASE_TARGETS)('solving demo data on $name', (target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database?.close());

  const idOf = async (email: string) =>
    (await database.db.selectFrom('userAccount').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const sumOf = async (userId: number, kind: 'credit' | 'settle' | 'refund' | 'release') =>
    Number(
      (
        await database.db
          .selectFrom('ledgerTransaction')
          .select(sql<string>`coalesce(sum(amount_micros), 0)::text`.as('s'))
          .where('userId', '=', userId)
          .where('kind', '=', kind)
          .executeTakeFirstOrThrow()
      ).s,
    );

  it('gives the demo customer a week of tasks whose figures add up on every cabinet page', async () => {
    expect(await seedDemo(database.db, [identityDemoStep, paymentsDemoStep, solvingDemoStep])).toEqual([
      'identity',
      'payments',
      'solving',
    ]);
    expect(await seedDemo(database.db, [identityDemoStep, paymentsDemoStep, solvingDemoStep])).toEqual([]);
    const db = database.db;
    const customer = await idOf('customer@demo.crowdsolve.local');
    const worker = await idOf('worker@demo.crowdsolve.local');
    const ledger = ledgerService({ db, clock: systemClock });

    // The books balance; the balance is what was credited less what was charged (net of refunds).
    const { rows } = await sql<{
      s: string;
    }>`select coalesce(sum(amount_micros), 0)::text as s from ledger_entry`.execute(db);
    expect(Number(rows[0]?.s)).toBe(0);
    const credited = await sumOf(customer, 'credit');
    expect(credited).toBe(DEMO_WELCOME_CREDIT_MICROS + 25_000_000);
    const charged = (await sumOf(customer, 'settle')) - (await sumOf(customer, 'refund'));
    expect(await ledger.balance(customer)).toEqual({ balanceMicros: credited - charged, heldMicros: 0 });
    expect((await ledger.balance(worker)).balanceMicros).toBeGreaterThan(0);

    // Tasks over the last 7 UTC days (today may have none in its first hours), real images.
    const now = Date.now();
    const from = Math.floor(now / DAY) * DAY - 6 * DAY;
    const tasks = await db
      .selectFrom('task')
      .select(['id', 'createdAt', 'status', 'spec'])
      .where('customerId', '=', customer)
      .execute();
    const total = tasks.length;
    expect(total).toBeGreaterThanOrEqual(DEMO_TASKS_PER_DAY.slice(0, 6).reduce((a, b) => a + b, 0));
    expect(total).toBeLessThanOrEqual(40);
    for (const t of tasks) {
      expect(new Date(t.createdAt).getTime()).toBeGreaterThanOrEqual(from);
      expect(new Date(t.createdAt).getTime()).toBeLessThan(now);
    }
    expect(new Set(tasks.map((t) => new Date(t.createdAt).toISOString().slice(0, 10))).size).toBeGreaterThanOrEqual(6);
    const image = decodeSpec(tasks[0]?.spec).image;
    expect(sniffImage(image?.bytes ?? Buffer.alloc(0))).toMatchObject({ mime: 'image/png', width: 92, height: 36 });
    expect(charged).toBe((total - 3) * PRICE);

    // The dashboard and the statistics show the same week.
    const customers = customerService({ db, clock: systemClock, ledger, engine: {} as SolvingEngine });
    const dashboard = await customers.dashboard(customer, null);
    expect(dashboard.days).toHaveLength(7);
    expect(dashboard.days.reduce((s, d) => s + d.tasks, 0)).toBe(total);
    expect(dashboard.days.reduce((s, d) => s + d.solved, 0)).toBe(total - 2);
    expect(dashboard.days.reduce((s, d) => s + d.spentMicros, 0)).toBe(charged);
    expect(dashboard.days.filter((d) => d.tasks > 0).length).toBeGreaterThanOrEqual(6);
    expect(dashboard).toMatchObject({ unresolved: 0, balanceMicros: credited - charged, heldMicros: 0 });
    expect(dashboard.latest.length).toBeGreaterThan(0);
    const stats = statsService({ db, clock: systemClock });
    expect((await stats.uploads(customer, {})).totals).toEqual({
      submitted: total,
      solved: total - 2,
      unsolvable: 2,
      refunded: 1,
      costMicros: charged,
    });
    const graph = await stats.graph(customer, {});
    expect(graph.days.reduce((s, d) => s + d.spendMicros, 0)).toBe(charged);
    expect(graph.days.find((d) => d.solved > 0)?.avgSolveSeconds).toBeGreaterThan(0);

    // Unsolvable: one nobody took, one marked "not a captcha"; both holds released, nothing charged.
    const impossible = await customers.impossible(customer, 0);
    expect(impossible.totalCount).toBe(2);
    expect(impossible.records.map((r) => [r.attempts, r.releasedMicros, r.costMicros, r.reason])).toEqual([
      [1, PRICE, 0, 'no_answer'],
      [0, PRICE, 0, 'no_answer'],
    ]);
    expect(await sumOf(customer, 'release')).toBe(2 * PRICE);

    // One accepted complaint, refunded, dated when it was made (within the task's report window).
    const complaints = await customers.complaints(customer, 0);
    expect(complaints).toMatchObject({ totalCount: 1, acceptedCount: 1, refundedMicros: PRICE });
    const complaint = complaints.records[0];
    expect(complaint).toMatchObject({ state: 'solved', accepted: true, refundedMicros: PRICE, costMicros: 0 });
    const reportedAfter = Date.parse(complaint?.reportedAt ?? '') - Date.parse(complaint?.endedAt ?? '');
    expect(reportedAfter).toBeGreaterThan(0);
    expect(reportedAfter).toBeLessThanOrEqual(10 * 60_000);

    const notCaptcha = await customers.notCaptcha(customer, 0);
    expect(notCaptcha.totalCount).toBe(1);
    expect(notCaptcha.records[0]).toMatchObject({ marks: 1, state: 'unsolvable' });
    // Marked within the seeded week, before the seed's last quarter of an hour (at any time of day:
    // early in a UTC day the seed's last tasks are the day before's).
    const markedAt = Date.parse(notCaptcha.records[0]?.markedAt ?? '');
    expect(markedAt).toBeGreaterThan(from);
    expect(markedAt).toBeLessThan(now - 15 * 60_000);

    // The API errors of the last 7 days.
    const errors = await createApiErrorLog({ db, clock: systemClock, log: pino({ level: 'silent' }) }).groups(
      customer,
      7,
    );
    expect(Object.fromEntries(errors.groups.map((g) => [g.code, g.count]))).toEqual({
      ERROR_ZERO_BALANCE: 4,
      ERROR_WRONG_CAPTCHA_ID: 5,
      ERROR_NO_SUCH_CAPCHA_ID: 2,
    });
  });
});
