import { CATALOG_PATHS as C, catalogPath, SOFTWARE_STATS_MAX_DAYS } from '@crowdsolve/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { expectError, ok } from '../../../test/smtp.ts';
import { catalogHarness, type Harness } from './catalog-harness.ts';

const DAY_MS = 86_400_000;

describe.each(DATABASE_TARGETS)('catalogue statistics on $name', (target) => {
  let h: Harness;
  let dev: Awaited<ReturnType<Harness['account']>>;
  let item: { softId: number; slug: string };
  beforeAll(async () => {
    // Noon of 2026-11-10 (UTC).
    h = await catalogHarness(target, '2026-11-10T12:00:00Z');
    dev = await h.account('developer');
    item = await h.submit(dev.browser, { slug: 'stats-app' });
    await h.decide(item.softId);
    const a = await h.account('customer');
    const b = await h.account('customer');
    // Today: 3 solved tasks of a (paying the developer), 1 queued of b; yesterday: 2 solved of b;
    // 8 days ago: 1 (outside the default week). Plus a solved task that paid nobody.
    await h.tasks(item.softId, a.userId, 3, { priceMicros: 1234, developerId: dev.userId });
    await h.tasks(item.softId, b.userId, 1, { status: 'queued', priceMicros: 5000, developerId: dev.userId });
    await h.tasks(item.softId, b.userId, 2, { ageMs: DAY_MS, priceMicros: 999, developerId: dev.userId });
    await h.tasks(item.softId, b.userId, 1, { ageMs: 8 * DAY_MS, developerId: dev.userId });
    await h.tasks(item.softId, a.userId, 1, { ageMs: DAY_MS, priceMicros: 100_000, developerId: null });
    // Opening a fresh embedded database and the app takes long on a busy machine.
  }, 180_000);
  afterAll(async () => h?.close());

  it('shows anyone the last 7 days’ tasks and users per day, never earnings', async () => {
    const reply = ok(await h.app.inject({ url: catalogPath(C.publicStats, { slug: 'stats-app' }) }));
    expect(reply).toMatchObject({
      softId: item.softId,
      slug: 'stats-app',
      dateFrom: '2026-11-04',
      dateTo: '2026-11-10',
    });
    expect(reply.days).toHaveLength(7);
    expect(reply.days.at(-1)).toEqual({ date: '2026-11-10', tasks: 4, users: 2 });
    expect(reply.days.at(-2)).toEqual({ date: '2026-11-09', tasks: 3, users: 2 });
    expect(reply.days[0]).toEqual({ date: '2026-11-04', tasks: 0, users: 0 });
    expect(reply.totals).toEqual({ tasks: 7, users: 2 });
    expect(JSON.stringify(reply)).not.toMatch(/commission|micros|earn/i);
  });

  it('takes a period, checked', async () => {
    const url = (q: string) => `${catalogPath(C.publicStats, { slug: 'stats-app' })}?${q}`;
    const reply = ok(await h.app.inject({ url: url('dateFrom=2026-11-02&dateTo=2026-11-02') }));
    expect(reply.days).toEqual([{ date: '2026-11-02', tasks: 1, users: 1 }]);
    expectError(await h.app.inject({ url: url('dateFrom=2026-11-05&dateTo=2026-11-01') }), 400, 'ERROR_VALIDATION');
    expectError(await h.app.inject({ url: url('dateFrom=2026-02-30') }), 400, 'ERROR_VALIDATION');
    expectError(await h.app.inject({ url: url('dateFrom=10.11.2026') }), 400, 'ERROR_VALIDATION');
    const tooLong = new Date(Date.parse('2026-11-10') - SOFTWARE_STATS_MAX_DAYS * DAY_MS).toISOString().slice(0, 10);
    expectError(await h.app.inject({ url: url(`dateFrom=${tooLong}&dateTo=2026-11-10`) }), 400, 'ERROR_VALIDATION');
  });

  it('shows the owner the commission per day (the developer’s share of solved tasks that paid them)', async () => {
    const reply = ok(await dev.browser.get(catalogPath(C.ownerStats, { ref: 'stats-app' })));
    // Today: 3 × floor(1234 × 10 %) = 369; yesterday 2 × floor(999 × 10 %) = 198 (the unpaid task earns nothing).
    expect(reply.days.at(-1)).toEqual({ date: '2026-11-10', tasks: 4, users: 2, commissionMicros: 369 });
    expect(reply.days.at(-2)).toEqual({ date: '2026-11-09', tasks: 3, users: 2, commissionMicros: 198 });
    expect(reply.totals).toEqual({ tasks: 7, users: 2, commissionMicros: 567 });
    // By soft_id too; nobody else gets it.
    expect(ok(await dev.browser.get(catalogPath(C.ownerStats, { ref: item.softId }))).totals.commissionMicros).toBe(
      567,
    );
    const other = await h.account('developer');
    expectError(await other.browser.get(catalogPath(C.ownerStats, { ref: 'stats-app' })), 404, 'ERROR_NOT_FOUND');
    expectError(await h.app.inject({ url: catalogPath(C.ownerStats, { ref: 'stats-app' }) }), 400, 'ERROR_EMPTY_USER');
  });

  it('traces a task’s soft_id to its catalogue item', async () => {
    const task = await h.database.db
      .selectFrom('task')
      .innerJoin('software', 'software.id', 'task.softId')
      .select(['software.slug', 'software.developerId'])
      .where('task.softId', '=', item.softId)
      .executeTakeFirstOrThrow();
    expect(task).toEqual({ slug: 'stats-app', developerId: dev.userId });
  });

  it('has no public statistics for an unpublished item', async () => {
    const pending = await h.submit(dev.browser, { slug: 'stats-pending' });
    expectError(
      await h.app.inject({ url: catalogPath(C.publicStats, { slug: pending.slug }) }),
      404,
      'ERROR_NOT_FOUND',
    );
    expect(ok(await dev.browser.get(catalogPath(C.publicStats, { slug: pending.slug }))).totals).toEqual({
      tasks: 0,
      users: 0,
    });
  });
});
