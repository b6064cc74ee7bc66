import { type RawBuilder, sql } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import {
  atomically,
  type BalanceView,
  canonical,
  externalPlan,
  holdPlan,
  idempotencyKey,
  type LedgerResult,
  type LedgerSummary,
  MEMO_MAX,
  Moves,
  type Plan,
  purchasePlan,
  type SettleSplits,
  settlePlan,
  sortEntries,
  text,
  transferPlan,
  translate,
} from './ledger.plan.ts';
import { ledgerMovements, ledgerSummary } from './ledger.reads.ts';
import { ledgerRepo, type PostCall } from './ledger.repo.ts';

export type { BalanceView, LedgerEntryResult, LedgerResult, LedgerSummary, SettleSplits } from './ledger.plan.ts';
export { ledgerSummary } from './ledger.reads.ts';

/**
 * The ledger: every movement of money is one double-entry transaction.
 *
 * Accounts: each user has a spendable `user_balance` and a `hold` for money reserved for submitted
 * work; `platform_revenue` is what the platform keeps; `external` is the other side of money entering
 * or leaving (payments, payouts, an admin's manual credit or debit).
 *
 * Each operation is one statement, a call of `ledger_post()` (migration 0018), alone or inside the
 * caller's transaction (in a savepoint, unless the caller marked it `abortsOnFailure`):
 * 1. insert the transaction row under its idempotency key; if the key exists, the operation is a
 *    retry: the stored result is returned and nothing moves (other parameters → BILLING_IDEMPOTENCY_CONFLICT);
 * 2. lock the users' accounts in id order, refuse a balance or hold below zero;
 * 3. add the deltas to the balances and write the entries with the balance after each. The platform
 *    accounts are never one row every operation locks: each operation adds to one of their 16 shard
 *    rows, and their balance is the sum (view `ledger_system_balance`).
 * Row locks therefore live for one statement, not for client round trips.
 * Entries sum to zero: asserted here and by a deferred trigger at commit. A CHECK keeps customer
 * balances and holds at zero or above even if this code had a bug.
 */

/** One movement of a batch (`calls.postMany`). */
export interface LedgerItem {
  kind: string;
  key: string;
  user: number;
  amount: number;
  reference: string | null;
  memo: string | null;
  request: Record<string, unknown>;
  moves: unknown[];
  system: Record<string, number>;
}

/**
 * Where a refund finds a user's share that their balance no longer covers: money of theirs held for
 * a payout not yet paid. Called inside the refund's transaction, before any account is locked (so
 * in the order a payout's decision locks: the payout, then the accounts). Given what the user owes
 * in all, it shrinks or cancels their waiting payouts by what the balance lacks and returns how much
 * of their hold to move back to the balance (0: nothing waits).
 */
export type RefundCover = (trx: Db, claim: { userId: number; owedMicros: number; now: Date }) => Promise<number>;

/**
 * What a refund takes from payouts not yet paid: for each user whose balance does not cover their
 * share, what the cover moves from their hold back to the balance. Users in id order (two refunds
 * never wait on each other's payouts crosswise); nothing when the settle was refunded already (the
 * refund replays or is refused, and must not take twice).
 */
async function takeFromPayouts(
  trx: Db,
  cover: RefundCover,
  settleId: number,
  customerId: number,
  charge: number,
  shares: { userId: number; micros: number }[],
  now: Date,
): Promise<{ userId: number; micros: number }[]> {
  const owed = new Map<number, number>();
  for (const share of shares) owed.set(share.userId, (owed.get(share.userId) ?? 0) + share.micros);
  const balances = await ledgerRepo.balances(trx, [...owed.keys()]);
  // The customer's own share (commission on their own task) is covered by the charge coming back.
  const short = [...owed]
    .filter(([userId, micros]) => (balances.get(userId) ?? 0) + (userId === customerId ? charge : 0) < micros)
    .sort(([a], [b]) => a - b);
  if (short.length === 0 || (await ledgerRepo.isRefunded(trx, settleId))) return [];
  const taken: { userId: number; micros: number }[] = [];
  for (const [userId, owedMicros] of short) {
    const micros = await cover(trx, { userId, owedMicros, now });
    if (micros > 0) taken.push({ userId, micros });
  }
  return taken;
}

