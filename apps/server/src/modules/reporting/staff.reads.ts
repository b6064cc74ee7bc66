import type { Db } from '../../platform/db.ts';

const count = (row: { n: number | string | bigint }) => Number(row.n);

/**
 * What waits for staff, counted across modules' tables: payouts (payout_request), workers (work's
 * worker_admission, quality's worker_profile, worker_flag, control_task) and the mail log.
 */
export const staffReads = {
  async payoutsRequested(db: Db): Promise<number> {
    return count(
      await db
        .selectFrom('payoutRequest')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('state', '=', 'requested')
        .executeTakeFirstOrThrow(),
    );
  },

  /** Workers with an open (unreviewed) flag; the same rule as the workers screen's "flagged" filter. */
  async workersFlagged(db: Db): Promise<number> {
    return count(
      await db
        .selectFrom('workerFlag as f')
        .innerJoin('userAccount as u', 'u.id', 'f.workerId')
        .select((eb) => eb.fn.count<number>('f.workerId').distinct().as('n'))
        .where('f.reviewedAt', 'is', null)
        .where('u.deletedAt', 'is', null)
        .executeTakeFirstOrThrow(),
    );
  },

  async workersSuspended(db: Db): Promise<number> {
    return count(
      await db
        .selectFrom('workerProfile as p')
        .innerJoin('userAccount as u', 'u.id', 'p.userId')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('p.suspendedAt', 'is not', null)
        .where('u.userType', '=', 'worker')
        .where('u.deletedAt', 'is', null)
        .executeTakeFirstOrThrow(),
    );
  },

  /** Workers without admission to paid work; the same rule as the workers screen's "not admitted" filter. */
  async workersNotAdmitted(db: Db): Promise<number> {
    return count(
      await db
        .selectFrom('userAccount as u')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('u.userType', '=', 'worker')
        .where('u.deletedAt', 'is', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('workerAdmission as a')
                .select('a.userId')
                .whereRef('a.userId', '=', 'u.id')
                .where('a.admittedAt', 'is not', null),
            ),
          ),
        )
        .executeTakeFirstOrThrow(),
    );
  },

  /** Active control tasks by use: training, golden (a task may be both). */
  async controlSet(db: Db): Promise<{ training: number; golden: number }> {
    const row = await db
      .selectFrom('controlTask')
      .select((eb) => [
        eb.fn.countAll<number>().filterWhere('training', '=', true).as('training'),
        eb.fn.countAll<number>().filterWhere('golden', '=', true).as('golden'),
      ])
      .where('active', '=', true)
      .executeTakeFirstOrThrow();
    return { training: Number(row.training), golden: Number(row.golden) };
  },

  /** Mails by status, for the statuses asked. */
  async mailsByStatus(db: Db): Promise<{ outbox: number; failed: number }> {
    const rows = await db
      .selectFrom('mailLog')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', 'in', ['outbox', 'failed'])
      .groupBy('status')
      .execute();
    const of = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
    return { outbox: of('outbox'), failed: of('failed') };
  },
};
