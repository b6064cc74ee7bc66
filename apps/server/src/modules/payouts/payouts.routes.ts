import {
  AdminPayoutsQuerySchema,
  AdminPayoutsReplySchema,
  ApprovePayoutBodySchema,
  PAYOUT_PATHS as P,
  PartnerSummaryQuerySchema,
  PartnerSummaryReplySchema,
  PayoutIdParamsSchema,
  PayoutSchema,
  PayoutsQuerySchema,
  PayoutsReplySchema,
  PendingReplySchema,
  PendingWalletChangeSchema,
  payoutEarningOf,
  RejectPayoutBodySchema,
  RequestPayoutBodySchema,
  SetWalletBodySchema,
  WalletConfirmSchema,
  WalletParamsSchema,
  WalletSchema,
  WalletsReplySchema,
} from '@crowdsolve/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { Payee, PayoutsService } from './payouts.service.ts';
import type { WalletService } from './wallet.service.ts';

const minute = 60_000;
const CancelReplySchema = z.object({ ok: z.literal(true), cancelled: z.boolean() });

/**
 * The signed-in payee: a worker (paid out their pay) or a developer (paid out their commission), else
 * ERROR_EMPTY_USER / PAYOUT_NOT_WORKER. Other accounts earn nothing to pay out.
 */
function requirePayee(request: FastifyRequest): Payee {
  const principal = requireUser(request);
  const earning = payoutEarningOf(principal.userType);
  if (earning === null) throw new AppError('PAYOUT_NOT_WORKER');
  return { userId: principal.userId, earning };
}

/** The partner area of workers and developers (session; writes need the CSRF header) and the admin's payout queue. */
export function payoutsRoutes(deps: { wallets: WalletService; payouts: PayoutsService }): FastifyPluginAsyncZod {
  const { wallets, payouts } = deps;
  return async (app) => {
    // ── Payout accounts ──
    app.get(P.wallets, { schema: { response: { 200: WalletsReplySchema } } }, async (request) =>
      wallets.overview(requirePayee(request).userId),
    );

    app.get(P.pending, { schema: { response: { 200: PendingReplySchema } } }, async (request) => ({
      pending: await wallets.pending(requirePayee(request).userId),
    }));

    app.delete(
      P.pending,
      { config: { rateLimit: { max: 30, timeWindow: minute } }, schema: { response: { 200: CancelReplySchema } } },
      async (request) => ({ ok: true as const, ...(await wallets.cancel(requirePayee(request).userId)) }),
    );

    // The link alone authorizes (like the identity mail links): it proves the worker's mailbox.
    app.get(
      P.confirm,
      {
        config: { rateLimit: { max: 30, timeWindow: minute } },
        schema: { querystring: WalletConfirmSchema, response: { 200: PendingWalletChangeSchema } },
      },
      async (request) => wallets.check(request.query),
    );

    app.post(
      P.confirm,
      {
        config: { rateLimit: { max: 30, timeWindow: minute } },
        schema: { body: WalletConfirmSchema, response: { 200: WalletSchema } },
      },
      async (request) => wallets.confirm(request.body),
    );

    app.put(
      P.wallet,
      {
        config: { rateLimit: { max: 10, timeWindow: minute } },
        schema: { params: WalletParamsSchema, body: SetWalletBodySchema, response: { 200: PendingReplySchema } },
      },
      async (request) => ({
        pending: await wallets.requestChange(requirePayee(request).userId, request.params.method, request.body.account),
      }),
    );

    // ── Payouts ──
    app.get(
      P.payouts,
      { schema: { querystring: PayoutsQuerySchema, response: { 200: PayoutsReplySchema } } },
      async (request) => payouts.list(requirePayee(request).userId, request.query.page),
    );

    app.post(
      P.payouts,
      {
        config: { rateLimit: { max: 20, timeWindow: minute } },
        schema: { body: RequestPayoutBodySchema, response: { 200: PayoutSchema, 201: PayoutSchema } },
      },
      // 201 for a new payout; 200 for a retry (same idempotency key) answered with the payout it made.
      async (request, reply) => {
        const { payout, replayed } = await payouts.request(requirePayee(request), request.body);
        return reply.code(replayed ? 200 : 201).send(payout);
      },
    );

    app.get(
      P.summary,
      { schema: { querystring: PartnerSummaryQuerySchema, response: { 200: PartnerSummaryReplySchema } } },
      async (request) => payouts.summary(requirePayee(request).userId, request.query.days),
    );

    // ── Admin ──
    app.get(
      P.adminPayouts,
      { schema: { querystring: AdminPayoutsQuerySchema, response: { 200: AdminPayoutsReplySchema } } },
      async (request) => {
        requirePermission(request, ['admin']);
        return payouts.adminList(request.query.state, request.query.page);
      },
    );

    app.post(
      P.adminApprove,
      { schema: { params: PayoutIdParamsSchema, body: ApprovePayoutBodySchema, response: { 200: PayoutSchema } } },
      async (request) => {
        const admin = requirePermission(request, ['admin']);
        return payouts.approve(admin.userId, request.params.id, request.body.reference);
      },
    );

    app.post(
      P.adminReject,
      { schema: { params: PayoutIdParamsSchema, body: RejectPayoutBodySchema, response: { 200: PayoutSchema } } },
      async (request) => {
        const admin = requirePermission(request, ['admin']);
        return payouts.reject(admin.userId, request.params.id, request.body.reason);
      },
    );
  };
}
