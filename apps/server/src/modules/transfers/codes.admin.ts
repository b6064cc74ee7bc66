import { randomBytes } from 'node:crypto';
import {
  type AdminPromoCode,
  type AdminPromoCodesReply,
  type AdminVoucher,
  type AdminVouchersReply,
  type CreatePromoCodeBody,
  type CreateVouchersBody,
  type CreateVouchersReply,
  formatVoucherCode,
  PROMO_CODES_PAGE_SIZE,
  type PromoCodeState,
  VOUCHER_ALPHABET,
  VOUCHER_CODE_LENGTH,
  VOUCHERS_PAGE_SIZE,
  type VoucherState,
} from '@crowdsolve/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { userDirectory } from '../identity/index.ts';
import { codesRepo, type PromoRow, type VoucherRow } from './codes.repo.ts';
import { voucherHash } from './codes.service.ts';
import { maskEmail } from './transfers.mails.ts';

const HINT_LENGTH = 4;
const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

/** A new voucher code: 16 characters of base 32, 5 random bits each (80 bits). */
export function newVoucherCode(): string {
  const bytes = randomBytes(VOUCHER_CODE_LENGTH);
  // 256 is a multiple of 32: taking each byte modulo 32 keeps every character equally likely.
  return [...bytes].map((b) => VOUCHER_ALPHABET[b % 32]).join('');
}

/** A future time from the admin, else ERROR_VALIDATION on `expiresAt`. */
function futureTime(value: string | null | undefined, now: Date): Date | null {
  if (value === null || value === undefined) return null;
  const at = new Date(value);
  if (!(at > now)) {
    throw new AppError('ERROR_VALIDATION', 'The expiry must lie in the future.', {
      fields: [{ field: 'body.expiresAt', message: 'in_past' }],
    });
  }
  return at;
}

export function voucherState(
  row: Pick<VoucherRow, 'redeemedAt' | 'disabledAt' | 'expiresAt'>,
  now: Date,
): VoucherState {
  if (row.redeemedAt) return 'redeemed';
  if (row.disabledAt) return 'disabled';
  if (row.expiresAt && new Date(row.expiresAt) <= now) return 'expired';
  return 'active';
}

export function promoState(row: PromoRow, now: Date): PromoCodeState {
  if (row.disabledAt) return 'disabled';
  if (row.expiresAt && new Date(row.expiresAt) <= now) return 'expired';
  if (row.maxRedemptions !== null && row.redemptions >= row.maxRedemptions) return 'exhausted';
  return 'active';
}

/** Admin-only: generating and listing vouchers, creating and switching promo codes. */
export function codesAdminService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  function presentVoucher(row: VoucherRow & { redeemedByEmail?: string | null }) {
    return {
      id: row.id,
      codeHint: `…${row.codeHint}`,
      amountMicros: row.amountMicros,
      note: row.note,
      state: voucherState(row, clock.now()),
      expiresAt: isoOrNull(row.expiresAt),
      createdAt: iso(row.createdAt),
      redeemedBy:
        row.redeemedBy === null ? null : { userId: row.redeemedBy, email: maskEmail(row.redeemedByEmail ?? null) },
      redeemedAt: isoOrNull(row.redeemedAt),
      disabledAt: isoOrNull(row.disabledAt),
    } satisfies AdminVoucher;
  }

  function presentPromo(row: PromoRow): AdminPromoCode {
    return {
      id: row.id,
      code: row.code,
      amountMicros: row.amountMicros,
      state: promoState(row, clock.now()),
      expiresAt: isoOrNull(row.expiresAt),
      maxRedemptions: row.maxRedemptions,
      redemptions: row.redemptions,
      createdAt: iso(row.createdAt),
      disabledAt: isoOrNull(row.disabledAt),
    };
  }

  return {
    /** Generates `count` vouchers; the answer is the only place their whole codes ever appear. */
    async createVouchers(adminId: number, body: CreateVouchersBody): Promise<CreateVouchersReply> {
      const now = clock.now();
      const expiresAt = futureTime(body.expiresAt, now);
      const codes = Array.from({ length: body.count }, newVoucherCode);
      const rows = await codesRepo.insertVouchers(
        db,
        codes.map((code) => ({
          codeHash: voucherHash(code),
          codeHint: code.slice(-HINT_LENGTH),
          amountMicros: body.amountMicros,
          note: body.note ? body.note : null,
          expiresAt,
          createdBy: adminId,
          createdAt: now,
        })),
      );
      const codeOf = new Map(codes.map((code) => [voucherHash(code), code]));
      return {
        items: rows
          .map((row) => ({ ...presentVoucher(row), code: formatVoucherCode(codeOf.get(row.codeHash) as string) }))
          .sort((a, b) => a.id - b.id),
      };
    },

    async vouchers(state: VoucherState | undefined, page: number): Promise<AdminVouchersReply> {
      const { items, totalCount } = await codesRepo.vouchers(db, { state, now: clock.now() }, page, VOUCHERS_PAGE_SIZE);
      const emails = await userDirectory.emails(
        db,
        items.flatMap((row) => (row.redeemedBy === null ? [] : [row.redeemedBy])),
      );
      return {
        items: items.map((row) =>
          presentVoucher({
            ...row,
            redeemedByEmail: row.redeemedBy === null ? null : (emails.get(row.redeemedBy) ?? null),
          }),
        ),
        totalCount,
      };
    },

    /** Disables an unredeemed voucher (disabling it again changes nothing). */
    async disableVoucher(id: number): Promise<AdminVoucher> {
      await codesRepo.disableVoucher(db, id, clock.now());
      const row = await codesRepo.voucher(db, id);
      if (!row) throw new AppError('VOUCHER_NOT_FOUND');
      if (row.redeemedAt) throw new AppError('VOUCHER_USED');
      return presentVoucher({ ...row, redeemedByEmail: null });
    },

    async createPromo(adminId: number, body: CreatePromoCodeBody): Promise<AdminPromoCode> {
      const now = clock.now();
      try {
        const row = await codesRepo.insertPromo(db, {
          code: body.code,
          amountMicros: body.amountMicros,
          expiresAt: futureTime(body.expiresAt, now),
          maxRedemptions: body.maxRedemptions ?? null,
          createdBy: adminId,
          createdAt: now,
        });
        return presentPromo(row);
      } catch (err) {
        if ((err as { code?: string }).code === '23505') {
          throw new AppError('PROMO_CODE_TAKEN', undefined, { fields: [{ field: 'body.code', message: 'taken' }] });
        }
        throw err;
      }
    },

    async promos(page: number): Promise<AdminPromoCodesReply> {
      const { items, totalCount } = await codesRepo.promos(db, page, PROMO_CODES_PAGE_SIZE);
      return { items: items.map(presentPromo), totalCount };
    },

    /** Turns a promo code off (redemptions refused) or on again. */
    async setPromoActive(id: number, active: boolean): Promise<AdminPromoCode> {
      const existing = await codesRepo.promo(db, id);
      if (!existing) throw new AppError('PROMO_NOT_FOUND');
      if ((existing.disabledAt === null) === active) return presentPromo(existing);
      const row = await codesRepo.setPromoDisabled(db, id, active ? null : clock.now());
      if (!row) throw new AppError('PROMO_NOT_FOUND');
      return presentPromo(row);
    },
  };
}
export type CodesAdminService = ReturnType<typeof codesAdminService>;
