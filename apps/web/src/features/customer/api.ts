import {
  type ApiErrorsReply,
  type ComplaintsReply,
  CUSTOMER_PATHS,
  type CustomerTaskView,
  customerTaskPath,
  type DashboardReply,
  type ImpossibleCaptchasReply,
  type NotCaptchaReply,
  type TaskReportReply,
  type TestCaptchaBody,
} from '@crowdsolve/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAppEnv } from '../../lib/app-env.tsx';
import { type RequestContext, request } from '../../lib/request.ts';

/** Query keys of the customer cabinet; `all` is a prefix of every one. */
export const customerKeys = {
  all: ['customer'] as const,
  dashboard: ['customer', 'dashboard'] as const,
  list: (name: CustomerList, page: number) => ['customer', name, page] as const,
  errors: (days: number) => ['customer', 'errors', days] as const,
  task: (id: number) => ['customer', 'task', id] as const,
};

export type CustomerList = 'impossible' | 'complaints' | 'notCaptcha';
type ListReply = { impossible: ImpossibleCaptchasReply; complaints: ComplaintsReply; notCaptcha: NotCaptchaReply };

export const customerApi = {
  dashboard: (ctx: RequestContext) => request<DashboardReply>(ctx, CUSTOMER_PATHS.dashboard),
  /** `page` is 0-based. */
  list: <L extends CustomerList>(ctx: RequestContext, name: L, page: number) =>
    request<ListReply[L]>(ctx, CUSTOMER_PATHS[name], { query: { page } }),
  errors: (ctx: RequestContext, days: number) =>
    request<ApiErrorsReply>(ctx, CUSTOMER_PATHS.errors, { query: { days } }),
  task: (ctx: RequestContext, id: number) => request<CustomerTaskView>(ctx, customerTaskPath(id)),
  report: (ctx: RequestContext, id: number, verdict: 'bad' | 'good') =>
    request<TaskReportReply>(ctx, CUSTOMER_PATHS.taskReport.replace(':id', String(id)), {
      method: 'POST',
      body: { verdict },
    }),
  testCaptcha: (ctx: RequestContext, body: TestCaptchaBody) =>
    request<{ taskId: number }>(ctx, CUSTOMER_PATHS.testCaptcha, { method: 'POST', body }),
};

/** `GET /api/v2/dashboard` (spec §7), preloaded by /enterpage. */
export function dashboardQuery(api: RequestContext) {
  return queryOptions({ queryKey: customerKeys.dashboard, queryFn: () => customerApi.dashboard(api) });
}

export function useDashboard(enabled = true) {
  const { api } = useAppEnv();
  return useQuery({ ...dashboardQuery(api), enabled });
}

export function useCustomerList<L extends CustomerList>(name: L, page: number, enabled = true) {
  const { api } = useAppEnv();
  return useQuery({
    queryKey: customerKeys.list(name, page),
    queryFn: () => customerApi.list(api, name, page),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useApiErrors(days: number, enabled = true) {
  const { api } = useAppEnv();
  return useQuery({
    queryKey: customerKeys.errors(days),
    queryFn: () => customerApi.errors(api, days),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A task of the account, polled every second until it ended. */
export function useCustomerTask(id: number | null) {
  const { api } = useAppEnv();
  return useQuery({
    queryKey: customerKeys.task(id ?? 0),
    queryFn: () => customerApi.task(api, id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'solved' || state === 'unsolvable' ? false : 1000;
    },
  });
}
