import {
  type AdminPayout,
  accuracyOf,
  COMPLAINT_WINDOW_MINUTES,
  levelOf,
  PAYOUT_METHOD_RULES,
  PAYOUTS_PAGE_SIZE,
  type PartnerSummaryReply,
  type Payout,
  type PayoutEarning,
  type PayoutState,
  payoutFeeMicros,
  type RequestPayoutBody,
} from '@crowdsolve/contract';
import type { Clock } from '../../platform/clock.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type LedgerService, ledgerSummary, settledPaySince } from '../billing/index.ts';
import { userDirectory } from '../identity/index.ts';
import { moneyReads, workerReads } from '../reporting/index.ts';
import { type PayoutRow, payoutsRepo } from './payouts.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const COMPLAINT_WINDOW_MS = COMPLAINT_WINDOW_MINUTES * 60_000;
const iso = (d: Date | string) => new Date(d).toISOString();

/** The ledger keys of a payout: each movement of its money happens once, whoever retries. */
export const payoutKeys = (id: number) => ({
  hold: `payout-hold:${id}`,
  release: `payout-release:${id}`,
  paid: `payout-paid:${id}`,
  reference: `payout:${id}`,
});

export function presentPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    method: row.method,
    account: row.account,
    amountMicros: row.amountMicros,
    feeMicros: row.feeMicros,
    netMicros: row.amountMicros - row.feeMicros,
    refundedMicros: row.refundedMicros,
    state: row.state,
    reference: row.reference,
    reason: row.reason,
    requestedAt: iso(row.requestedAt),
    decidedAt: row.decidedAt ? iso(row.decidedAt) : null,
  };
}

/**
 * What a payee may still take out: their earnings — a worker's pay for solved tasks and a developer's
 * commission from their software's tasks (both booked as `earned` when a task settles) — net of pay
 * taken back by refunds, less payouts requested or paid, and never more than the balance; pay still
 * within the complaint window (`pendingMicros`: a complaint may take it back) is neither, so it stays
 * on the balance until the window closes. Money that came in otherwise (a payment, a voucher, a promo
 * bonus, a transfer, an admin's credit) stays on the platform even if the account changed its type to
 * worker or developer: a customer's deposit is never withdrawable.
 */
export function withdrawableMicros(
  money: { balanceMicros: number; earnedMicros: number },
  payouts: { requestedMicros: number; paidMicros: number },
  pendingMicros: number,
) {
  return Math.max(
    0,
    Math.min(
      money.balanceMicros - pendingMicros,
      money.earnedMicros - payouts.requestedMicros - payouts.paidMicros - pendingMicros,
    ),
  );
}

/** The start of the complaint window: pay settled after it may still be taken back. */
const windowStart = (now: Date) => new Date(now.getTime() - COMPLAINT_WINDOW_MS);

/**
 * Payout requests. A request holds its amount on the worker's ledger at once (`payout-hold:<id>`), in
 * the transaction that records it, so the money cannot be spent or requested twice. An admin then
 * pays it (the money leaves the platform) or rejects it (the money goes back to the balance); the
 * payout's row is locked for the decision, so of two concurrent decisions exactly one is made.
 */
/** Who requests a payout: the user, and what their payouts pay out (a worker's pay, a developer's commission). */
export interface Payee {
  userId: number;
  earning: PayoutEarning;
}

/** The payout a retried request (same idempotency key) made, or PAYOUT_IDEMPOTENCY_CONFLICT when the key asked for another. */
function replayOf(row: PayoutRow, body: RequestPayoutBody): Payout {
  // Complaints may have shrunk the payout since: its request was for the amount plus what they took.
  if (row.method !== body.method || row.amountMicros + row.refundedMicros !== body.amountMicros) {
    throw new AppError('PAYOUT_IDEMPOTENCY_CONFLICT', 'This idempotency key was used for another payout.');
  }
  return presentPayout(row);
}

