import { type AdminMovement, BILLING_MOVEMENTS_PAGE_SIZE } from '@crowdsolve/contract';
import type { Db } from '../../platform/db.ts';
import type { LedgerSummary } from './ledger.plan.ts';
import { ledgerRepo } from './ledger.repo.ts';

/** A user's balance, held money and analytics totals (zero for a user money never moved for). */
export async function ledgerSummary(db: Db, userId: number): Promise<LedgerSummary> {
  const rows = await ledgerRepo.userAccounts(db, userId);
  const balance = rows.find((r) => r.kind === 'user_balance');
  const hold = rows.find((r) => r.kind === 'hold');
  return {
    balanceMicros: balance?.balanceMicros ?? 0,
    heldMicros: hold?.balanceMicros ?? 0,
    spentMicros: balance?.spentMicros ?? 0,
    earnedMicros: balance?.earnedMicros ?? 0,
    lastCreditAt: balance?.lastCreditAt ? new Date(balance.lastCreditAt) : null,
  };
}

/** The entries on a user's balance and hold, newest first, a page at a time. */
export async function ledgerMovements(
  db: Db,
  ownerId: number,
  page: number,
): Promise<{ records: AdminMovement[]; totalCount: number }> {
  const { records, totalCount } = await ledgerRepo.movements(db, ownerId, page, BILLING_MOVEMENTS_PAGE_SIZE);
  return {
    totalCount,
    records: records.map((r) => ({
      id: r.id,
      transactionId: r.transactionId,
      kind: r.kind,
      account: r.accountKind === 'hold' ? 'hold' : 'balance',
      amountMicros: r.amountMicros,
      // A user account's entry always has its balance after.
      balanceAfterMicros: r.balanceAfterMicros ?? 0,
      reference: r.reference,
      memo: r.memo,
      createdBy: r.createdBy,
      createdAt: new Date(r.createdAt).toISOString(),
    })),
  };
}

/**
 * A user's pay (worker pay, developer commission) settled after `since` and not refunded: with
 * `since` the start of the complaint window, the pay a complaint may still take back.
 */
export function settledPaySince(db: Db, userId: number, since: Date): Promise<number> {
  return ledgerRepo.settledPaySince(db, userId, since);
}
