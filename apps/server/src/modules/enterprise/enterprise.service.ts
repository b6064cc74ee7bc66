import {
  type Currency,
  ENTERPRISE_PERIOD_MONTHS,
  ENTERPRISE_PERIODS,
  type EnterpriseAdminReply,
  type EnterpriseBuyBody,
  type EnterpriseBuyReply,
  type EnterpriseConditionsReply,
  type EnterprisePeriod,
  type EnterprisePlan,
  type EnterprisePricingReply,
} from '@crowdsolve/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { LedgerService } from '../billing/index.ts';
import type { PricingService } from '../pricing/index.ts';
import { enterpriseRepo } from './enterprise.repo.ts';
import type { Holders } from './holders.ts';

const MICROS = 1_000_000;

/** The per-key figures the conditions quote (the solver API's limits before the plan's factor). */
export interface BaseLimits {
  submitsPerBurst: number;
  maxConcurrentPerKey: number;
}

/** Adds calendar months in UTC (the 31st of a shorter month becomes its last day). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export interface EnterpriseDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  pricing: PricingService;
  holders: Holders;
  /** A month's price unless staff set one (a quarter and a year: 3 and 12 months of it). */
  monthPriceMicros: number;
  limitFactor: number;
  baseLimits: BaseLimits;
}

