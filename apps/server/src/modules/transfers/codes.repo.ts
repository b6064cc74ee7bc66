import type { VoucherState } from '@crowdsolve/contract';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Db } from '../../platform/db.ts';

const VOUCHER_COLUMNS = [
  'v.id',
  'v.codeHint',
  'v.amountMicros',
  'v.note',
  'v.expiresAt',
  'v.createdAt',
  'v.redeemedBy',
  'v.redeemedAt',
  'v.disabledAt',
] as const;

const PROMO_COLUMNS = [
  'p.id',
  'p.code',
  'p.amountMicros',
  'p.expiresAt',
  'p.maxRedemptions',
  'p.redemptions',
  'p.disabledAt',
  'p.createdAt',
] as const;

/** The same columns, as an insert or update returns them (no table alias). */
const PROMO_RETURNING = [
  'id',
  'code',
  'amountMicros',
  'expiresAt',
  'maxRedemptions',
  'redemptions',
  'disabledAt',
  'createdAt',
] as const;

type VoucherEb = ExpressionBuilder<Database & { v: Database['voucher'] }, 'v'>;

/** The vouchers in a state at `now` (the same rules as `voucherState`). */
function voucherFilter(eb: VoucherEb, state: VoucherState, now: Date) {
  const open = [eb('v.redeemedAt', 'is', null), eb('v.disabledAt', 'is', null)];
  switch (state) {
    case 'redeemed':
      return eb('v.redeemedAt', 'is not', null);
    case 'disabled':
      return eb('v.disabledAt', 'is not', null);
    case 'expired':
      return eb.and([...open, eb('v.expiresAt', '<=', now)]);
    case 'active':
      return eb.and([...open, eb.or([eb('v.expiresAt', 'is', null), eb('v.expiresAt', '>', now)])]);
  }
}

/** Reads and writes of vouchers and promo codes. Every method takes the db or a transaction first. */
export const codesRepo = {
  // ── Vouchers ──

  async insertVouchers(
    db: Db,
    rows: {
      codeHash: string;
      codeHint: string;
      amountMicros: number;
      note: string | null;
      expiresAt: Date | null;
      createdBy: number;
      createdAt: Date;
    }[],
  ) {
    return db
      .insertInto('voucher')
      .values(rows)
      .returning([
        'id',
        'codeHash',
        'codeHint',
        'amountMicros',
        'note',
        'expiresAt',
        'createdAt',
        'redeemedBy',
        'redeemedAt',
        'disabledAt',
      ])
      .execute();
  },

  voucherIdByHash(db: Db, codeHash: string) {
    return db.selectFrom('voucher').select('id').where('codeHash', '=', codeHash).executeTakeFirst();
  },

  /** The voucher, its row locked until the transaction ends (redemptions queue on it). */
  lockVoucher(db: Db, id: number) {
    return db.selectFrom('voucher as v').select(VOUCHER_COLUMNS).where('v.id', '=', id).forUpdate().executeTakeFirst();
  },

  async markRedeemed(db: Db, id: number, userId: number, now: Date, ledgerTransactionId: number): Promise<boolean> {
    const row = await db
      .updateTable('voucher')
      .set({ redeemedBy: userId, redeemedAt: now, ledgerTransactionId })
      .where('id', '=', id)
      .where('redeemedAt', 'is', null)
      .where('disabledAt', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Disables an unredeemed voucher; false when it was redeemed, disabled already, or is unknown. */
  async disableVoucher(db: Db, id: number, now: Date): Promise<boolean> {
    const row = await db
      .updateTable('voucher')
      .set({ disabledAt: now })
      .where('id', '=', id)
      .where('redeemedAt', 'is', null)
      .where('disabledAt', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  voucher(db: Db, id: number) {
    return db.selectFrom('voucher as v').select(VOUCHER_COLUMNS).where('v.id', '=', id).executeTakeFirst();
  },

  async vouchers(db: Db, filter: { state?: VoucherState; now: Date }, page: number, pageSize: number) {
    let query = db.selectFrom('voucher as v');
    const { state, now } = filter;
    if (state) query = query.where((eb) => voucherFilter(eb, state, now));
    const [items, total] = await Promise.all([
      query
        .select(VOUCHER_COLUMNS)
        .orderBy('v.id', 'desc')
        .limit(pageSize)
        .offset(page * pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, totalCount: Number(total.n) };
  },

  // ── Promo codes ──

  async insertPromo(
    db: Db,
    values: {
      code: string;
      amountMicros: number;
      expiresAt: Date | null;
      maxRedemptions: number | null;
      createdBy: number;
      createdAt: Date;
    },
  ) {
    return db.insertInto('promoCode').values(values).returning(PROMO_RETURNING).executeTakeFirstOrThrow();
  },

  promo(db: Db, id: number) {
    return db.selectFrom('promoCode as p').select(PROMO_COLUMNS).where('p.id', '=', id).executeTakeFirst();
  },

  /** The code's row, locked until the transaction ends: its redemptions queue, so the maximum holds. */
  lockPromoByCode(db: Db, code: string) {
    return db
      .selectFrom('promoCode as p')
      .select(PROMO_COLUMNS)
      .where('p.code', '=', code)
      .forUpdate()
      .executeTakeFirst();
  },

  async setPromoDisabled(db: Db, id: number, disabledAt: Date | null) {
    return db
      .updateTable('promoCode')
      .set({ disabledAt })
      .where('id', '=', id)
      .returning(PROMO_RETURNING)
      .executeTakeFirst();
  },

  async promos(db: Db, page: number, pageSize: number) {
    const [items, total] = await Promise.all([
      db
        .selectFrom('promoCode as p')
        .select(PROMO_COLUMNS)
        .orderBy('p.id', 'desc')
        .limit(pageSize)
        .offset(page * pageSize)
        .execute(),
      db
        .selectFrom('promoCode')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items, totalCount: Number(total.n) };
  },

  async hasRedeemed(db: Db, promoCodeId: number, userId: number): Promise<boolean> {
    const row = await db
      .selectFrom('promoRedemption')
      .select('id')
      .where('promoCodeId', '=', promoCodeId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Records a user's redemption and counts it on the code. */
  async insertRedemption(
    db: Db,
    values: { promoCodeId: number; userId: number; amountMicros: number; ledgerTransactionId: number; createdAt: Date },
  ): Promise<void> {
    await db.insertInto('promoRedemption').values(values).execute();
    await db
      .updateTable('promoCode')
      .set((eb) => ({ redemptions: eb('redemptions', '+', 1) }))
      .where('id', '=', values.promoCodeId)
      .execute();
  },

  // ── A user's redeemed codes ──

  async redemptionsOf(db: Db, userId: number, limit: number) {
    const [vouchers, promos] = await Promise.all([
      db
        .selectFrom('voucher')
        .select(['codeHint', 'amountMicros', 'redeemedAt'])
        .where('redeemedBy', '=', userId)
        .orderBy('redeemedAt', 'desc')
        .limit(limit)
        .execute(),
      db
        .selectFrom('promoRedemption as r')
        .innerJoin('promoCode as p', 'p.id', 'r.promoCodeId')
        .select(['p.code', 'r.amountMicros', 'r.createdAt'])
        .where('r.userId', '=', userId)
        .orderBy('r.id', 'desc')
        .limit(limit)
        .execute(),
    ]);
    return { vouchers, promos };
  },
};

export type VoucherRow = NonNullable<Awaited<ReturnType<typeof codesRepo.voucher>>>;
export type PromoRow = NonNullable<Awaited<ReturnType<typeof codesRepo.promo>>>;
