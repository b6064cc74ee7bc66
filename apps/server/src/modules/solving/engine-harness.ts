/** A test app's solving engine on one database target, with funded accounts (tests only). */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { testApp } from '../../../test/app.ts';
import type { DatabaseTarget } from '../../../test/databases.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { ledgerService } from '../billing/index.ts';
import { createConfirmedAccount } from '../identity/index.ts';
import type { SolvingEngine } from './engine.types.ts';

let seq = 0;

/** Call inside a `describe`: opens the database and the app before its tests, closes them after. */
export function engineHarness(target: DatabaseTarget) {
  const clock = manualClock(new Date());
  const h = {
    clock,
    database: undefined as unknown as DatabaseHandle,
    app: undefined as unknown as FastifyInstance,
    engine: undefined as unknown as SolvingEngine & { sweep(): Promise<number> },
    ledger: () => ledgerService({ db: h.database.db, clock }),
    /** A confirmed account of this type, funded with `fundsMicros`. */
    async account(userType: 'customer' | 'worker' | 'developer', fundsMicros = 0) {
      seq += 1;
      const id = await createConfirmedAccount(h.database.db, clock, {
        email: `${userType}${seq}-${target.name}-${process.pid}@example.com`,
        password: 'long-password-1',
        userType,
      });
      if (fundsMicros) await h.ledger().credit(id, fundsMicros, `fund:${id}`, 'test funds');
      return id;
    },
    balance: (id: number) => h.ledger().balance(id),
    /** The sum of every ledger entry (always 0). */
    async booksBalance() {
      const { rows } = await sql<{
        s: number;
      }>`select coalesce(sum(amount_micros), 0)::bigint as s from ledger_entry`.execute(h.database.db);
      return Number(rows[0]?.s);
    },
    /** Ends whatever tasks earlier tests left in the queue, so each test sees its own. */
    async drain() {
      clock.advance(3600_000);
      await h.engine.sweep();
    },
  };
  beforeAll(async () => {
    h.database = await target.open();
    h.app = await testApp(h.database, { clock });
    await h.app.ready();
    h.engine = h.app.solving;
  });
  afterAll(async () => {
    await h.app?.close();
    await h.database?.close();
  });
  return h;
}
