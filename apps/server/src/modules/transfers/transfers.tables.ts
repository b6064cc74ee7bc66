import type { TransferFailure } from '@crowdsolve/contract';
import type { ColumnType, Generated } from 'kysely';

type Time = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A transfer of balance between two users, made when the sender follows the mailed link. */
export interface BalanceTransferTable {
  id: Generated<number>;
  senderId: number;
  recipientId: number;
  amountMicros: number;
  state: Generated<'pending' | 'completed' | 'failed' | 'cancelled'>;
  failure: TransferFailure | null;
  tokenHash: string;
  ledgerTransactionId: number | null;
  createdAt: Time;
  expiresAt: Time;
  decidedAt: NullableTime;
}

/** A prepaid code (only its hash and last characters are kept), redeemed once. */
export interface VoucherTable {
  id: Generated<number>;
  codeHash: string;
  codeHint: string;
  amountMicros: number;
  note: string | null;
  expiresAt: NullableTime;
  createdBy: number;
  createdAt: Time;
  redeemedBy: number | null;
  redeemedAt: NullableTime;
  ledgerTransactionId: number | null;
  disabledAt: NullableTime;
}

/** A promo code: a bonus each user redeems at most once. */
export interface PromoCodeTable {
  id: Generated<number>;
  code: string;
  amountMicros: number;
  expiresAt: NullableTime;
  maxRedemptions: number | null;
  redemptions: Generated<number>;
  disabledAt: NullableTime;
  createdBy: number;
  createdAt: Time;
}

export interface PromoRedemptionTable {
  id: Generated<number>;
  promoCodeId: number;
  userId: number;
  amountMicros: number;
  ledgerTransactionId: number;
  createdAt: Time;
}

export interface TransfersTables {
  balanceTransfer: BalanceTransferTable;
  voucher: VoucherTable;
  promoCode: PromoCodeTable;
  promoRedemption: PromoRedemptionTable;
}