/** The enterprise support plan: its prices, what it gives, buying it from the balance, staff settings. */
export function enterpriseService(deps: EnterpriseDeps) {
  const { db, clock, ledger, holders } = deps;

  async function prices(): Promise<{ period: EnterprisePeriod; priceMicros: number; staffSet: boolean }[]> {
    const set = new Map((await enterpriseRepo.staffPrices(db)).map((r) => [r.period, Number(r.priceMicros)]));
    return ENTERPRISE_PERIODS.map((period) => {
      const staff = set.get(period);
      return {
        period,
        priceMicros: staff ?? deps.monthPriceMicros * ENTERPRISE_PERIOD_MONTHS[period],
        staffSet: staff !== undefined,
      };
    });
  }

  async function planOf(customerId: number): Promise<EnterprisePlan | null> {
    const latest = await enterpriseRepo.latest(db, customerId);
    if (!latest || new Date(latest.endsAt) <= clock.now()) return null;
    const contact = await enterpriseRepo.contactOf(db, customerId);
    return {
      period: latest.period,
      startsAt: new Date(latest.startsAt).toISOString(),
      endsAt: new Date(latest.endsAt).toISOString(),
      contact: contact ? { name: contact.name, email: contact.email ?? '' } : null,
    };
  }

  return {
    /** Each period's price in a currency (USD when it has no rate: the reply says which). */
    async pricing(requested: Currency): Promise<EnterprisePricingReply> {
      const [rate, list] = await Promise.all([deps.pricing.displayRate(requested), prices()]);
      return {
        ...rate,
        periods: list.map(({ period, priceMicros }) => ({
          period,
          months: ENTERPRISE_PERIOD_MONTHS[period],
          priceMicros,
          price: Math.round((priceMicros / MICROS) * rate.rate * 100) / 100,
        })),
      };
    },

    /** What the plan gives; the signed-in customer's plan. */
    async conditions(user: { userId: number; userType: string | null } | null): Promise<EnterpriseConditionsReply> {
      const factor = deps.limitFactor;
      return {
        queuePriority: true,
        limitFactor: factor,
        submitsPerBurst: Math.floor(deps.baseLimits.submitsPerBurst * factor),
        concurrentCalls: Math.floor(deps.baseLimits.maxConcurrentPerKey * factor),
        plan: user ? await planOf(user.userId) : null,
        canBuy: user?.userType === 'customer',
      };
    },

    /**
     * Buys a period from the balance: one ledger `purchase` under the customer's key and the period
     * in one transaction. A retry with the key moves nothing and answers the first purchase; a balance
     * that does not cover the price refuses with BILLING_INSUFFICIENT_FUNDS and nothing is written.
     * A purchase while a plan runs starts where it ends.
     */
    async buy(customerId: number, body: EnterpriseBuyBody): Promise<EnterpriseBuyReply> {
      const key = `enterprise:${customerId}:${body.idempotencyKey}`;
      const price = (await prices()).find((p) => p.period === body.period)?.priceMicros;
      if (!price) throw new AppError('ERROR_VALIDATION', 'Unknown period.');
      const now = clock.now();
      const outcome = await db.transaction().execute(async (trx) => {
        const earlier = await enterpriseRepo.byKey(trx, key);
        if (earlier) {
          if (earlier.period !== body.period) {
            throw new AppError('BILLING_IDEMPOTENCY_CONFLICT', 'This key bought another period.');
          }
          return { replayed: true, chargedMicros: Number(earlier.priceMicros) };
        }
        // One customer's purchases queue up here, so each starts where the one before ends.
        await enterpriseRepo.lockCustomer(trx, customerId);
        const paid = await ledger.purchase(customerId, price, key, `enterprise:${body.period}`, trx);
        if (paid.replayed) return { replayed: true, chargedMicros: price };
        const latest = await enterpriseRepo.latest(trx, customerId);
        const latestEnd = latest ? new Date(latest.endsAt) : null;
        const startsAt = latestEnd && latestEnd > now ? latestEnd : now;
        const endsAt = addMonths(startsAt, ENTERPRISE_PERIOD_MONTHS[body.period]);
        await enterpriseRepo.insert(trx, {
          customerId,
          period: body.period,
          priceMicros: price,
          startsAt,
          endsAt,
          key,
          ledgerTransactionId: paid.transactionId,
          now,
        });
        await enterpriseRepo.assignContact(trx, customerId, now);
        return { replayed: false, chargedMicros: price };
      });
      if (!outcome.replayed) await holders.changed();
      const plan = await planOf(customerId);
      if (!plan) throw new AppError('ERROR_CONFLICT', 'The plan bought with this key has ended.');
      const { balanceMicros } = await ledger.balance(customerId);
      return { plan, chargedMicros: outcome.chargedMicros, balanceMicros, replayed: outcome.replayed };
    },

    /** The signed-in customer's named contact (null without a plan in force). */
    planOf,

    async adminView(): Promise<EnterpriseAdminReply> {
      const [list, rows] = await Promise.all([prices(), enterpriseRepo.holders(db, clock.now())]);
      return {
        prices: list,
        holders: rows.map((r) => ({
          customerId: Number(r.customerId),
          email: r.email ?? '',
          endsAt: new Date(r.endsAt).toISOString(),
          contactId: r.contactId === null ? null : Number(r.contactId),
          contactName: r.contactName,
        })),
      };
    },

    async setPrice(adminId: number, period: EnterprisePeriod, priceMicros: number): Promise<EnterpriseAdminReply> {
      await enterpriseRepo.setPrice(db, { period, priceMicros, setBy: adminId, now: clock.now() });
      return this.adminView();
    },

    async setContact(customerId: number, staffId: number): Promise<EnterpriseAdminReply> {
      if (!(await enterpriseRepo.isStaff(db, staffId))) {
        throw new AppError('ERROR_VALIDATION', 'The contact must be an admin or a moderator.', {
          fields: [{ field: 'staffId', message: 'not_staff' }],
        });
      }
      await enterpriseRepo.setContact(db, customerId, staffId, clock.now());
      return this.adminView();
    },

    /** For the support desk: a customer's plan in force (its end, their contact's id), or null. */
    async supportOf(customerId: number): Promise<{ until: string; contactId: number | null } | null> {
      if (!holders.holds(customerId)) return null;
      const [latest, contact] = await Promise.all([
        enterpriseRepo.latest(db, customerId),
        enterpriseRepo.contactOf(db, customerId),
      ]);
      if (!latest) return null;
      return { until: new Date(latest.endsAt).toISOString(), contactId: contact ? Number(contact.id) : null };
    },
  };
}
export type EnterpriseService = ReturnType<typeof enterpriseService>;