export function ledgerService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  let cover: RefundCover | null = null;

  async function replay(trx: Db, plan: Plan): Promise<LedgerResult> {
    const existing = await ledgerRepo.findTransactionByKey(trx, plan.key);
    if (!existing) throw new AppError('ERROR_CONFLICT', 'The operation is being recorded by another request.');
    if (existing.kind !== plan.kind || canonical(existing.request) !== canonical(plan.request)) {
      throw new AppError('BILLING_IDEMPOTENCY_CONFLICT', 'This idempotency key was used for a different operation.');
    }
    const entries = await ledgerRepo.entriesOf(trx, existing.id);
    return {
      transactionId: existing.id,
      kind: existing.kind,
      replayed: true,
      entries: sortEntries(
        entries.map((e) => ({
          accountId: e.accountId,
          account: e.kind,
          userId: e.userId,
          amountMicros: e.amountMicros,
          balanceAfterMicros: e.balanceAfterMicros,
        })),
      ),
    };
  }

  /** What `ledger_post()` is called with for a plan (its moves built and checked to balance). */
  function postOf(plan: Plan): PostCall {
    const moves = new Moves();
    plan.build(moves);
    moves.assertBalanced(`${plan.kind} ${plan.key}`);
    return {
      kind: plan.kind,
      key: plan.key,
      userId: plan.userId,
      amountMicros: plan.amountMicros,
      reference: plan.reference,
      memo: plan.memo,
      request: plan.request,
      refundsTransactionId: plan.refundsTransactionId ?? null,
      createdBy: plan.createdBy ?? null,
      now: clock.now(),
      moves: moves.user,
      system: moves.system,
    };
  }

  async function record(trx: Db, plan: Plan): Promise<LedgerResult> {
    const posted = await ledgerRepo.post(trx, postOf(plan));
    if (posted.replayed) return replay(trx, plan);
    return { transactionId: posted.tx, kind: plan.kind, replayed: false, entries: sortEntries(posted.entries) };
  }

  /** A plan as one `ledger_post()` call, parts of it given as SQL of the caller's statement. */
  function callOf(plan: Plan, sqlParts: Partial<Pick<PostCall, 'key' | 'reference' | 'request'>> = {}) {
    return ledgerRepo.postCall({ ...postOf(plan), ...sqlParts });
  }

  /**
   * Records a movement once; `prepare` may read the ledger to plan it. The movement itself is one
   * statement: alone it needs no transaction; inside a caller's it runs in a savepoint unless the
   * caller rolls back on any failure.
   */
  async function run(trx: Db | undefined, prepare: (trx: Db) => Promise<Plan> | Plan): Promise<LedgerResult> {
    try {
      if (!trx) return await record(db, await prepare(db));
      return await atomically(trx, async (t) => record(t, await prepare(t)));
    } catch (err) {
      throw translate(err);
    }
  }

  const service = {
    /** Reserves `amount` of the customer's balance for submitted work: balance → hold. */
    hold: (customerId: number, amountMicros: number, key: string, reference?: string | null, trx?: Db) =>
      run(trx, () => holdPlan('hold', customerId, amountMicros, key, reference)),

    /** Gives held money back to the balance (e.g. the work turned out unsolvable): hold → balance. */
    release: (customerId: number, amountMicros: number, key: string, reference?: string | null, trx?: Db) =>
      run(trx, () => holdPlan('release', customerId, amountMicros, key, reference)),

    /**
     * Charges solved work from the hold: `heldMicros` leave the hold; the worker and the developer are
     * credited their shares, the platform keeps the rest of the charge, and what was held beyond the
     * charge goes back to the customer's balance.
     */
    settle: (customerId: number, heldMicros: number, splits: SettleSplits, trx?: Db) =>
      run(trx, () => settlePlan(customerId, heldMicros, splits)),

    /**
     * Reverses a settle (an accepted complaint): the customer gets the whole charge back; the platform
     * returns its share, the worker and the developer theirs, from wherever their money sits: the
     * balance, then (when a `RefundCover` is registered: the payouts module) a payout not yet paid,
     * which shrinks; its hold comes back to the balance in this same ledger transaction. Only what is
     * gone (paid out or spent) is borne by the platform, and what they keep still counts as earned.
     * A settle is refunded at most once (BILLING_ALREADY_REFUNDED for another key); refunds of one
     * settle queue up on its row, so a retry finds the first recorded and takes nothing again.
     */
    async refund(settleKey: string, key: string, memo?: string | null, trx?: Db): Promise<LedgerResult> {
      const refundKey = idempotencyKey(key);
      const note = text(memo, 'memo', MEMO_MAX);
      idempotencyKey(settleKey, 'settleKey');
      // With a cover, in a transaction: the settle's lock and what the cover changes commit with the refund.
      if (cover && !trx) return db.transaction().execute((t) => service.refund(settleKey, key, memo, t));
      return run(trx, async (t) => {
        const settle = cover
          ? await ledgerRepo.lockTransactionByKey(t, settleKey)
          : await ledgerRepo.findTransactionByKey(t, settleKey);
        if (!settle) throw new AppError('BILLING_TRANSACTION_NOT_FOUND', 'No settle has this key.');
        if (settle.kind !== 'settle' || settle.amountMicros === 0) {
          throw new AppError('BILLING_NOT_REFUNDABLE', 'Only a settle with a charge can be refunded.');
        }
        const s = settle.request as {
          workerUserId: number | null;
          workerMicros: number;
          developerUserId: number | null;
          developerMicros: number;
          moreWorkers?: { userId: number; micros: number }[];
        };
        const customerId = settle.userId;
        const charge = settle.amountMicros;
        const shares = [
          { userId: s.workerUserId, micros: s.workerMicros },
          { userId: s.developerUserId, micros: s.developerMicros },
          ...(s.moreWorkers ?? []),
        ].filter((x): x is { userId: number; micros: number } => x.userId !== null && x.micros > 0);
        const platform = charge - shares.reduce((total, x) => total + x.micros, 0);
        const fromPayouts = cover
          ? await takeFromPayouts(t, cover, settle.id, customerId, charge, shares, clock.now())
          : [];
        return {
          kind: 'refund',
          key: refundKey,
          userId: customerId,
          amountMicros: charge,
          reference: settle.reference,
          memo: note,
          request: { settleKey, memo: note },
          refundsTransactionId: settle.id,
          build(moves) {
            moves.add('user_balance', customerId, charge, { spent: -charge });
            moves.addSystem('platform_revenue', -platform);
            // Money of a payout not yet paid, back from the hold to the balance, to be taken with it.
            for (const { userId, micros } of fromPayouts) {
              moves.add('hold', userId, -micros);
              moves.add('user_balance', userId, micros);
            }
            // What the balance still does not cover is borne by the platform (in ledger_post).
            for (const share of shares) {
              moves.add('user_balance', share.userId, -share.micros, { earned: -share.micros, bearIfShort: true });
            }
          },
        } satisfies Plan;
      });
    },

    /**
     * Registers where refunds find pay a balance no longer covers (the payouts module, at start-up:
     * billing cannot import it, payouts imports billing).
     */
    coverRefundsFrom(next: RefundCover): void {
      cover = next;
    },

    /**
     * The same movements as statements to compose into a caller's own single statement (the solving
     * engine's submit and answer): calls of `ledger_post()` that return its JSON result. A refusal
     * raises BILLING_INSUFFICIENT_FUNDS / _HOLD through `ledgerError`.
     */
    calls: {
      /** hold, keyed `hold:<ref>`, where `ref` is an expression of the caller's statement. */
      hold(customerId: number, amountMicros: number, ref: RawBuilder<string>) {
        const plan = holdPlan('hold', customerId, amountMicros, 'hold:pending');
        return callOf(plan, {
          key: sql<string>`'hold:' || ${ref}`,
          reference: ref,
          request: sql`jsonb_build_object('userId', ${customerId}::bigint, 'amountMicros', ${amountMicros}::bigint, 'reference', ${ref})`,
        });
      },
      settle: (customerId: number, heldMicros: number, splits: SettleSplits) =>
        callOf(settlePlan(customerId, heldMicros, splits)),
      release: (customerId: number, amountMicros: number, key: string, reference?: string | null) =>
        callOf(holdPlan('release', customerId, amountMicros, key, reference)),
      /** A settle as one item of `postMany`. */
      settleItem(customerId: number, heldMicros: number, splits: SettleSplits): LedgerItem {
        const p = postOf(settlePlan(customerId, heldMicros, splits));
        return {
          kind: p.kind,
          key: p.key as string,
          user: p.userId,
          amount: p.amountMicros,
          reference: p.reference as string | null,
          memo: p.memo,
          request: p.request as Record<string, unknown>,
          moves: p.moves,
          system: Object.fromEntries(Object.entries(p.system).filter(([, d]) => d !== 0)),
        };
      },
      /**
       * Several movements in one statement (`ledger_post_many`, migration 0022): every account they
       * touch locked first in one order. `items`: a jsonb expression of the caller's statement
       * whose elements are `settleItem`s. Returns how many were recorded.
       */
      postMany: (items: RawBuilder<unknown>) => sql<number>`ledger_post_many(${items}, ${clock.now()}::timestamptz)`,
    },

    /** Money entering a balance: a payment, or an admin's manual credit (`adminId`). external → balance. */
    credit: (
      targetId: number,
      amountMicros: number,
      key: string,
      memo?: string | null,
      adminId?: number | null,
      trx?: Db,
    ) => run(trx, () => externalPlan('credit', targetId, amountMicros, key, memo, adminId)),

    /** Money leaving a balance: a payout, or an admin's manual debit (`adminId`). balance → external. */
    debit: (
      targetId: number,
      amountMicros: number,
      key: string,
      memo?: string | null,
      adminId?: number | null,
      trx?: Db,
    ) => run(trx, () => externalPlan('debit', targetId, amountMicros, key, memo, adminId)),

    /**
     * Moves money from one user's balance to another's (a confirmed balance transfer): sender's
     * balance → recipient's balance, refused with BILLING_INSUFFICIENT_FUNDS when the sender's
     * balance does not cover it. Neither side's spent or earned totals change.
     */
    transfer: (
      senderId: number,
      recipientId: number,
      amountMicros: number,
      key: string,
      reference?: string | null,
      trx?: Db,
    ) => run(trx, () => transferPlan(senderId, recipientId, amountMicros, key, reference)),

    /**
     * Pays for something the platform sells (the enterprise plan) from the balance: refused with
     * BILLING_INSUFFICIENT_FUNDS when the balance does not cover it; a retry with the key moves nothing.
     */
    purchase: (customerId: number, amountMicros: number, key: string, reference: string, trx?: Db) =>
      run(trx, () => purchasePlan(customerId, amountMicros, key, reference)),

    /**
     * An admin's manual credit or debit with a reason. The key is the admin's (one per intended
     * movement); it is kept apart from the solving engine's keys by an `admin:` prefix.
     */
    async adjust(
      adminId: number,
      targetId: number,
      body: { direction: 'credit' | 'debit'; amountMicros: number; reason: string; idempotencyKey: string },
    ): Promise<BalanceView & { userId: number; transactionId: number; replayed: boolean }> {
      const key = `admin:${idempotencyKey(body.idempotencyKey, 'idempotencyKey')}`;
      const move = body.direction === 'credit' ? service.credit : service.debit;
      const result = await move(targetId, body.amountMicros, key, body.reason, adminId);
      const balance = await ledgerSummary(db, targetId);
      return {
        userId: targetId,
        transactionId: result.transactionId,
        replayed: result.replayed,
        balanceMicros: balance.balanceMicros,
        heldMicros: balance.heldMicros,
      };
    },

    /** The spendable balance and the held money of a user. */
    async balance(ownerId: number): Promise<BalanceView> {
      const { balanceMicros, heldMicros } = await ledgerSummary(db, ownerId);
      return { balanceMicros, heldMicros };
    },

    summary(ownerId: number): Promise<LedgerSummary> {
      return ledgerSummary(db, ownerId);
    },

    /** The entries on a user's balance and hold, newest first. */
    movements: (ownerId: number, page: number) => ledgerMovements(db, ownerId, page),
  };
  return service;
}

export type LedgerService = ReturnType<typeof ledgerService>;
