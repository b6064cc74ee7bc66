import {
  ADMIN_WORKER_PATHS,
  type AdminPayout,
  type AdminPayoutsReply,
  type AdminWorkerDetail,
  type AdminWorkersReply,
  type AdmissionReply,
  adminPayoutPath,
  type ControlTaskSchema,
  type CreateControlTaskBodySchema,
  PAYOUT_PATHS,
  type PayoutState,
  QUALITY_PATHS,
  WORK_PATHS,
} from '@crowdsolve/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAppEnv } from '../../lib/app-env.tsx';
import { type RequestContext, request } from '../../lib/request.ts';

/** The admin screens of the worker side: workers and their quality, the control set, the payout queue. */

export const WORKER_FILTERS = ['all', 'suspended', 'flagged', 'not_admitted'] as const;
export type WorkerFilter = (typeof WORKER_FILTERS)[number];

export type ControlTask = z.infer<typeof ControlTaskSchema>;
export type CreateControlTaskBody = z.input<typeof CreateControlTaskBodySchema>;

export const workerSideKeys = {
  workers: ['admin', 'workers'] as const,
  workerList: (q: string, filter: WorkerFilter, page: number) => ['admin', 'workers', 'list', q, filter, page] as const,
  worker: (id: number) => ['admin', 'workers', 'detail', id] as const,
  controlTasks: ['admin', 'control-tasks'] as const,
  payouts: ['admin', 'payouts'] as const,
  payoutList: (state: PayoutState, page: number) => ['admin', 'payouts', state, page] as const,
};

const withId = (path: string, id: number) => path.replace(':id', String(id));

export const workerSideApi = {
  workers: (ctx: RequestContext, q: string, filter: WorkerFilter, page: number) =>
    request<AdminWorkersReply>(ctx, ADMIN_WORKER_PATHS.workers, {
      query: { q: q || undefined, filter: filter === 'all' ? undefined : filter, page },
    }),
  worker: (ctx: RequestContext, id: number) => request<AdminWorkerDetail>(ctx, withId(ADMIN_WORKER_PATHS.worker, id)),
  setSuspended: (ctx: RequestContext, id: number, suspended: boolean) =>
    request<unknown>(ctx, withId(ADMIN_WORKER_PATHS.suspension, id), { method: 'POST', body: { suspended } }),
  setAdmitted: (ctx: RequestContext, id: number, admitted: boolean) =>
    request<AdmissionReply>(ctx, withId(WORK_PATHS.adminAdmission, id), { method: 'PUT', body: { admitted } }),
  reviewFlag: (ctx: RequestContext, id: number) =>
    request<{ ok: true }>(ctx, withId(ADMIN_WORKER_PATHS.flagReview, id), { method: 'POST' }),

  controlTasks: (ctx: RequestContext) => request<{ items: ControlTask[] }>(ctx, QUALITY_PATHS.adminControlTasks),
  createControlTask: (ctx: RequestContext, body: CreateControlTaskBody) =>
    request<{ id: number }>(ctx, QUALITY_PATHS.adminControlTasks, { method: 'POST', body, timeoutMs: 60_000 }),
  setControlTaskActive: (ctx: RequestContext, id: number, active: boolean) =>
    request<{ ok: true }>(ctx, withId(QUALITY_PATHS.adminControlTask, id), { method: 'PUT', body: { active } }),

  payouts: (ctx: RequestContext, state: PayoutState, page: number) =>
    request<AdminPayoutsReply>(ctx, PAYOUT_PATHS.adminPayouts, { query: { state, page } }),
  approvePayout: (ctx: RequestContext, id: number, reference: string) =>
    request<AdminPayout>(ctx, adminPayoutPath(PAYOUT_PATHS.adminApprove, id), { method: 'POST', body: { reference } }),
  rejectPayout: (ctx: RequestContext, id: number, reason: string) =>
    request<AdminPayout>(ctx, adminPayoutPath(PAYOUT_PATHS.adminReject, id), { method: 'POST', body: { reason } }),
};

/** One page (1-based) of the workers list; the previous page stays on screen while the next loads. */
export function useAdminWorkers(q: string, filter: WorkerFilter, page: number) {
  const { api } = useAppEnv();
  return useQuery({
    queryKey: workerSideKeys.workerList(q, filter, page),
    queryFn: () => workerSideApi.workers(api, q, filter, page),
    placeholderData: keepPreviousData,
  });
}

export function useAdminWorker(id: number) {
  const { api } = useAppEnv();
  return useQuery({ queryKey: workerSideKeys.worker(id), queryFn: () => workerSideApi.worker(api, id) });
}

export function useControlTasks() {
  const { api } = useAppEnv();
  return useQuery({ queryKey: workerSideKeys.controlTasks, queryFn: () => workerSideApi.controlTasks(api) });
}

/** One page (0-based) of the payouts in `state`. */
export function useAdminPayouts(state: PayoutState, page: number) {
  const { api } = useAppEnv();
  return useQuery({
    queryKey: workerSideKeys.payoutList(state, page),
    queryFn: () => workerSideApi.payouts(api, state, page),
    placeholderData: keepPreviousData,
  });
}
