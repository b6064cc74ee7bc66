import {
  type CreatePaymentBody,
  isFinalPaymentStatus,
  PAYMENT_PATHS,
  type PaymentDailyReply,
  type PaymentDetail,
  type PaymentMethodsReply,
  type PaymentsReply,
  paymentPath,
} from '@crowdsolve/contract';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { useAppEnv } from '../../lib/app-env.tsx';
import { type RequestContext, request } from '../../lib/request.ts';
import { userKeys } from '../user/current-user.ts';

/** How often a payment still waiting for its provider is asked about. */
export const POLL_MS = 3000;

/** Query keys of the payment screens; `all` is a prefix of every one. */
export const paymentKeys = {
  all: ['payments'] as const,
  methods: ['payments', 'methods'] as const,
  list: (page: number) => ['payments', 'list', page] as const,
  payment: (id: number) => ['payments', 'payment', id] as const,
  daily: (days: number) => ['payments', 'daily', days] as const,
};

export const paymentsApi = {
  methods: (ctx: RequestContext) => request<PaymentMethodsReply>(ctx, PAYMENT_PATHS.methods),
  create: (ctx: RequestContext, body: CreatePaymentBody) =>
    request<PaymentDetail>(ctx, PAYMENT_PATHS.payments, { method: 'POST', body }),
  payment: (ctx: RequestContext, id: number) => request<PaymentDetail>(ctx, paymentPath(PAYMENT_PATHS.payment, id)),
  list: (ctx: RequestContext, page: number) => request<PaymentsReply>(ctx, PAYMENT_PATHS.payments, { query: { page } }),
  daily: (ctx: RequestContext, days: number) =>
    request<PaymentDailyReply>(ctx, PAYMENT_PATHS.daily, { query: { days } }),
  sandbox: (ctx: RequestContext, id: number, action: 'complete' | 'fail') =>
    request<PaymentDetail>(
      ctx,
      paymentPath(action === 'complete' ? PAYMENT_PATHS.sandboxComplete : PAYMENT_PATHS.sandboxFail, id),
      { method: 'POST' },
    ),
};

export function usePaymentMethods() {
  const { api } = useAppEnv();
  return useQuery({ queryKey: paymentKeys.methods, queryFn: () => paymentsApi.methods(api), staleTime: 60_000 });
}

/** One payment, asked again every few seconds until its status is final. */
export function usePayment(id: number | null) {
  const { api } = useAppEnv();
  return useQuery({
    queryKey: paymentKeys.payment(id ?? 0),
    queryFn: () => paymentsApi.payment(api, id as number),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isFinalPaymentStatus(status) ? false : POLL_MS;
    },
  });
}

export function usePayments(page: number) {
  const { api } = useAppEnv();
  return useQuery({
    queryKey: paymentKeys.list(page),
    queryFn: () => paymentsApi.list(api, page),
    placeholderData: keepPreviousData,
  });
}

export function useDaily(days: number) {
  const { api } = useAppEnv();
  return useQuery({ queryKey: paymentKeys.daily(days), queryFn: () => paymentsApi.daily(api, days) });
}

/** After a payment changed: the cached payment replaced, lists and the balance asked again. */
export function paymentChanged(client: QueryClient, payment: PaymentDetail): void {
  client.setQueryData(paymentKeys.payment(payment.id), payment);
  void client.invalidateQueries({ queryKey: ['payments', 'list'] });
  if (payment.status === 'paid') {
    void client.invalidateQueries({ queryKey: ['payments', 'daily'] });
    void client.invalidateQueries({ queryKey: userKeys.current });
  }
}

/** The `?payment=<id>` of the address bar, or null. */
export function paymentIdParam(params: URLSearchParams): number | null {
  const raw = params.get('payment') ?? '';
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

/** Leaves the app for a provider's page (tests replace it). */
export const leave = { to: (url: string) => window.location.assign(url) };
