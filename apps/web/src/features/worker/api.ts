import {
  type NextTaskReply,
  WORK_PATHS,
  WORKER_WAIT_MAX_SECONDS,
  type WorkerAnswer,
  type WorkerMeReply,
  workPath,
} from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useAppEnv } from '../../lib/app-env.tsx';
import { type RequestContext, request } from '../../lib/request.ts';

/** Query keys of the worker cabinet. */
export const workerKeys = { me: ['worker', 'me'] as const };

type Ok = { ok: true };

/** How a held task is handed back without an answer. */
export type ReleaseKind = 'skip' | 'cannotSolve' | 'notACaptcha';

/** The worker API as the browser cabinet calls it (session cookie; the request helper adds CSRF). */
export const workerApi = {
  me: (ctx: RequestContext) => request<WorkerMeReply>(ctx, WORK_PATHS.me),
  /** Long poll: waits up to 30 s for a task a person can solve in a browser (a POST: it takes the task). */
  next: (ctx: RequestContext, signal?: AbortSignal) =>
    request<NextTaskReply>(ctx, WORK_PATHS.next, {
      method: 'POST',
      query: { wait: WORKER_WAIT_MAX_SECONDS, browser: 'true' },
      timeoutMs: (WORKER_WAIT_MAX_SECONDS + 15) * 1000,
      signal,
    }),
  answer: (ctx: RequestContext, id: number, answer: WorkerAnswer) =>
    request<Ok>(ctx, workPath(WORK_PATHS.answer, id), { method: 'POST', body: { answer } }),
  release: (ctx: RequestContext, id: number, kind: ReleaseKind) =>
    request<Ok>(ctx, workPath(WORK_PATHS[kind], id), { method: 'POST' }),
};

/** `GET /api/worker/v1/me`: balance, today's earnings, standing, admission. */
export function useWorkerMe(enabled = true) {
  const { api } = useAppEnv();
  return useQuery({ queryKey: workerKeys.me, queryFn: () => workerApi.me(api), enabled, staleTime: 10_000 });
}
