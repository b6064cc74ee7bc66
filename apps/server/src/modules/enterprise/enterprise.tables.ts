import type { EnterprisePeriod } from '@crowdsolve/contract';
import type { ColumnType, Generated } from 'kysely';

type Time = ColumnType<Date, Date | string | undefined, Date | string>;

/** A period's price set by staff (absent: the configured default). */
export interface EnterprisePlanPriceTable {
  period: EnterprisePeriod;
  priceMicros: number;
  setBy: number | null;
  setAt: Time;
}

/** One bought period of the enterprise plan. */
export interface EnterpriseSubscriptionTable {
  id: Generated<number>;
  customerId: number;
  period: EnterprisePeriod;
  priceMicros: number;
  startsAt: Time;
  endsAt: Time;
  idempotencyKey: string;
  ledgerTransactionId: number;
  createdAt: Time;
}

/** A customer's named support contact (a staff member). */
export interface EnterpriseContactTable {
  customerId: number;
  staffId: number | null;
  assignedAt: Time;
}

export interface EnterpriseTables {
  enterprisePlanPrice: EnterprisePlanPriceTable;
  enterpriseSubscription: EnterpriseSubscriptionTable;
  enterpriseContact: EnterpriseContactTable;
}
