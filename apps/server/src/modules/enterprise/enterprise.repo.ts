import type { EnterprisePeriod } from '@crowdsolve/contract';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

/** A plan in force: the customer, when its last period ends. */
export interface Holding {
  customerId: number;
  endsAt: Date;
}

/** Queries of the enterprise plan. Every method takes the database or a transaction. */
export const enterpriseRepo = {
  staffPrices(db: Db) {
    return db.selectFrom('enterprisePlanPrice').select(['period', 'priceMicros']).execute();
  },

  setPrice(db: Db, v: { period: EnterprisePeriod; priceMicros: number; setBy: number; now: Date }) {
    return db
      .insertInto('enterprisePlanPrice')
      .values({ period: v.period, priceMicros: v.priceMicros, setBy: v.setBy, setAt: v.now })
      .onConflict((oc) => oc.column('period').doUpdateSet({ priceMicros: v.priceMicros, setBy: v.setBy, setAt: v.now }))
      .execute();
  },

  /** Every plan not ended at `now` (one row per customer: the end of their last period). */
  async holdings(db: Db, now: Date): Promise<Holding[]> {
    const rows = await db
      .selectFrom('enterpriseSubscription')
      .select(['customerId', sql<Date>`max(ends_at)`.as('endsAt')])
      .where('endsAt', '>', now)
      .groupBy('customerId')
      .execute();
    return rows.map((r) => ({ customerId: Number(r.customerId), endsAt: new Date(r.endsAt) }));
  },

  /** The customer's latest period (ended or not). */
  latest(db: Db, customerId: number) {
    return db
      .selectFrom('enterpriseSubscription')
      .select(['period', 'startsAt', 'endsAt'])
      .where('customerId', '=', customerId)
      .orderBy('endsAt', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  byKey(db: Db, key: string) {
    return db
      .selectFrom('enterpriseSubscription')
      .select(['customerId', 'period', 'priceMicros', 'startsAt', 'endsAt'])
      .where('idempotencyKey', '=', key)
      .executeTakeFirst();
  },

  insert(
    db: Db,
    v: {
      customerId: number;
      period: EnterprisePeriod;
      priceMicros: number;
      startsAt: Date;
      endsAt: Date;
      key: string;
      ledgerTransactionId: number;
      now: Date;
    },
  ) {
    return db
      .insertInto('enterpriseSubscription')
      .values({
        customerId: v.customerId,
        period: v.period,
        priceMicros: v.priceMicros,
        startsAt: v.startsAt,
        endsAt: v.endsAt,
        idempotencyKey: v.key,
        ledgerTransactionId: v.ledgerTransactionId,
        createdAt: v.now,
      })
      .execute();
  },

  /** Locks the customer's plan rows' owner (the account row) so purchases of one customer queue up. */
  lockCustomer(db: Db, customerId: number) {
    return db.selectFrom('userAccount').select('id').where('id', '=', customerId).forUpdate().executeTakeFirst();
  },

  contactOf(db: Db, customerId: number) {
    return db
      .selectFrom('enterpriseContact as c')
      .innerJoin('userAccount as u', 'u.id', 'c.staffId')
      .select(['u.id', 'u.name', 'u.email'])
      .where('c.customerId', '=', customerId)
      .executeTakeFirst();
  },

  /**
   * Names the live staff member (admin or moderator) with the fewest customers as the contact,
   * unless the customer has one. Returns nothing; a customer keeps their contact across renewals.
   */
  async assignContact(db: Db, customerId: number, now: Date) {
    await sql`
      insert into enterprise_contact (customer_id, staff_id, assigned_at)
      select ${customerId}, s.id, ${now}::timestamptz
      from user_account s
      where (s.is_admin or s.is_moderator) and s.deleted_at is null and s.banned_at is null
        and s.is_demo = (select is_demo from user_account where id = ${customerId})
      order by (select count(*) from enterprise_contact c where c.staff_id = s.id), s.id
      limit 1
      on conflict (customer_id) do update set staff_id = excluded.staff_id, assigned_at = excluded.assigned_at
        where enterprise_contact.staff_id is null
    `.execute(db);
  },

  setContact(db: Db, customerId: number, staffId: number, now: Date) {
    return db
      .insertInto('enterpriseContact')
      .values({ customerId, staffId, assignedAt: now })
      .onConflict((oc) => oc.column('customerId').doUpdateSet({ staffId, assignedAt: now }))
      .execute();
  },

  isStaff(db: Db, userId: number) {
    return db
      .selectFrom('userAccount')
      .select('id')
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('isAdmin', '=', true), eb('isModerator', '=', true)]))
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
  },

  /** The plans in force with their contacts, for staff. */
  holders(db: Db, now: Date) {
    return db
      .selectFrom('enterpriseSubscription as s')
      .innerJoin('userAccount as u', 'u.id', 's.customerId')
      .leftJoin('enterpriseContact as c', 'c.customerId', 's.customerId')
      .leftJoin('userAccount as st', 'st.id', 'c.staffId')
      .select([
        's.customerId',
        'u.email',
        sql<Date>`max(s.ends_at)`.as('endsAt'),
        'c.staffId as contactId',
        'st.name as contactName',
      ])
      .where('s.endsAt', '>', now)
      .groupBy(['s.customerId', 'u.email', 'c.staffId', 'st.name'])
      .orderBy('endsAt')
      .limit(500)
      .execute();
  },
};
