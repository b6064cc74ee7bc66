import type { PaymentMethod, PaymentProviderId, PaymentStatus, WebhookOutcome } from '@crowdsolve/contract';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { StoredInvoice } from './payments.tables.ts';

const COLUMNS = [
  'id',
  'userId',
  'provider',
  'method',
  'amountMicros',
  'feeMicros',
  'creditedMicros',
  'status',
  'providerRef',
  'checkoutUrl',
  'crypto',
  'error',
  'createdAt',
  'updatedAt',
  'paidAt',
  'expiresAt',
] as const;

/** Reads and writes of the payment tables. Every method takes the db or a transaction first. */
export const paymentsRepo = {
  async insert(
    db: Db,
    values: {
      userId: number;
      provider: PaymentProviderId;
      method: PaymentMethod;
      amountMicros: number;
      feeMicros: number;
      isDemo?: boolean;
      createdAt: Date;
    },
  ): Promise<number> {
    const row = await db
      .insertInto('payment')
      .values({ ...values, updatedAt: values.createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /**
   * Records the provider's checkout. A webhook may have come first (it found the payment by the id in
   * its metadata): its status stands and its reference is kept.
   */
  async setCheckout(
    db: Db,
    id: number,
    values: { providerRef: string; checkoutUrl: string | null; crypto: StoredInvoice | null; expiresAt: Date | null },
    now: Date,
  ): Promise<void> {
    await db
      .updateTable('payment')
      .set({
        providerRef: sql`coalesce(provider_ref, ${values.providerRef})`,
        checkoutUrl: values.checkoutUrl,
        crypto: values.crypto ? JSON.stringify(values.crypto) : null,
        expiresAt: values.expiresAt,
        status: sql`case when status = 'created' then 'pending' else status end`,
        updatedAt: now,
      })
      .where('id', '=', id)
      .execute();
  },

  /** The provider could not start it: failed, unless a webhook moved it on meanwhile. */
  async failToStart(db: Db, id: number, error: string, now: Date): Promise<void> {
    await db
      .updateTable('payment')
      .set({ status: 'failed', error, updatedAt: now })
      .where('id', '=', id)
      .where('status', '=', 'created')
      .execute();
  },

  get(db: Db, id: number) {
    return db.selectFrom('payment').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  },

  /** The payment, its row locked until the transaction ends (webhooks about it queue up). */
  lock(db: Db, id: number) {
    return db.selectFrom('payment').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
  },

  lockByRef(db: Db, provider: PaymentProviderId, providerRef: string) {
    return db
      .selectFrom('payment')
      .select(COLUMNS)
      .where('provider', '=', provider)
      .where('providerRef', '=', providerRef)
      .forUpdate()
      .executeTakeFirst();
  },

  async update(
    db: Db,
    id: number,
    values: {
      status: PaymentStatus;
      providerRef?: string;
      creditedMicros?: number;
      paidAt?: Date;
      error?: string | null;
      updatedAt: Date;
    },
  ): Promise<void> {
    await db.updateTable('payment').set(values).where('id', '=', id).execute();
  },

  async list(db: Db, userId: number, page: number, pageSize: number) {
    const [items, total] = await Promise.all([
      db
        .selectFrom('payment')
        .select(COLUMNS)
        .where('userId', '=', userId)
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset(page * pageSize)
        .execute(),
      db
        .selectFrom('payment')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    return { items, totalCount: Number(total.n) };
  },

  async logWebhook(
    db: Db,
    values: {
      provider: PaymentProviderId;
      deliveryId: string | null;
      eventType: string | null;
      paymentId: number | null;
      signatureOk: boolean;
      outcome: WebhookOutcome;
      error: string | null;
      ip: string | null;
      receivedAt: Date;
    },
  ): Promise<void> {
    await db
      .insertInto('paymentWebhook')
      .values({
        ...values,
        deliveryId: values.deliveryId?.slice(0, 255) ?? null,
        eventType: values.eventType?.slice(0, 100) ?? null,
        error: values.error?.slice(0, 1000) ?? null,
      })
      .execute();
  },

  webhooks(db: Db, filter: { paymentId?: number; provider?: PaymentProviderId }) {
    let query = db.selectFrom('paymentWebhook').selectAll();
    if (filter.paymentId !== undefined) query = query.where('paymentId', '=', filter.paymentId);
    if (filter.provider !== undefined) query = query.where('provider', '=', filter.provider);
    return query.orderBy('id').execute();
  },
};

export type PaymentRow = NonNullable<Awaited<ReturnType<typeof paymentsRepo.get>>>;
