import {
  type AdminPromoCode,
  type AdminPromoCodesReply,
  type AdminVoucher,
  type AdminVouchersReply,
  type BalanceReply,
  BILLING_PATHS,
  type CreatePromoCodeBody,
  type CreateTransferBody,
  type CreateVouchersBody,
  type CreateVouchersReply,
  type RedeemReply,
  type RedemptionsReply,
  TRANSFER_PATHS,
  type Transfer,
  type TransferLink,
  type TransfersReply,
  transferPath,
  type VoucherState,
} from '@crowdsolve/contract';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { useAppEnv } from '../../lib/app-env.tsx';
import { type RequestContext, request } from '../../lib/request.ts';
import { userKeys } from '../user/current-user.ts';

/** Query keys of the transfer and code screens; `all` and `admin` prefix the others. */
export const transferKeys = {
  all: ['transfers'] as const,
  balance: ['transfers', 'balance'] as const,
  list: (page: number) => ['transfers', 'list', page] as const,
  // Not under `all`: money moving elsewhere does not make a link's page read its transfer again.
  link: (link: TransferLink) => ['transfer-link', link.hash, link.userId] as const,
  redemptions: ['transfers', 'redemptions'] as const,
  admin: ['admin', 'codes'] as const,
  vouchers: (state: VoucherState | 'all', page: number) => ['admin', 'codes', 'vouchers', state, page] as const,
  promos: (page: number) => ['admin', 'codes', 'promos', page] as const,
};

const P = TRANSFER_PATHS;

export const transfersApi = {
  balance: (ctx: RequestContext) => request<BalanceReply>(ctx, BILLING_PATHS.balance),
  list: (ctx: RequestContext, page: number) => request<TransfersReply>(ctx, P.transfers, { query: { page } }),
  create: (ctx: RequestContext, body: CreateTransferBody) =>
    request<Transfer>(ctx, P.transfers, { method: 'POST', body }),
  cancel: (ctx: RequestContext, id: number) => request<Transfer>(ctx, transferPath(P.cancel, id), { method: 'POST' }),
  preview: (ctx: RequestContext, link: TransferLink) =>
    request<Transfer>(ctx, P.confirm, { query: { hash: link.hash, userId: link.userId } }),
  confirm: (ctx: RequestContext, link: TransferLink) =>
    request<Transfer>(ctx, P.confirm, { method: 'POST', body: link }),
  cancelByLink: (ctx: RequestContext, link: TransferLink) =>
    request<Transfer>(ctx, P.confirmCancel, { method: 'POST', body: link }),
  redeem: (ctx: RequestContext, code: string) =>
    request<RedeemReply>(ctx, P.redeem, { method: 'POST', body: { code } }),
  redemptions: (ctx: RequestContext) => request<RedemptionsReply>(ctx, P.redeem),

  vouchers: (ctx: RequestContext, state: VoucherState | 'all', page: number) =>
    request<AdminVouchersReply>(ctx, P.adminVouchers, { query: { state: state === 'all' ? undefined : state, page } }),
  createVouchers: (ctx: RequestContext, body: CreateVouchersBody) =>
    request<CreateVouchersReply>(ctx, P.adminVouchers, { method: 'POST', body }),
  disableVoucher: (ctx: RequestContext, id: number) =>
    request<AdminVoucher>(ctx, transferPath(P.adminVoucherDisable, id), { method: 'POST' }),
  promos: (ctx: RequestContext, page: number) =>
    request<AdminPromoCodesReply>(ctx, P.adminPromoCodes, { query: { page } }),
  createPromo: (ctx: RequestContext, body: CreatePromoCodeBody) =>
    request<AdminPromoCode>(ctx, P.adminPromoCodes, { method: 'POST', body }),
  setPromoActive: (ctx: RequestContext, id: number, active: boolean) =>
    request<AdminPromoCode>(ctx, transferPath(P.adminPromoCodeActive, id), { method: 'PUT', body: { active } }),
};

export function useBalance(enabled = true) {
  const { api } = useAppEnv();
  return useQuery({ queryKey: transferKeys.balance, queryFn: () => transfersApi.balance(api), enabled });
}

export function useTransfers(page: number) {
  const { api } = useAppEnv();
  return useQuery({
    queryKey: transferKeys.list(page),
    queryFn: () => transfersApi.list(api, page),
    placeholderData: keepPreviousData,
  });
}

export function useRedemptions(enabled = true) {
  const { api } = useAppEnv();
  return useQuery({ queryKey: transferKeys.redemptions, queryFn: () => transfersApi.redemptions(api), enabled });
}

export function useAdminVouchers(state: VoucherState | 'all', page: number) {
  const { api } = useAppEnv();
  return useQuery({
    queryKey: transferKeys.vouchers(state, page),
    queryFn: () => transfersApi.vouchers(api, state, page),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPromos(page: number) {
  const { api } = useAppEnv();
  return useQuery({
    queryKey: transferKeys.promos(page),
    queryFn: () => transfersApi.promos(api, page),
    placeholderData: keepPreviousData,
  });
}

/** Money moved: the balances, the lists and the header's balance are read again. */
export function refreshMoney(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: transferKeys.all });
  void client.invalidateQueries({ queryKey: userKeys.current });
}

/** A date input's `2026-03-31` as the end of that day (UTC), for an expiry; null when empty or malformed. */
export function endOfDay(date: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T23:59:59.999Z` : null;
}

/** What is wrong with an expiry typed in a date input, as an error key; null when it is fine (or empty). */
export function expiryProblem(typed: string, expiresAt: string | null, now = new Date()): string | null {
  if (!typed) return null;
  if (!expiresAt) return 'transfer:admin.badDate';
  return new Date(expiresAt) <= now ? 'transfer:admin.inPast' : null;
}

/** A server's field errors under the form's field names (`{ amountMicros: 'amount' }`). */
export function adminFieldErrors(
  fields: Record<string, string>,
  names: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    const name = names[field];
    if (name) out[name] = message === 'in_past' ? 'transfer:admin.inPast' : message;
  }
  return out;
}
