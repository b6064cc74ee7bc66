import type { TransferFailure } from '@crowdsolve/contract';
import type { Db } from '../../platform/db.ts';

const TRANSFER_COLUMNS = [
  't.id',
  't.senderId',
  't.recipientId',
  't.amountMicros',
  't.state',
  't.failure',
  't.createdAt',
  't.expiresAt',
  't.decidedAt',
] as const;

/** Reads and writes of balance transfers. Every method takes the db or a transaction first. */
export const transfersRepo = {
  async insert(
    db: Db,
    values: {
      senderId: number;
      recipientId: number;
      amountMicros: number;
      tokenHash: string;
      createdAt: Date;
      expiresAt: Date;
    },
  ): Promise<number> {
    const row = await db.insertInto('balanceTransfer').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  byId(db: Db, id: number) {
    return db.selectFrom('balanceTransfer as t').select(TRANSFER_COLUMNS).where('t.id', '=', id).executeTakeFirst();
  },

  byHash(db: Db, tokenHash: string) {
    return db
      .selectFrom('balanceTransfer as t')
      .select(TRANSFER_COLUMNS)
      .where('t.tokenHash', '=', tokenHash)
      .executeTakeFirst();
  },

  /** The transfer, its row locked until the transaction ends (confirmations and cancels queue on it). */
  lock(db: Db, id: number) {
    return db
      .selectFrom('balanceTransfer as t')
      .select(TRANSFER_COLUMNS)
      .where('t.id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  },

  /** Ends a pending transfer; false when it was not pending any more. */
  async decide(
    db: Db,
    id: number,
    values:
      | { state: 'completed'; ledgerTransactionId: number; decidedAt: Date }
      | { state: 'failed'; failure: TransferFailure; decidedAt: Date }
      | { state: 'cancelled'; decidedAt: Date },
  ): Promise<boolean> {
    const row = await db
      .updateTable('balanceTransfer')
      .set(values)
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The user's transfers, sent and received, newest first. */
  async list(db: Db, userId: number, page: number, pageSize: number) {
    const mine = db
      .selectFrom('balanceTransfer as t')
      .where((eb) => eb.or([eb('t.senderId', '=', userId), eb('t.recipientId', '=', userId)]))
      // A recipient learns of a transfer once it is made.
      .where((eb) => eb.or([eb('t.senderId', '=', userId), eb('t.state', '=', 'completed')]));
    const [items, total] = await Promise.all([
      mine
        .select(TRANSFER_COLUMNS)
        .orderBy('t.id', 'desc')
        .limit(pageSize)
        .offset(page * pageSize)
        .execute(),
      mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, totalCount: Number(total.n) };
  },
};

export type TransferRow = NonNullable<Awaited<ReturnType<typeof transfersRepo.byId>>>;
