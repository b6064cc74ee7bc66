import { PAYOUT_METHOD_RULES, PAYOUT_REFUNDS_REASON, payoutFeeMicros } from '@crowdsolve/contract';
import { ledgerSummary, type RefundCover } from '../billing/index.ts';
import { payoutsRepo } from './payouts.repo.ts';

/**
 * Refunds reach pay a worker has put into a payout not yet paid (the ledger calls this inside an
 * accepted complaint's refund, registered by `registerPayouts`). The worker's waiting payouts are
 * locked first, newest first taken from, the way a decision locks them, so a refund and an admin's
 * approve or reject on the same payout have exactly one outcome: either the refund shrinks the
 * payout and the admin then pays (or rejects) what is left, or the payout was paid first and the
 * refund finds it no longer waiting (then only the balance is taken, the platform bears the rest).
 *
 * A payout shrinks by what the balance lacks (recorded in `refunded_micros`, its fee recomputed); one
 * whose rest would fall below the method's minimum is rejected by the system with
 * PAYOUT_REFUNDS_REASON and its rest goes back to the balance too. Returns how much of the worker's
 * hold the refund moves back to the balance (the ledger then takes the share from there).
 */
export const coverRefundFromPayouts: RefundCover = async (trx, { userId, owedMicros, now }) => {
  const waiting = await payoutsRepo.lockWaiting(trx, userId);
  if (waiting.length === 0) return 0;
  // Read after the locks: a decision that was under way has committed (a rejection gave money back).
  const { balanceMicros } = await ledgerSummary(trx, userId);
  let lacking = owedMicros - balanceMicros;
  let freed = 0;
  for (const payout of waiting) {
    if (lacking <= 0) break;
    const taken = Math.min(lacking, payout.amountMicros);
    const rest = payout.amountMicros - taken;
    const cancel = rest < PAYOUT_METHOD_RULES[payout.method].minimumMicros;
    await payoutsRepo.takeBack(trx, payout.id, {
      takenMicros: taken,
      amountMicros: rest,
      feeMicros: Math.min(payoutFeeMicros(payout.method, rest), rest),
      cancel: cancel ? { reason: PAYOUT_REFUNDS_REASON, at: now } : null,
    });
    lacking -= taken;
    freed += cancel ? payout.amountMicros : taken;
  }
  return freed;
};
