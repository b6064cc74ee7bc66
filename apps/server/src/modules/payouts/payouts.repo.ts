import type { PayoutEarning, PayoutMethod, PayoutState } from '@crowdsolve/contract';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

const PAYOUT_COLUMNS = [
  'p.id',
  'p.workerId',
  'p.method',
  'p.account',
  'p.amountMicros',
  'p.feeMicros',
  'p.refundedMicros',
  'p.state',
  'p.reference',
  'p.reason',
  'p.decidedBy',
  'p.requestedAt',
  'p.decidedAt',
  'p.earning',
  'p.requestKey',
] as const;

const CHANGE_COLUMNS = [
  'id',
  'workerId',
  'method',
  'account',
  'createdAt',
  'expiresAt',
  'usedAt',
  'cancelledAt',
] as const;

/** Reads and writes of the payout tables. Every method takes the db or a transaction first. */
export const payoutsRepo = {
  wallets(db: Db, workerId: number) {
    return db
      .selectFrom('payoutWallet')
      .select(['method', 'account', 'confirmedAt'])
      .where('workerId', '=', workerId)
      .orderBy('method')
      .execute();
  },

  wallet(db: Db, workerId: number, method: PayoutMethod) {
    return db
      .selectFrom('payoutWallet')
      .select(['account', 'confirmedAt'])
      .where('workerId', '=', workerId)
      .where('method', '=', method)
      .executeTakeFirst();
  },

  async upsertWallet(db: Db, workerId: number, method: PayoutMethod, account: string, now: Date): Promise<void> {
    await db
      .insertInto('payoutWallet')
      .values({ workerId, method, account, confirmedAt: now })
      .onConflict((oc) => oc.columns(['workerId', 'method']).doUpdateSet({ account, confirmedAt: now }))
      .execute();
  },

  // ── Changes ──

  async insertChange(
    db: Db,
    values: {
      workerId: number;
      method: PayoutMethod;
      account: string;
      tokenHash: string;
      createdAt: Date;
      expiresAt: Date;
    },
  ): Promise<void> {
    await db.insertInto('payoutWalletChange').values(values).execute();
  },

  /** Ends the worker's open changes (a newer request or a cancel); how many there were. */
  async cancelOpenChanges(db: Db, workerId: number, now: Date): Promise<number> {
    const result = await db
      .updateTable('payoutWalletChange')
      .set({ cancelledAt: now })
      .where('workerId', '=', workerId)
      .where('usedAt', 'is', null)
      .where('cancelledAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /** The worker's change still waiting for its link, if any. */
  pendingChange(db: Db, workerId: number, now: Date) {
    return db
      .selectFrom('payoutWalletChange')
      .select(CHANGE_COLUMNS)
      .where('workerId', '=', workerId)
      .where('usedAt', 'is', null)
      .where('cancelledAt', 'is', null)
      .where('expiresAt', '>', now)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  },

  changeByHash(db: Db, tokenHash: string) {
    return db
      .selectFrom('payoutWalletChange')
      .select(CHANGE_COLUMNS)
      .where('tokenHash', '=', tokenHash)
      .executeTakeFirst();
  },

  /** Marks a change used, once: false when it was used or cancelled meanwhile. */
  async useChange(db: Db, id: number, now: Date): Promise<boolean> {
    const row = await db
      .updateTable('payoutWalletChange')
      .set({ usedAt: now })
      .where('id', '=', id)
      .where('usedAt', 'is', null)
      .where('cancelledAt', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  // ── Payout requests ──

  async insertPayout(
    db: Db,
    values: {
      workerId: number;
      method: PayoutMethod;
      account: string;
      amountMicros: number;
      feeMicros: number;
      requestedAt: Date;
      earning: PayoutEarning;
      requestKey: string | null;
    },
  ): Promise<number> {
    const row = await db.insertInto('payoutRequest').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  /** The payout a payee's earlier request with this idempotency key made, if any. */
  payoutByKey(db: Db, workerId: number, requestKey: string) {
    return db
      .selectFrom('payoutRequest as p')
      .select(PAYOUT_COLUMNS)
      .where('p.workerId', '=', workerId)
      .where('p.requestKey', '=', requestKey)
      .executeTakeFirst();
  },

  payout(db: Db, id: number) {
    return db.selectFrom('payoutRequest as p').select(PAYOUT_COLUMNS).where('p.id', '=', id).executeTakeFirst();
  },

  /** The payout, its row locked until the transaction ends (decisions queue up on it). */
  lockPayout(db: Db, id: number) {
    return db
      .selectFrom('payoutRequest as p')
      .select(PAYOUT_COLUMNS)
      .where('p.id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  },

  /** Decides a requested payout; false when it was decided already. */
  async decide(
    db: Db,
    id: number,
    values: {
      state: Exclude<PayoutState, 'requested'>;
      reference?: string;
      reason?: string;
      decidedBy: number;
      decidedAt: Date;
    },
  ): Promise<boolean> {
    const row = await db
      .updateTable('payoutRequest')
      .set(values)
      .where('id', '=', id)
      .where('state', '=', 'requested')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The worker's payouts waiting for a decision, newest first, their rows locked until the transaction ends. */
  lockWaiting(db: Db, workerId: number) {
    return db
      .selectFrom('payoutRequest as p')
      .select(PAYOUT_COLUMNS)
      .where('p.workerId', '=', workerId)
      .where('p.state', '=', 'requested')
      .orderBy('p.id', 'desc')
      .forUpdate()
      .execute();
  },

  /**
   * Takes `takenMicros` back from a waiting payout (locked by the caller): its amount and fee become
   * the given ones; with `cancel`, the system rejects it (no admin) with that reason.
   */
  async takeBack(
    db: Db,
    id: number,
    values: {
      takenMicros: number;
      amountMicros: number;
      feeMicros: number;
      cancel: { reason: string; at: Date } | null;
    },
  ): Promise<void> {
    await db
      .updateTable('payoutRequest')
      .set((eb) => ({
        amountMicros: values.amountMicros,
        feeMicros: values.feeMicros,
        refundedMicros: eb('refundedMicros', '+', values.takenMicros),
        ...(values.cancel
          ? { state: 'rejected' as const, reason: values.cancel.reason, decidedAt: values.cancel.at }
          : {}),
      }))
      .where('id', '=', id)
      .where('state', '=', 'requested')
      .execute();
  },

  async list(db: Db, filter: { workerId?: number; state?: PayoutState }, page: number, pageSize: number) {
    let query = db.selectFrom('payoutRequest as p');
    if (filter.workerId !== undefined) query = query.where('p.workerId', '=', filter.workerId);
    if (filter.state !== undefined) query = query.where('p.state', '=', filter.state);
    const [items, total] = await Promise.all([
      query
        .select(PAYOUT_COLUMNS)
        // The admin's queue is served oldest first; a worker's history newest first.
        .orderBy('p.id', filter.state === 'requested' ? 'asc' : 'desc')
        .limit(pageSize)
        .offset(page * pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, totalCount: Number(total.n) };
  },

  /** The worker's money in requested and in paid payouts. */
  async totals(db: Db, workerId: number) {
    const row = await db
      .selectFrom('payoutRequest')
      .select([
        sql<number>`coalesce(sum(amount_micros) filter (where state = 'requested'), 0)`.as('requested'),
        sql<number>`coalesce(sum(amount_micros) filter (where state = 'paid'), 0)`.as('paid'),
      ])
      .where('workerId', '=', workerId)
      .executeTakeFirstOrThrow();
    return { requestedMicros: Number(row.requested), paidMicros: Number(row.paid) };
  },
};

export type PayoutRow = NonNullable<Awaited<ReturnType<typeof payoutsRepo.payout>>>;
