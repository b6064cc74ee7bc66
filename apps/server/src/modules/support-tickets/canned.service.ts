import type { CannedAnswer, CannedBody } from '@crowdsolve/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { ticketsRepo } from './support-tickets.repo.ts';

const view = (row: { id: number; title: string; body: string; updatedAt: Date }): CannedAnswer => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

/** The staff's canned answers: one list shared by every admin and moderator. */
export function cannedService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async list(): Promise<CannedAnswer[]> {
      return (await ticketsRepo.canned.list(db)).map(view);
    },
    async create(staffId: number, body: CannedBody): Promise<CannedAnswer> {
      return view(await ticketsRepo.canned.insert(db, { ...body, updatedBy: staffId, now: clock.now() }));
    },
    async update(staffId: number, id: number, body: CannedBody): Promise<CannedAnswer> {
      const row = await ticketsRepo.canned.update(db, id, { ...body, updatedBy: staffId, now: clock.now() });
      if (!row) throw new AppError('ERROR_NOT_FOUND', 'No such canned answer.');
      return view(row);
    },
    async remove(id: number): Promise<void> {
      if (!(await ticketsRepo.canned.delete(db, id))) throw new AppError('ERROR_NOT_FOUND', 'No such canned answer.');
    },
  };
}
export type CannedService = ReturnType<typeof cannedService>;
