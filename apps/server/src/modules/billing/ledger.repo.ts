import { type RawBuilder, sql } from 'kysely';
import type { LedgerAccountKind, LedgerTransactionKind } from '../../db/schema.ts';
import type { Db } from '../../platform/db.ts';
import type { UserMove } from './ledger.plan.ts';

export type UserAccountKind = Extract<LedgerAccountKind, 'user_balance' | 'hold'>;
export type SystemAccountKind = Extract<LedgerAccountKind, 'platform_revenue' | 'external'>;

/** What `ledger_post()` is called with. */
export interface PostCall {
  kind: LedgerTransactionKind;
  key: string | RawBuilder<string>;
  userId: number;
  amountMicros: number;
  reference: string | null | RawBuilder<string>;
  memo: string | null;
  request: Record<string, unknown> | RawBuilder<unknown>;
  refundsTransactionId: number | null;
  createdBy: number | null;
  now: Date;
  moves: UserMove[];
  system: Partial<Record<SystemAccountKind, number>>;
}

export interface PostedEntry {
  accountId: number;
  account: LedgerAccountKind;
  userId: number | null;
  amountMicros: number;
  balanceAfterMicros: number | null;
}

/** What `ledger_post()` returns: the transaction and its entries, or that the key was recorded already. */
export type PostResult = { replayed: true } | { replayed?: false; tx: number; entries: PostedEntry[] };

const isSql = (v: unknown): v is RawBuilder<unknown> =>
  typeof v === 'object' && v !== null && typeof (v as { toOperationNode?: unknown }).toOperationNode === 'function';

/** The function's JSON answer (numbers may arrive as strings from jsonb over some drivers). */
export function parsePosted(raw: unknown): PostResult {
  const r = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    replayed?: boolean;
    tx?: number | string;
    entries?: PostedEntry[];
  };
  if (r?.replayed) return { replayed: true };
  return {
    tx: Number(r.tx),
    entries: (r.entries ?? []).map((e) => ({
      accountId: Number(e.accountId),
      account: e.account,
      userId: e.userId === null ? null : Number(e.userId),
      amountMicros: Number(e.amountMicros),
      balanceAfterMicros: e.balanceAfterMicros === null ? null : Number(e.balanceAfterMicros),
    })),
  };
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
  findTransactionByKey(db: Db, idempotencyKey: string) {
    return db
      .selectFrom('ledgerTransaction')
      .select(TRANSACTION_COLUMNS)
      .where('idempotencyKey', '=', idempotencyKey)
      .executeTakeFirst();
  },

  /** The transaction of this key, its row locked until the transaction ends (refunds of a settle queue up on it). */
  lockTransactionByKey(db: Db, idempotencyKey: string) {
    return db
      .selectFrom('ledgerTransaction')
      .select(TRANSACTION_COLUMNS)
      .where('idempotencyKey', '=', idempotencyKey)
      .forNoKeyUpdate()
      .executeTakeFirst();
  },

  /** Whether a transaction was refunded already (under any key). */
  async isRefunded(db: Db, transactionId: number): Promise<boolean> {
    const row = await db
      .selectFrom('ledgerTransaction')
      .select('id')
      .where('refundsTransactionId', '=', transactionId)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The spendable balances of these users (absent: no account yet, so zero). */
  async balances(db: Db, userIds: number[]): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('ledgerAccount')
      .select(['userId', 'balanceMicros'])
      .where('kind', '=', 'user_balance')
      .where('userId', 'in', userIds)
      .execute();
    return new Map(rows.map((r) => [Number(r.userId), Number(r.balanceMicros)]));
  },

  /**
   * The user's pay settled after `since` that no refund took back: credits of settles to their
   * balance. Entries are read newest first on the (account, id) index and only back to a little
   * before `since`: ids follow time (a minute of slack for clocks that differ between processes).
   */
  async settledPaySince(db: Db, userId: number, since: Date): Promise<number> {
    const { rows } = await sql<{ micros: unknown }>`
      with account as (
        select id from ledger_account where kind = 'user_balance' and user_id = ${userId}
      ), edge as (
        select coalesce((
          select e.id from ledger_entry e
          where e.account_id = (select id from account) and e.created_at < ${since}::timestamptz - interval '1 minute'
          order by e.id desc limit 1), 0) as id
      )
      select coalesce(sum(e.amount_micros), 0)::bigint as micros
      from ledger_entry e
      join ledger_transaction t on t.id = e.transaction_id
      where e.account_id = (select id from account) and e.id > (select id from edge)
        and e.created_at > ${since} and e.amount_micros > 0 and t.kind = 'settle'
        and not exists (select 1 from ledger_transaction r where r.refunds_transaction_id = t.id)`.execute(db);
    return Number(rows[0]?.micros ?? 0);
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

  /**
   * The call of `ledger_post()` (migration 0018) that records a movement: one statement. Callers run
   * it alone (`post`) or compose it into a statement of their own (the solving engine's submit).
   * `key`, `reference` and `request` may be SQL expressions of that statement.
   */
  postCall(p: PostCall): RawBuilder<PostResult> {
    const value = (v: unknown) => (isSql(v) ? v : sql`${v}`);
    const system = Object.fromEntries(Object.entries(p.system).filter(([, d]) => d !== 0));
    return sql<PostResult>`ledger_post(${p.kind}::text, ${value(p.key)}::text, ${p.userId}::bigint,
      ${p.amountMicros}::bigint, ${value(p.reference)}::text, ${p.memo}::text, ${value(
        isSql(p.request) ? p.request : JSON.stringify(p.request),
      )}::jsonb, ${p.refundsTransactionId}::bigint, ${p.createdBy}::bigint, ${p.now}::timestamptz,
      ${JSON.stringify(p.moves)}::jsonb, ${JSON.stringify(system)}::jsonb)`;
  },

  /** Records a movement in one statement; `{replayed: true}` when its key was recorded already. */
  async post(db: Db, p: PostCall): Promise<PostResult> {
    const { rows } = await sql<{ r: PostResult }>`select ${ledgerRepo.postCall(p)} as r`.execute(db);
    return parsePosted(rows[0]?.r);
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
