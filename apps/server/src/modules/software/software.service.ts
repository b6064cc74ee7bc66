import {
  type CreateSoftwareBody,
  DEVELOPER_SHARE_PERCENT,
  SOFTWARE_LIVE_MAX,
  type Software,
  type SoftwareListReply,
} from '@crowdsolve/contract';
import type { Clock } from '../../platform/clock.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { userDirectory } from '../identity/index.ts';
import { statusOf } from './catalog.shared.ts';
import { softwareRepo as repo } from './software.repo.ts';

const WEEK_MS = 7 * 24 * 3_600_000;

type Row = { id: number; name: string; url: string | null; createdAt: Date | string; disabledAt: Date | string | null };

function present(row: Row): Software {
  return {
    softId: row.id,
    name: row.name,
    url: row.url,
    createdAt: new Date(row.createdAt).toISOString(),
    disabled: row.disabledAt !== null,
  };
}

export const limitReached = () =>
  new AppError(
    'SOFTWARE_LIMIT_REACHED',
    `At most ${SOFTWARE_LIVE_MAX} live software per developer; disable one first.`,
  );

/**
 * A developer's software registry: the ids (`soft_id`) their clients send with tasks. A live id
 * earns the developer their share of each solved task's price; a disabled one earns nothing.
 * Callers check that the user is a developer.
 */
export function softwareService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** The developer's software, or ERROR_NOT_FOUND (also for someone else's). */
  async function owned(trx: Db, developerId: number, softId: number) {
    const row = await repo.findOwned(trx, developerId, softId);
    if (!row) throw new AppError('ERROR_NOT_FOUND', 'No such software.');
    return row;
  }

  return {
    /**
     * The developer's software with the last 7 days' figures. `earned7dMicros` is not read from
     * the ledger (settlements there are per task, not per software): it is recomputed as the
     * developer's share of the solved tasks sent with the id and paying this developer, i.e.
     * sum(floor(price_micros × 10 / 100)) — the same per-task rounding as `splitCharge`. Both
     * figures count tasks created in the window.
     */
    async list(developerId: number): Promise<SoftwareListReply> {
      const since = new Date(clock.now().getTime() - WEEK_MS);
      const rows = await repo.listWithStats(db, developerId, since, DEVELOPER_SHARE_PERCENT);
      return {
        items: rows.map((row) => ({
          ...present(row),
          tasks7d: Number(row.tasks7d),
          earned7dMicros: Number(row.earned7dMicros),
          slug: row.slug,
          status: statusOf(row),
          rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
          changePending: row.changePending,
          changeRejectionReason: row.changePending ? null : row.changeRejectionReason,
        })),
      };
    },

    /** Registers software; at most SOFTWARE_LIVE_MAX live ones (SOFTWARE_LIMIT_REACHED). */
    async create(developerId: number, body: CreateSoftwareBody): Promise<Software> {
      const row = await inTransaction(db, async (trx) => {
        await userDirectory.lock(trx, developerId);
        if ((await repo.countLive(trx, developerId)) >= SOFTWARE_LIVE_MAX) throw limitReached();
        return repo.insert(trx, {
          developerId,
          name: body.name,
          url: body.url ?? null,
          createdAt: clock.now(),
        });
      });
      return present(row);
    },

    /**
     * Disables (the id stops earning) or enables the developer's software; doing it twice changes
     * nothing. Enabling counts against the live limit.
     */
    async setDisabled(developerId: number, softId: number, disabled: boolean): Promise<Software> {
      const row = await inTransaction(db, async (trx) => {
        await userDirectory.lock(trx, developerId);
        const current = await owned(trx, developerId, softId);
        if ((current.disabledAt !== null) === disabled) return current;
        if (!disabled && (await repo.countLive(trx, developerId)) >= SOFTWARE_LIVE_MAX) throw limitReached();
        return repo.setDisabledAt(trx, developerId, softId, disabled ? clock.now() : null);
      });
      return present(row);
    },
  };
}
export type SoftwareService = ReturnType<typeof softwareService>;
