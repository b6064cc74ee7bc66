import {
  PAYOUT_PATHS,
  type PartnerSummaryReply,
  type Payout,
  type PayoutMethod,
  type PayoutsReply,
  type PendingReply,
  type PendingWalletChange,
  type RequestPayoutBody,
  type Wallet,
  type WalletConfirm,
  type WalletsReply,
} from '@crowdsolve/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useAppEnv } from '../../lib/app-env.tsx';
import { type RequestContext, request } from '../../lib/request.ts';

/** Query keys of the partner screens; `all` is a prefix of every one. */
export const partnerKeys = {
  all: ['partner'] as const,
  wallets: ['partner', 'wallets'] as const,
  summary: (days: number) => ['partner', 'summary', days] as const,
  payouts: (page: number) => ['partner', 'payouts', page] as const,
  confirm: (link: WalletConfirm) => ['partner', 'confirm', link.hash, link.userId] as const,
};

export const partnerApi = {
  wallets: (ctx: RequestContext) => request<WalletsReply>(ctx, PAYOUT_PATHS.wallets),
  setWallet: (ctx: RequestContext, method: PayoutMethod, account: string) =>
    request<PendingReply>(ctx, PAYOUT_PATHS.wallet.replace(':method', encodeURIComponent(method)), {
      method: 'PUT',
      body: { account },
    }),
  cancelPending: (ctx: RequestContext) =>
    request<{ ok: true; cancelled: boolean }>(ctx, PAYOUT_PATHS.pending, { method: 'DELETE' }),
  preview: (ctx: RequestContext, link: WalletConfirm) =>
    request<PendingWalletChange>(ctx, PAYOUT_PATHS.confirm, { query: { hash: link.hash, userId: link.userId } }),
  confirm: (ctx: RequestContext, link: WalletConfirm) =>
    request<Wallet>(ctx, PAYOUT_PATHS.confirm, { method: 'POST', body: link }),
  requestPayout: (ctx: RequestContext, body: RequestPayoutBody) =>
    request<Payout>(ctx, PAYOUT_PATHS.payouts, { method: 'POST', body }),
  payouts: (ctx: RequestContext, page: number) => request<PayoutsReply>(ctx, PAYOUT_PATHS.payouts, { query: { page } }),
  summary: (ctx: RequestContext, days: number) =>
    request<PartnerSummaryReply>(ctx, PAYOUT_PATHS.summary, { query: { days } }),
};

export function useWallets() {
  const { api } = useAppEnv();
  return useQuery({ queryKey: partnerKeys.wallets, queryFn: () => partnerApi.wallets(api) });
}

export function useSummary(days: number) {
  const { api } = useAppEnv();
  return useQuery({ queryKey: partnerKeys.summary(days), queryFn: () => partnerApi.summary(api, days) });
}

export function usePayouts(page: number) {
  const { api } = useAppEnv();
  return useQuery({ queryKey: partnerKeys.payouts(page), queryFn: () => partnerApi.payouts(api, page) });
}

/** Replaces the pending change in the cached wallets overview. */
export function setCachedPending(client: QueryClient, pending: PendingWalletChange | null): void {
  client.setQueryData<WalletsReply>(partnerKeys.wallets, (old) => (old ? { ...old, pending } : old));
}
