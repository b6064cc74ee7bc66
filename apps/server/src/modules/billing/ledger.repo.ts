import { sql } from 'kysely';
import type { LedgerAccountKind, LedgerTransactionKind } from '../../db/schema.ts';
import type { Db } from '../../platform/db.ts';

export type UserAccountKind = Extract<LedgerAccountKind, 'user_balance' | 'hold'>;
export type SystemAccountKind = Extract<LedgerAccountKind, 'platform_revenue' | 'external'>;

export interface AccountRow {
  id: number;
  kind: LedgerAccountKind;
  userId: number | null;
  balanceMicros: number;
}

/** A change to one user account: the balance delta and the analytics running totals. */
export interface AccountChange {
  accountId: number;
  deltaMicros: number;
  spentMicros: number;
  earnedMicros: number;
  creditAt: Date | null;
}

export interface NewTransaction {
  kind: LedgerTransactionKind;
  idempotencyKey: string;
  userId: number;
  amountMicros: number;
  reference: string | null;
  memo: string | null;
  request: Record<string, unknown>;
  refundsTransactionId: number | null;
  createdBy: number | null;
  createdAt: Date;
}

const TRANSACTION_COLUMNS = [
  'id',
  'kind',
  'idempotencyKey',
  'userId',
  'amountMicros',
  'reference',
  'memo',
  'request',
  'refundsTransactionId',
  'createdBy',
  'createdAt',
] as const;

