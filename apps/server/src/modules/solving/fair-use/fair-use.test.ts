import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../../test/databases.ts';
import { manualClock } from '../../../platform/clock.ts';
import type { DatabaseHandle } from '../../../platform/db.ts';
import { createFairUse } from './fair-use.ts';

const log = pino({ level: 'silent' });

describe.each(DATABASE_TARGETS)('fair use shared by processes on $name', (target) => {
  let database: DatabaseHandle;
  const clock = manualClock(new Date('2026-11-24T12:00:00.500Z'));

  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  /** Two processes on one database (flushed by hand). */
  function twoProcesses() {
    return [0, 1].map(() => createFairUse(database.db, clock, log, { flushEveryMs: 0, refusalDelayMs: 0 }));
  }

  it("adds the other processes' counts: 40 + 30 submits of one key within 3 s pass, the next ones do not", async () => {
    const [a, b] = twoProcesses();
    for (let i = 0; i < 40; i++) expect(a?.submit(7)).toBeNull();
    for (let i = 0; i < 20; i++) expect(b?.submit(7)).toBeNull();
    await a?.flush();
    await b?.flush();
    await a?.flush();
    // 60 in the window so far across both: one more is one too many, on either process.
    expect(b?.submit(7)?.code).toBe('MAX_USER_TURN');
    await b?.flush();
    await a?.flush();
    // The block tripped on b holds on a within a flush.
    expect(a?.submit(7)).toMatchObject({ code: 'MAX_USER_TURN' });
    expect(a?.submit(8)).toBeNull();
    await Promise.all([a?.close(), b?.close()]);
  });

  it('keeps one row per subject, kind, window and process (no row written by two processes)', async () => {
    const [a, b] = twoProcesses();
    for (let i = 0; i < 3; i++) {
      a?.result(9);
      b?.result(9);
      await Promise.all([a?.flush(), b?.flush()]);
    }
    const rows = await database.db
      .selectFrom('solverUsage')
      .select(['processId', 'hits'])
      .where('subject', '=', 'key:9')
      .where('kind', '=', 'result')
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.hits)).toEqual([3, 3]);
    await Promise.all([a?.close(), b?.close()]);
  });

  it('an IP banned on one process is refused on another', async () => {
    const [a, b] = twoProcesses();
    for (let i = 0; i < 6; i++) a?.badKey('198.51.100.4');
    expect(a?.ipBlocked('198.51.100.4')?.code).toBe('1004');
    expect(b?.ipBlocked('198.51.100.4')).toBeNull();
    await a?.flush();
    await b?.flush();
    expect(b?.ipBlocked('198.51.100.4')).toMatchObject({ code: '1004' });
    await Promise.all([a?.close(), b?.close()]);
  });

  it('answers a refusal late, unless too many already wait', async () => {
    const fairUse = createFairUse(database.db, clock, log, { flushEveryMs: 0, refusalDelayMs: 60 });
    const started = performance.now();
    expect(await fairUse.delayRefusal()).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    const waiting = Array.from({ length: 2000 }, () => fairUse.delayRefusal());
    expect(await fairUse.delayRefusal()).toBe(false);
    await fairUse.close(); // lets every waiting refusal go
    expect(await Promise.all(waiting)).toEqual(Array(2000).fill(true));
  });
});
