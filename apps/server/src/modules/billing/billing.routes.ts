import {
  AdminBalanceBodySchema,
  AdminBalanceReplySchema,
  AdminMovementsReplySchema,
  BalanceReplySchema,
  CURRENCY,
  MovementsQuerySchema,
  MovementsReplySchema,
  BILLING_PATHS as P,
} from '@crowdsolve/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireUser } from '../../platform/auth.ts';
import type { LedgerService } from './ledger.service.ts';

const Params = z.object({ id: z.coerce.number().int().positive() });

/** A signed-in user's balance and movements. */
export function billingRoutes(deps: { ledger: LedgerService }): FastifyPluginAsyncZod {
  const { ledger } = deps;
  return async (app) => {
    app.get(P.balance, { schema: { response: { 200: BalanceReplySchema } } }, async (request) => {
      const { userId } = requireUser(request);
      return { ...(await ledger.balance(userId)), currency: CURRENCY };
    });

    app.get(
      P.movements,
      { schema: { querystring: MovementsQuerySchema, response: { 200: MovementsReplySchema } } },
      async (request) => {
        const { userId } = requireUser(request);
        const { records, totalCount } = await ledger.movements(userId, request.query.page);
        return { records: records.map(({ createdBy: _, ...movement }) => movement), totalCount };
      },
    );
  };
}

/** Admin-only: a user's movements, and manual credits and debits with a reason. */
export function billingAdminRoutes(deps: { ledger: LedgerService }): FastifyPluginAsyncZod {
  const { ledger } = deps;
  return async (app) => {
    app.addHook('preHandler', async (request) => {
      requirePermission(request, ['admin']);
    });

    app.post(
      P.adminUserBalance,
      { schema: { params: Params, body: AdminBalanceBodySchema, response: { 200: AdminBalanceReplySchema } } },
      async (request) => {
        const admin = requirePermission(request, ['admin']);
        const reply = await ledger.adjust(admin.userId, request.params.id, request.body);
        return { ...reply, currency: CURRENCY };
      },
    );

    app.get(
      P.adminUserMovements,
      { schema: { params: Params, querystring: MovementsQuerySchema, response: { 200: AdminMovementsReplySchema } } },
      async (request) => ledger.movements(request.params.id, request.query.page),
    );
  };
}
