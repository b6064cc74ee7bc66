import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { Notifier } from '../../platform/notify.ts';
import { enterpriseRepo } from './enterprise.repo.ts';

/** Announced after a purchase (payload `*`): every process reads the plans in force again. */
export const ENTERPRISE_CHANGED = 'cs_enterprise_changed';
/** Read again this often besides (a lost notification, a plan that ended). */
const REFRESH_MS = 60_000;

/** The dispatch priority of a holder's new tasks (others: 0). */
export const HOLDER_PRIORITY = 1;

/**
 * The plans in force, in memory: submits and the solver API's limits ask on every call, so the
 * answer never waits for the database. The list is small (holders only) and read whole: at start,
 * after every purchase (a notification reaches every process), and every minute; each holder's end
 * date is checked against the clock on every question, so a plan ends on time without a read.
 */
export function createHolders(deps: {
  db: Db;
  clock: Clock;
  notifier: Notifier;
  log: FastifyBaseLogger;
  limitFactor: number;
}) {
  const { db, clock, notifier, log } = deps;
  let ends = new Map<number, number>();
  let loading: Promise<void> | null = null;
  let again = false;

  async function loadOnce() {
    const rows = await enterpriseRepo.holdings(db, clock.now());
    ends = new Map(rows.map((r) => [r.customerId, r.endsAt.getTime()]));
  }

  /** Reads the plans in force (a read asked for while one runs follows it). */
  function refresh(): Promise<void> {
    if (loading) {
      again = true;
      return loading;
    }
    loading = loadOnce()
      .catch((err) => log.warn({ err }, 'enterprise plans could not be read'))
      .finally(() => {
        loading = null;
        if (again) {
          again = false;
          void refresh();
        }
      });
    return loading;
  }

  const off = notifier.on(ENTERPRISE_CHANGED, () => void refresh());
  const offReset = notifier.onReset(() => void refresh());
  const timer = setInterval(() => void refresh(), REFRESH_MS);
  timer.unref();

  const holds = (customerId: number) => (ends.get(customerId) ?? 0) > clock.now().getTime();

  return {
    refresh,
    holds,
    priorityOf: (customerId: number) => (holds(customerId) ? HOLDER_PRIORITY : 0),
    limitFactorOf: (customerId: number) => (holds(customerId) ? deps.limitFactor : 1),
    /** This process bought a plan: tells every process (this one at once). */
    async changed(): Promise<void> {
      await notifier.notify(ENTERPRISE_CHANGED, '*').catch((err) => log.warn({ err }, 'enterprise notify failed'));
      // A read that starts now sees the purchase (one already running may not have).
      await loadOnce().catch((err) => log.warn({ err }, 'enterprise plans could not be read'));
    },
    close() {
      clearInterval(timer);
      off();
      offReset();
    },
  };
}
export type Holders = ReturnType<typeof createHolders>;
