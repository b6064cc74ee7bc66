import {
  AdminPromoCodeSchema,
  AdminPromoCodesReplySchema,
  AdminVoucherSchema,
  AdminVouchersQuerySchema,
  AdminVouchersReplySchema,
  CreatePromoCodeBodySchema,
  CreateVouchersBodySchema,
  CreateVouchersReplySchema,
  TRANSFER_PATHS as P,
  PromoCodeActiveBodySchema,
  TransferIdParamsSchema,
  TransferPageQuerySchema,
} from '@crowdsolve/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/auth.ts';
import type { CodesAdminService } from './codes.admin.ts';

/** Admin-only: vouchers and promo codes. */
export function codesAdminRoutes(deps: { admin: CodesAdminService }): FastifyPluginAsyncZod {
  const { admin } = deps;
  return async (app) => {
    // Before the body is read: a non-admin learns nothing about what a valid call looks like.
    app.addHook('onRequest', async (request) => {
      requirePermission(request, ['admin']);
    });

    app.get(
      P.adminVouchers,
      { schema: { querystring: AdminVouchersQuerySchema, response: { 200: AdminVouchersReplySchema } } },
      async (request) => admin.vouchers(request.query.state, request.query.page),
    );

    app.post(
      P.adminVouchers,
      { schema: { body: CreateVouchersBodySchema, response: { 201: CreateVouchersReplySchema } } },
      async (request, reply) => {
        const { userId } = requirePermission(request, ['admin']);
        return reply.code(201).send(await admin.createVouchers(userId, request.body));
      },
    );

    app.post(
      P.adminVoucherDisable,
      { schema: { params: TransferIdParamsSchema, response: { 200: AdminVoucherSchema } } },
      async (request) => admin.disableVoucher(request.params.id),
    );

    app.get(
      P.adminPromoCodes,
      { schema: { querystring: TransferPageQuerySchema, response: { 200: AdminPromoCodesReplySchema } } },
      async (request) => admin.promos(request.query.page),
    );

    app.post(
      P.adminPromoCodes,
      { schema: { body: CreatePromoCodeBodySchema, response: { 201: AdminPromoCodeSchema } } },
      async (request, reply) => {
        const { userId } = requirePermission(request, ['admin']);
        return reply.code(201).send(await admin.createPromo(userId, request.body));
      },
    );

    app.put(
      P.adminPromoCodeActive,
      {
        schema: {
          params: TransferIdParamsSchema,
          body: PromoCodeActiveBodySchema,
          response: { 200: AdminPromoCodeSchema },
        },
      },
      async (request) => admin.setPromoActive(request.params.id, request.body.active),
    );
  };
}
