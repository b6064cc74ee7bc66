import { RATE_STALE_DAYS, type StaffAdminOverview, type StaffRateState } from '@crowdsolve/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { PricingService } from '../pricing/index.ts';
import { staffReads } from '../reporting/index.ts';

const DAY_MS = 86_400_000;

/** The staff home: what waits for admins, counted in the database at the time of the call. */
export function staffService(deps: { db: Db; clock: Clock; pricing: PricingService }) {
  const { db, clock, pricing } = deps;

  /** A rate is missing without any row, stale when a fetched or demo rate is older than RATE_STALE_DAYS. */
  async function rates(): Promise<StaffRateState[]> {
    const today = Date.parse(clock.now().toISOString().slice(0, 10));
    const view = await pricing.adminView();
    return view.rates.map((r) => {
      if (!r.source || !r.rateDate) return { currency: r.currency, state: 'missing', rateDate: null, source: null };
      const age = (today - Date.parse(r.rateDate)) / DAY_MS;
      const stale = r.source !== 'staff' && age > RATE_STALE_DAYS;
      return { currency: r.currency, state: stale ? 'stale' : 'ok', rateDate: r.rateDate, source: r.source };
    });
  }

  return {
    async adminOverview(): Promise<StaffAdminOverview> {
      const [payoutsRequested, workersFlagged, workersSuspended, workersNotAdmitted, control, mails, rateStates] =
        await Promise.all([
          staffReads.payoutsRequested(db),
          staffReads.workersFlagged(db),
          staffReads.workersSuspended(db),
          staffReads.workersNotAdmitted(db),
          staffReads.controlSet(db),
          staffReads.mailsByStatus(db),
          rates(),
        ]);
      return {
        payoutsRequested,
        workersFlagged,
        workersSuspended,
        workersNotAdmitted,
        controlTraining: control.training,
        controlGolden: control.golden,
        mailOutbox: mails.outbox,
        mailFailed: mails.failed,
        rates: rateStates,
      };
    },
  };
}
export type StaffService = ReturnType<typeof staffService>;