/** Reads and writes of the ledger tables. Every method takes the db or a transaction first. */
export const ledgerRepo = {
  /** Inserts the transaction row; undefined when its idempotency key exists already (nothing inserted). */
  async insertTransaction(db: Db, values: NewTransaction): Promise<number | undefined> {
    const row = await db
      .insertInto('ledgerTransaction')
      .values({ ...values, request: JSON.stringify(values.request) })
      .onConflict((oc) => oc.column('idempotencyKey').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  },

  findTransactionByKey(db: Db, idempotencyKey: string) {
    return db
      .selectFrom('ledgerTransaction')
      .select(TRANSACTION_COLUMNS)
      .where('idempotencyKey', '=', idempotencyKey)
      .executeTakeFirst();
  },

  /** The entries of a transaction with their accounts, in the order they were written. */
  entriesOf(db: Db, transactionId: number) {
    return db
      .selectFrom('ledgerEntry as e')
      .innerJoin('ledgerAccount as a', 'a.id', 'e.accountId')
      .select(['e.accountId', 'a.kind', 'a.userId', 'e.amountMicros', 'e.balanceAfterMicros'])
      .where('e.transactionId', '=', transactionId)
      .orderBy('e.id')
      .execute();
  },

  /** Creates the missing user accounts (balance and hold) of these users, in a fixed order. */
  async ensureUserAccounts(db: Db, wanted: { kind: UserAccountKind; userId: number }[]): Promise<void> {
    if (wanted.length === 0) return;
    const userIds = [...new Set(wanted.map((w) => w.userId))];
    const existing = await db
      .selectFrom('ledgerAccount')
      .select(['kind', 'userId'])
      .where('userId', 'in', userIds)
      .execute();
    const have = new Set(existing.map((r) => `${r.kind}:${r.userId}`));
    const missing = uniqueAccounts(wanted).filter((w) => !have.has(`${w.kind}:${w.userId}`));
    if (missing.length === 0) return;
    // A fixed order, so that two transactions creating the same accounts never wait on each other crosswise.
    missing.sort((a, b) => a.userId - b.userId || a.kind.localeCompare(b.kind));
    await db
      .insertInto('ledgerAccount')
      .values(missing)
      .onConflict((oc) => oc.columns(['kind', 'userId']).doNothing())
      .execute();
  },

  /**
   * Locks these user accounts in id order, so that concurrent movements over the same accounts queue
   * up instead of deadlocking. Returns their balances.
   */
  lockUserAccounts(db: Db, wanted: { kind: UserAccountKind; userId: number }[]): Promise<AccountRow[]> {
    return db
      .selectFrom('ledgerAccount')
      .select(['id', 'kind', 'userId', 'balanceMicros'])
      .where((eb) =>
        eb.or(uniqueAccounts(wanted).map((w) => eb.and([eb('kind', '=', w.kind), eb('userId', '=', w.userId)]))),
      )
      .orderBy('id')
      .forUpdate()
      .execute();
  },

  /** Applies the changes to locked user accounts in one statement; returns the balances after. */
  async applyUserChanges(db: Db, changes: AccountChange[], now: Date): Promise<Map<number, number>> {
    if (changes.length === 0) return new Map();
    const values = sql.join(
      changes.map(
        (c) =>
          sql`(${c.accountId}::bigint, ${c.deltaMicros}::bigint, ${c.spentMicros}::bigint, ${c.earnedMicros}::bigint, ${c.creditAt}::timestamptz)`,
      ),
    );
    const { rows } = await sql<{ id: number; balanceMicros: number }>`
      update ledger_account as a
      set balance_micros = a.balance_micros + d.delta,
          spent_micros = a.spent_micros + d.spent,
          earned_micros = a.earned_micros + d.earned,
          last_credit_at = coalesce(d.credit_at, a.last_credit_at),
          updated_at = ${now}
      from (values ${values}) as d (id, delta, spent, earned, credit_at)
      where a.id = d.id
      returning a.id, a.balance_micros`.execute(db);
    return new Map(rows.map((r) => [Number(r.id), Number(r.balanceMicros)]));
  },

  /** Moves a platform account's balance; returns its id and balance after. Taken last: it is the hot row. */
  async applySystemDelta(db: Db, kind: SystemAccountKind, deltaMicros: number, now: Date) {
    return db
      .updateTable('ledgerAccount')
      .set((eb) => ({ balanceMicros: eb('balanceMicros', '+', deltaMicros), updatedAt: now }))
      .where('kind', '=', kind)
      .where('userId', 'is', null)
      .returning(['id', 'balanceMicros'])
      .executeTakeFirstOrThrow();
  },

  async insertEntries(
    db: Db,
    rows: {
      transactionId: number;
      accountId: number;
      amountMicros: number;
      balanceAfterMicros: number;
      createdAt: Date;
    }[],
  ): Promise<void> {
    if (rows.length > 0) await db.insertInto('ledgerEntry').values(rows).execute();
  },

  /** A user's two accounts (absent until money first moved), with the analytics totals. */
  userAccounts(db: Db, userId: number) {
    return db
      .selectFrom('ledgerAccount')
      .select(['kind', 'balanceMicros', 'spentMicros', 'earnedMicros', 'lastCreditAt'])
      .where('userId', '=', userId)
      .where('kind', 'in', ['user_balance', 'hold'])
      .execute();
  },

  /** Entries on a user's balance and hold accounts, newest first. */
  async movements(db: Db, userId: number, page: number, pageSize: number) {
    const accounts = db
      .selectFrom('ledgerAccount')
      .select('id')
      .where('userId', '=', userId)
      .where('kind', 'in', ['user_balance', 'hold']);
    const [records, total] = await Promise.all([
      db
        .selectFrom('ledgerEntry as e')
        .innerJoin('ledgerAccount as a', 'a.id', 'e.accountId')
        .innerJoin('ledgerTransaction as t', 't.id', 'e.transactionId')
        .select([
          'e.id',
          'e.transactionId',
          't.kind',
          'a.kind as accountKind',
          'e.amountMicros',
          'e.balanceAfterMicros',
          't.reference',
          't.memo',
          't.createdBy',
          'e.createdAt',
        ])
        .where('e.accountId', 'in', accounts)
        .orderBy('e.id', 'desc')
        .limit(pageSize)
        .offset(page * pageSize)
        .execute(),
      db
        .selectFrom('ledgerEntry')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('accountId', 'in', accounts)
        .executeTakeFirstOrThrow(),
    ]);
    return { records, totalCount: Number(total.count) };
  },
};

function uniqueAccounts(wanted: { kind: UserAccountKind; userId: number }[]) {
  const seen = new Map<string, { kind: UserAccountKind; userId: number }>();
  for (const w of wanted) seen.set(`${w.kind}:${w.userId}`, { kind: w.kind, userId: w.userId });
  return [...seen.values()];
}
