import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openMemoryDatabase } from './db.ts';
import { registerStatementStats, STATEMENT_STATS_PATH } from './statement-stats.ts';

describe('statement stats', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openMemoryDatabase({ statementStats: true });
  });
  afterAll(async () => {
    await database.close();
  });

  const stats = () => ({ ...(database.statementStats ?? { statements: Number.NaN, transactions: Number.NaN }) });
  const delta = (before: ReturnType<typeof stats>) => {
    const now = stats();
    return { statements: now.statements - before.statements, transactions: now.transactions - before.transactions };
  };

  it('counts a statement outside a transaction as its own transaction', async () => {
    const before = stats();
    await sql`select 1`.execute(database.db);
    expect(delta(before)).toEqual({ statements: 1, transactions: 1 });
  });

  it('counts BEGIN and COMMIT as statements and the transaction once', async () => {
    const before = stats();
    await database.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await sql`select 2`.execute(trx);
    });
    expect(delta(before)).toEqual({ statements: 4, transactions: 1 });
  });

  it('counts ROLLBACK and savepoints, and a rolled-back transaction once', async () => {
    const before = stats();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`savepoint a`.execute(trx);
        await sql`rollback to savepoint a`.execute(trx);
        await sql`select 1`.execute(trx);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    // begin, savepoint, rollback to, select, rollback
    expect(delta(before)).toEqual({ statements: 5, transactions: 1 });
    await sql`select 1`.execute(database.db);
    expect(delta(before)).toEqual({ statements: 6, transactions: 2 });
  });

  it('answers GET /internal/db-stats with the counters', async () => {
    const app = Fastify();
    const counters = { statements: 7, transactions: 3 };
    registerStatementStats(app, counters);
    const res = await app.inject({ method: 'GET', url: STATEMENT_STATS_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statements: 7, transactions: 3 });
    await app.close();
  });

  it('is off by default (DB_STATEMENT_STATS)', () => {
    expect(loadConfig({}).database.statementStats).toBeUndefined();
    expect(loadConfig({ DB_STATEMENT_STATS: 'true' }).database.statementStats).toBe(true);
    expect(() => loadConfig({ DB_STATEMENT_STATS: 'maybe' })).toThrow(/DB_STATEMENT_STATS must be true or false/);
  });
});