export function payoutsService(deps: { db: Db; clock: Clock; ledger: LedgerService }) {
  const { db, clock, ledger } = deps;

  /** Locks a payout and makes a decision on it, unless it was made already (then the same decision is a retry). */
  async function decide(
    id: number,
    wanted: { state: 'paid'; reference: string } | { state: 'rejected'; reason: string },
    move: (trx: Db, payout: PayoutRow) => Promise<void>,
    adminId: number,
  ): Promise<Payout> {
    return inTransaction(db, async (trx) => {
      const payout = await payoutsRepo.lockPayout(trx, id);
      if (!payout) throw new AppError('PAYOUT_NOT_FOUND');
      if (payout.state !== 'requested') {
        const same =
          wanted.state === payout.state &&
          (wanted.state === 'paid' ? payout.reference === wanted.reference : payout.reason === wanted.reason);
        if (same) return presentPayout(payout); // a retried request: nothing moves again
        throw new AppError('PAYOUT_ALREADY_DECIDED');
      }
      await move(trx, payout);
      const now = clock.now();
      if (!(await payoutsRepo.decide(trx, id, { ...wanted, decidedBy: adminId, decidedAt: now }))) {
        throw new AppError('PAYOUT_ALREADY_DECIDED');
      }
      return presentPayout({ ...payout, ...wanted, decidedBy: adminId, decidedAt: now } as PayoutRow);
    });
  }

  return {
    /**
     * Requests a payout to the payee's confirmed account of the method, at least its minimum, at most
     * what is withdrawable. With an idempotency key, a retry (even a concurrent one: requests of a
     * payee queue up on their lock) answers with the payout the first request made (`replayed`).
     */
    async request(payee: Payee, body: RequestPayoutBody): Promise<{ payout: Payout; replayed: boolean }> {
      const { method, amountMicros } = body;
      const workerId = payee.userId;
      const requestKey = body.idempotencyKey ?? null;
      if (requestKey !== null) {
        const done = await payoutsRepo.payoutByKey(db, workerId, requestKey);
        if (done) return { payout: replayOf(done, body), replayed: true };
      }
      const wallet = await payoutsRepo.wallet(db, workerId, method);
      if (!wallet) throw new AppError('PAYOUT_NO_WALLET', `No confirmed ${method} account.`);
      if (amountMicros < PAYOUT_METHOD_RULES[method].minimumMicros) {
        throw new AppError('PAYOUT_BELOW_MINIMUM', undefined, {
          fields: [{ field: 'body.amountMicros', message: 'below_minimum' }],
        });
      }
      try {
        return await inTransaction(db, async (trx) => {
          // One payout request of a payee at a time decides what is withdrawable.
          await userDirectory.lock(trx, workerId);
          if (requestKey !== null) {
            const done = await payoutsRepo.payoutByKey(trx, workerId, requestKey);
            if (done) return { payout: replayOf(done, body), replayed: true };
          }
          const [money, totals, pending] = await Promise.all([
            ledgerSummary(trx, workerId),
            payoutsRepo.totals(trx, workerId),
            settledPaySince(trx, workerId, windowStart(clock.now())),
          ]);
          const withdrawable = withdrawableMicros(money, totals, pending);
          if (amountMicros > withdrawable && amountMicros <= money.balanceMicros) {
            throw new AppError('PAYOUT_ABOVE_EARNINGS', undefined, {
              fields: [{ field: 'body.amountMicros', message: 'above_earnings' }],
            });
          }
          const id = await payoutsRepo.insertPayout(trx, {
            workerId,
            method,
            account: wallet.account,
            amountMicros,
            feeMicros: payoutFeeMicros(method, amountMicros),
            requestedAt: clock.now(),
            earning: payee.earning,
            requestKey,
          });
          const keys = payoutKeys(id);
          await ledger.hold(workerId, amountMicros, keys.hold, keys.reference, trx);
          return { payout: presentPayout((await payoutsRepo.payout(trx, id)) as PayoutRow), replayed: false };
        });
      } catch (err) {
        if (err instanceof AppError && err.code === 'BILLING_INSUFFICIENT_FUNDS') {
          throw new AppError('PAYOUT_ABOVE_BALANCE', undefined, {
            fields: [{ field: 'body.amountMicros', message: 'above_balance' }],
            cause: err,
          });
        }
        throw err;
      }
    },

    async list(workerId: number, page: number): Promise<{ items: Payout[]; totalCount: number }> {
      const { items, totalCount } = await payoutsRepo.list(db, { workerId }, page, PAYOUTS_PAGE_SIZE);
      return { items: items.map(presentPayout), totalCount };
    },

    async adminList(
      state: PayoutState | undefined,
      page: number,
    ): Promise<{ items: AdminPayout[]; totalCount: number }> {
      const { items, totalCount } = await payoutsRepo.list(db, { state }, page, PAYOUTS_PAGE_SIZE);
      const emails = await userDirectory.emails(
        db,
        items.map((row) => row.workerId),
      );
      return {
        items: items.map((row) => ({
          ...presentPayout(row),
          workerId: row.workerId,
          workerEmail: emails.get(row.workerId) ?? null,
          earning: row.earning,
        })),
        totalCount,
      };
    },

    /**
     * Pays a payout: the money leaves the platform. The ledger has no single "hold → external"
     * operation, so, in the one transaction that also marks the payout paid: `release` (hold →
     * balance, key `payout-release:<id>`), then `debit` (balance → external, key `payout-paid:<id>`).
     * Both run under the lock on the worker's accounts and commit together, so the released money is
     * never spendable in between. `settle` is not used: it would book the amount as the worker's
     * spending and as platform revenue, while a payout is neither. Entries sum to zero; the amount
     * ends on `external`. A retried approve finds the payout paid and moves nothing (and the keys
     * would refuse a second movement anyway).
     */
    approve(adminId: number, id: number, reference: string): Promise<Payout> {
      return decide(
        id,
        { state: 'paid', reference },
        async (trx, p) => {
          const keys = payoutKeys(p.id);
          await ledger.release(p.workerId, p.amountMicros, keys.release, keys.reference, trx);
          await ledger.debit(p.workerId, p.amountMicros, keys.paid, `${keys.reference} ${reference}`, adminId, trx);
        },
        adminId,
      );
    },

    /** Rejects a payout: the hold is released, the money is back on the worker's balance. */
    reject(adminId: number, id: number, reason: string): Promise<Payout> {
      return decide(
        id,
        { state: 'rejected', reason },
        async (trx, p) => {
          const keys = payoutKeys(p.id);
          await ledger.release(p.workerId, p.amountMicros, keys.release, keys.reference, trx);
        },
        adminId,
      );
    },

    /** Balance, money in payouts, earnings of the last `days` UTC days (today included), standing. */
    async summary(workerId: number, days: number): Promise<PartnerSummaryReply> {
      const now = clock.now();
      const since = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - (days - 1) * DAY_MS);
      const [balance, totals, pending, rows, standing] = await Promise.all([
        ledger.summary(workerId),
        payoutsRepo.totals(db, workerId),
        settledPaySince(db, workerId, windowStart(now)),
        moneyReads.workerEarnings(db, workerId, since),
        workerReads.standingSince(db, workerId, since),
      ]);
      const byDay = new Map<string, { day: string; tasks: number; micros: number }>();
      const byKind = new Map<string, { kind: string; tasks: number; micros: number }>();
      for (const r of rows) {
        const day = byDay.get(r.day) ?? { day: r.day, tasks: 0, micros: 0 };
        day.tasks += r.tasks;
        day.micros += r.micros;
        byDay.set(r.day, day);
        const kindName = r.kind ?? 'other';
        const kind = byKind.get(kindName) ?? { kind: kindName, tasks: 0, micros: 0 };
        kind.tasks += r.tasks;
        kind.micros += r.micros;
        byKind.set(kindName, kind);
      }
      return {
        days,
        balanceMicros: balance.balanceMicros,
        withdrawableMicros: withdrawableMicros(balance, totals, pending),
        pendingMicros: pending,
        inPayoutsMicros: totals.requestedMicros,
        paidOutMicros: totals.paidMicros,
        earnedMicros: rows.reduce((sum, r) => sum + r.micros, 0),
        byDay: [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day)),
        byKind: [...byKind.values()].sort((a, b) => b.micros - a.micros || a.kind.localeCompare(b.kind)),
        standing: {
          confirmations: standing.confirmations,
          mistakes: standing.mistakes,
          accuracy: accuracyOf(standing.answered, standing.mistakes),
          level: levelOf(accuracyOf(standing.answered, standing.mistakes), standing.answered),
        },
      };
    },
  };
}
export type PayoutsService = ReturnType<typeof payoutsService>;
