import {
  type AdminWorkerDetail,
  type AdminWorkersReply,
  levelOf,
  QUALITY_MIN_ANSWERS,
  QUALITY_WINDOW_DAYS,
} from '@crowdsolve/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { workerReads } from '../reporting/index.ts';
import { qualityRepo } from './quality.repo.ts';

const PAGE = 50;
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** The admins' view of workers: list with accuracy and flags, detail with history, suspension, flag review. */
export function qualityAdmin(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const since = () => new Date(clock.now().getTime() - QUALITY_WINDOW_DAYS * 86_400_000);

  async function row(w: { id: number; email: string | null }) {
    const [{ answered, mistakes }, profile, admission, flags] = await Promise.all([
      workerReads.answersAndMistakes(db, w.id, since()),
      qualityRepo.profile(db, w.id),
      db.selectFrom('workerAdmission').select('admittedAt').where('userId', '=', w.id).executeTakeFirst(),
      db
        .selectFrom('workerFlag')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('workerId', '=', w.id)
        .where('reviewedAt', 'is', null)
        .executeTakeFirstOrThrow(),
    ]);
    const accuracy = answered >= QUALITY_MIN_ANSWERS ? Math.max(0, 1 - mistakes / answered) : null;
    return {
      id: w.id,
      email: w.email,
      admitted: Boolean(admission?.admittedAt),
      suspended: Boolean(profile?.suspendedAt),
      accuracy,
      level: levelOf(accuracy, answered),
      answered,
      mistakes,
      openFlags: Number(flags.n),
      languages: profile?.languages ?? [],
    };
  }

  return {
    async list(query: { q?: string | undefined; filter: string; page: number }): Promise<AdminWorkersReply> {
      const rows = await db
        .selectFrom('userAccount as u')
        .select(['u.id', 'u.email'])
        .where('u.userType', '=', 'worker')
        .where('u.deletedAt', 'is', null)
        .$if(Boolean(query.q), (q) =>
          q.where('u.email', 'ilike', `%${(query.q as string).replace(/[%_\\]/g, '\\$&')}%`),
        )
        .$if(query.filter === 'suspended', (q) =>
          q.where(({ exists, selectFrom }) =>
            exists(
              selectFrom('workerProfile as p')
                .select('p.userId')
                .whereRef('p.userId', '=', 'u.id')
                .where('p.suspendedAt', 'is not', null),
            ),
          ),
        )
        .$if(query.filter === 'flagged', (q) =>
          q.where(({ exists, selectFrom }) =>
            exists(
              selectFrom('workerFlag as f')
                .select('f.id')
                .whereRef('f.workerId', '=', 'u.id')
                .where('f.reviewedAt', 'is', null),
            ),
          ),
        )
        .$if(query.filter === 'not_admitted', (q) =>
          q.where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('workerAdmission as a')
                  .select('a.userId')
                  .whereRef('a.userId', '=', 'u.id')
                  .where('a.admittedAt', 'is not', null),
              ),
            ),
          ),
        )
        .orderBy('u.id', 'desc')
        .limit(PAGE + 1)
        .offset((query.page - 1) * PAGE)
        .execute();
      const items = await Promise.all(rows.slice(0, PAGE).map(row));
      return { items, page: query.page, hasMore: rows.length > PAGE };
    },

    async detail(workerId: number): Promise<AdminWorkerDetail> {
      const user = await db
        .selectFrom('userAccount')
        .select(['id', 'email'])
        .where('id', '=', workerId)
        .where('userType', '=', 'worker')
        .executeTakeFirst();
      if (!user) throw new AppError('ERROR_NOT_FOUND', 'No such worker.');
      const [worker, profile, bySource, trainings, flags] = await Promise.all([
        row(user),
        qualityRepo.profile(db, workerId),
        db
          .selectFrom('workerMistake')
          .select(['source', (eb) => eb.fn.countAll<number>().as('n')])
          .where('workerId', '=', workerId)
          .where('createdAt', '>=', since())
          .groupBy('source')
          .execute(),
        db
          .selectFrom('trainingSession')
          .select(['startedAt', 'finishedAt', 'passed'])
          .where('workerId', '=', workerId)
          .orderBy('id', 'desc')
          .limit(20)
          .execute(),
        db
          .selectFrom('workerFlag')
          .select(['id', 'taskId', 'reason', 'detail', 'createdAt', 'reviewedAt'])
          .where('workerId', '=', workerId)
          .orderBy('id', 'desc')
          .limit(50)
          .execute(),
      ]);
      return {
        worker,
        suspendedAt: iso(profile?.suspendedAt),
        mistakesBySource: bySource.map((r) => ({ source: r.source, count: Number(r.n) })),
        trainings: trainings.map((t) => ({
          startedAt: iso(t.startedAt) as string,
          finishedAt: iso(t.finishedAt),
          passed: t.passed,
        })),
        flags: flags.map((f) => ({
          id: f.id,
          taskId: f.taskId,
          reason: f.reason,
          detail: f.detail,
          createdAt: iso(f.createdAt) as string,
          reviewedAt: iso(f.reviewedAt),
        })),
      };
    },

    async setSuspension(workerId: number, suspended: boolean) {
      const exists = await db
        .selectFrom('userAccount')
        .select('id')
        .where('id', '=', workerId)
        .where('userType', '=', 'worker')
        .executeTakeFirst();
      if (!exists) throw new AppError('ERROR_NOT_FOUND', 'No such worker.');
      await qualityRepo.setSuspension(db, workerId, suspended ? clock.now() : null, clock.now());
      return { ok: true as const };
    },

    async reviewFlag(adminId: number, flagId: number) {
      const r = await db
        .updateTable('workerFlag')
        .set({ reviewedAt: clock.now(), reviewedBy: adminId })
        .where('id', '=', flagId)
        .where('reviewedAt', 'is', null)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) throw new AppError('ERROR_NOT_FOUND', 'No such open flag.');
      return { ok: true as const };
    },
  };
}
export type QualityAdmin = ReturnType<typeof qualityAdmin>;
