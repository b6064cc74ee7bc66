import {
  normalizePromoCode,
  normalizeVoucherCode,
  PROMO_CODE_PATTERN,
  type RedeemReply,
  type RedemptionsReply,
} from '@crowdsolve/contract';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { sha256 } from '../../platform/secrets.ts';
import type { LedgerService } from '../billing/index.ts';
import { enforceLimit } from '../identity/index.ts';
import { codesRepo } from './codes.repo.ts';

/** Redemptions a customer may try per 15 minutes (besides the route's limit per client address). */
export const REDEEM_ATTEMPTS = 20;
const REDEMPTIONS_SHOWN = 20;

const codeField = { fields: [{ field: 'body.code', message: 'unknown_code' }] };
const isPast = (at: Date | string | null, now: Date) => at !== null && new Date(at) <= now;

/** The ledger keys: a voucher credits once; a promo code once per user. */
export const voucherKey = (id: number) => `voucher:${id}`;
export const promoKey = (codeId: number, userId: number) => `promo:${codeId}:${userId}`;

/** The hash a voucher code is kept under (of its normalized form). */
export const voucherHash = (code: string) => sha256(`voucher:${code}`);

/**
 * Redeeming codes. One form takes both kinds: a voucher (a prepaid code, redeemed once by
 * anyone) or a promo code (a bonus, once per user). Each redemption locks its code's row, credits
 * the balance (`ledger.credit` under the code's key) and records the redemption in one database
 * transaction, so of concurrent redemptions one credits and the others are refused.
 */
export function codesService(deps: { db: Db; clock: Clock; ledger: LedgerService }) {
  const { db, clock, ledger } = deps;

  async function redeemVoucher(userId: number, id: number): Promise<number> {
    return inTransaction(db, async (trx) => {
      const voucher = await codesRepo.lockVoucher(trx, id);
      if (!voucher) throw new AppError('REDEEM_UNKNOWN_CODE', undefined, codeField);
      const now = clock.now();
      if (voucher.redeemedAt) throw new AppError('VOUCHER_USED');
      if (voucher.disabledAt) throw new AppError('VOUCHER_DISABLED');
      if (isPast(voucher.expiresAt, now)) throw new AppError('VOUCHER_EXPIRED');
      const credit = await ledger.credit(
        userId,
        voucher.amountMicros,
        voucherKey(id),
        `voucher …${voucher.codeHint}`,
        null,
        trx,
      );
      if (!(await codesRepo.markRedeemed(trx, id, userId, now, credit.transactionId))) {
        throw new AppError('VOUCHER_USED');
      }
      return voucher.amountMicros;
    });
  }

  async function redeemPromo(userId: number, code: string): Promise<number> {
    return inTransaction(db, async (trx) => {
      const promo = await codesRepo.lockPromoByCode(trx, code);
      if (!promo) throw new AppError('REDEEM_UNKNOWN_CODE', undefined, codeField);
      const now = clock.now();
      if (promo.disabledAt) throw new AppError('PROMO_DISABLED');
      if (isPast(promo.expiresAt, now)) throw new AppError('PROMO_EXPIRED');
      if (await codesRepo.hasRedeemed(trx, promo.id, userId)) throw new AppError('PROMO_ALREADY_REDEEMED');
      if (promo.maxRedemptions !== null && promo.redemptions >= promo.maxRedemptions) {
        throw new AppError('PROMO_EXHAUSTED');
      }
      const credit = await ledger.credit(
        userId,
        promo.amountMicros,
        promoKey(promo.id, userId),
        `promo code ${promo.code}`,
        null,
        trx,
      );
      try {
        await codesRepo.insertRedemption(trx, {
          promoCodeId: promo.id,
          userId,
          amountMicros: promo.amountMicros,
          ledgerTransactionId: credit.transactionId,
          createdAt: now,
        });
      } catch (err) {
        // The unique (code, user) pair: another redemption of this user got there first.
        if ((err as { code?: string }).code === '23505') throw new AppError('PROMO_ALREADY_REDEEMED');
        throw err;
      }
      return promo.amountMicros;
    });
  }

  return {
    /** Redeems a voucher or a promo code for a signed-in customer; says which it was. */
    async redeem(principal: Principal, raw: string): Promise<RedeemReply> {
      if (principal.userType !== 'customer') throw new AppError('REDEEM_NOT_CUSTOMER');
      const { userId } = principal;
      await enforceLimit(db, `redeem:${userId}`, REDEEM_ATTEMPTS);
      const voucherCode = normalizeVoucherCode(raw);
      const voucher = voucherCode ? await codesRepo.voucherIdByHash(db, voucherHash(voucherCode)) : undefined;
      let reply: Pick<RedeemReply, 'kind' | 'amountMicros'>;
      if (voucher) {
        reply = { kind: 'voucher', amountMicros: await redeemVoucher(userId, voucher.id) };
      } else {
        const promo = normalizePromoCode(raw);
        if (!PROMO_CODE_PATTERN.test(promo)) throw new AppError('REDEEM_UNKNOWN_CODE', undefined, codeField);
        reply = { kind: 'promo', amountMicros: await redeemPromo(userId, promo) };
      }
      const { balanceMicros } = await ledger.balance(userId);
      return { ...reply, balanceMicros };
    },

    /** The user's latest redeemed codes, newest first (a voucher by its last characters). */
    async redemptions(userId: number): Promise<RedemptionsReply> {
      const { vouchers, promos } = await codesRepo.redemptionsOf(db, userId, REDEMPTIONS_SHOWN);
      const items = [
        ...vouchers.map((v) => ({
          kind: 'voucher' as const,
          code: `…${v.codeHint}`,
          amountMicros: v.amountMicros,
          redeemedAt: new Date(v.redeemedAt as Date).toISOString(),
        })),
        ...promos.map((p) => ({
          kind: 'promo' as const,
          code: p.code,
          amountMicros: p.amountMicros,
          redeemedAt: new Date(p.createdAt).toISOString(),
        })),
      ];
      items.sort((a, b) => b.redeemedAt.localeCompare(a.redeemedAt));
      return { items: items.slice(0, REDEMPTIONS_SHOWN) };
    },
  };
}
export type CodesService = ReturnType<typeof codesService>;
