import type { PayoutEarning, PayoutMethod, PayoutState } from '@crowdsolve/contract';
import type { ColumnType, Generated } from 'kysely';

type Time = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A worker's or developer's current payout account of one method (confirmed through a mailed link). */
export interface PayoutWalletTable {
  id: Generated<number>;
  workerId: number;
  method: PayoutMethod;
  account: string;
  confirmedAt: Time;
}

/** A requested change of a payout account; only the link token's hash is kept. */
export interface PayoutWalletChangeTable {
  id: Generated<number>;
  workerId: number;
  method: PayoutMethod;
  account: string;
  tokenHash: string;
  createdAt: Time;
  expiresAt: Time;
  usedAt: NullableTime;
  cancelledAt: NullableTime;
}

/** A payout: held in the ledger from the request until an admin pays or rejects it (or complaints take it back). */
export interface PayoutRequestTable {
  id: Generated<number>;
  workerId: number;
  method: PayoutMethod;
  account: string;
  amountMicros: number;
  feeMicros: number;
  /** Taken back by accepted complaints while the payout waited (already out of `amountMicros`). */
  refundedMicros: Generated<number>;
  state: Generated<PayoutState>;
  reference: string | null;
  reason: string | null;
  decidedBy: number | null;
  requestedAt: Time;
  decidedAt: NullableTime;
  /** What is paid out: a worker's pay or a developer's commission (migration 0035). */
  earning: Generated<PayoutEarning>;
  /** The client's idempotency key of the request, unique per payee. */
  requestKey: string | null;
}

export interface PayoutsTables {
  payoutWallet: PayoutWalletTable;
  payoutWalletChange: PayoutWalletChangeTable;
  payoutRequest: PayoutRequestTable;
}
