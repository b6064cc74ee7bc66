// Prepares the solver benchmark's accounts directly in the database, before the server starts
// (PGlite's data directory is locked by one process: this runs, closes, then the server opens it).
// Run with `node --import tsx bench/lib/setup.ts` and the server's env (DATA_DIR or DATABASE_URL);
// BENCH_CUSTOMERS and BENCH_WORKERS say how many. Prints {customers:[{id,apiKey}],workers:[{id,token}]}.
import { loadConfig } from '../../apps/server/src/config.ts';
import { ledgerService } from '../../apps/server/src/modules/billing/ledger.service.ts';
import { createConfirmedAccount } from '../../apps/server/src/modules/identity/accounts.ts';
import { TOKEN_PREFIX } from '../../apps/server/src/modules/work/work.service.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { type Db, openDatabase } from '../../apps/server/src/platform/db.ts';
import { migrateToLatest } from '../../apps/server/src/platform/migrate.ts';
import { randomToken, sha256 } from '../../apps/server/src/platform/secrets.ts';

/**
 * Each customer's funds: $1,000, i.e. a million image captchas at $1 per 1000 — far more than a
 * run spends, the submit-only run included (its captchas stay queued, each holding its price).
 */
const FUNDS_MICROS = 1_000_000_000;

export interface BenchAccounts {
  customers: { id: number; apiKey: string }[];
  workers: { id: number; token: string }[];
}

/** `customers` funded customers with API keys and `workers` admitted workers with one token each. */
export async function createBenchAccounts(db: Db, customers: number, workers: number): Promise<BenchAccounts> {
  const ledger = ledgerService({ db, clock: systemClock });
  const tag = `${process.pid}-${Date.now()}`;
  const out: BenchAccounts = { customers: [], workers: [] };
  for (let i = 0; i < customers; i++) {
    const id = await createConfirmedAccount(db, systemClock, {
      email: `bench-customer-${tag}-${i}@example.com`,
      password: `bench-password-${tag}`,
      userType: 'customer',
    });
    await ledger.credit(id, FUNDS_MICROS, `bench:fund:${id}`, 'benchmark funds');
    const row = await db.selectFrom('userAccount').select('apiKey').where('id', '=', id).executeTakeFirstOrThrow();
    if (!row.apiKey) throw new Error(`customer ${id} has no API key`);
    out.customers.push({ id, apiKey: row.apiKey });
  }
  for (let i = 0; i < workers; i++) {
    const id = await createConfirmedAccount(db, systemClock, {
      email: `bench-worker-${tag}-${i}@example.com`,
      password: `bench-password-${tag}`,
      userType: 'worker',
    });
    const now = systemClock.now();
    await db
      .insertInto('workerAdmission')
      .values({ userId: id, admittedAt: now, admittedBy: null, updatedAt: now, updatedBy: null })
      .execute();
    const token = `${TOKEN_PREFIX}${randomToken(32)}`;
    await db
      .insertInto('workerToken')
      .values({ userId: id, tokenHash: sha256(token), name: 'bench', createdAt: now })
      .execute();
    out.workers.push({ id, token });
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const database = await openDatabase(loadConfig().database);
  try {
    await migrateToLatest(database.db);
    const accounts = await createBenchAccounts(
      database.db,
      Number(process.env.BENCH_CUSTOMERS ?? 20),
      Number(process.env.BENCH_WORKERS ?? 10),
    );
    process.stdout.write(`${JSON.stringify(accounts)}\n`);
  } finally {
    await database.close();
  }
}
