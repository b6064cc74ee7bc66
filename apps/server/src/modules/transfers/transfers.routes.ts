import {
  CreateTransferBodySchema,
  TRANSFER_PATHS as P,
  RedeemBodySchema,
  RedeemReplySchema,
  RedemptionsReplySchema,
  TransferIdParamsSchema,
  TransferLinkSchema,
  TransferPageQuerySchema,
  TransferSchema,
  TransfersReplySchema,
} from '@crowdsolve/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth.ts';
import type { CodesService } from './codes.service.ts';
import type { TransfersService } from './transfers.service.ts';

const minute = 60_000;

/** Transfers and code redemption (session; writes need the CSRF header). */
export function transfersRoutes(deps: { transfers: TransfersService; codes: CodesService }): FastifyPluginAsyncZod {
  const { transfers, codes } = deps;
  return async (app) => {
    app.get(
      P.transfers,
      { schema: { querystring: TransferPageQuerySchema, response: { 200: TransfersReplySchema } } },
      async (request) => transfers.list(requireUser(request).userId, request.query.page),
    );

    app.post(
      P.transfers,
      {
        config: { rateLimit: { max: 10, timeWindow: minute } },
        schema: { body: CreateTransferBodySchema, response: { 201: TransferSchema } },
      },
      async (request, reply) =>
        reply.code(201).send(await transfers.request(requireUser(request).userId, request.body)),
    );

    app.post(
      P.cancel,
      {
        config: { rateLimit: { max: 30, timeWindow: minute } },
        schema: { params: TransferIdParamsSchema, response: { 200: TransferSchema } },
      },
      async (request) => transfers.cancel(requireUser(request).userId, request.params.id),
    );

    // The link alone authorizes (like the payout-account link): it proves the sender's mailbox, and
    // only the sender, signed in, could have asked for the transfer it makes.
    app.get(
      P.confirm,
      {
        config: { rateLimit: { max: 30, timeWindow: minute } },
        schema: { querystring: TransferLinkSchema, response: { 200: TransferSchema } },
      },
      async (request) => transfers.check(request.query),
    );

    app.post(
      P.confirm,
      {
        config: { rateLimit: { max: 30, timeWindow: minute } },
        schema: { body: TransferLinkSchema, response: { 200: TransferSchema } },
      },
      async (request) => transfers.confirm(request.body),
    );

    app.post(
      P.confirmCancel,
      {
        config: { rateLimit: { max: 30, timeWindow: minute } },
        schema: { body: TransferLinkSchema, response: { 200: TransferSchema } },
      },
      async (request) => transfers.cancelByLink(request.body),
    );

    // Codes are unguessable, and guessing is slowed twice: per client address here, per account in the service.
    app.post(
      P.redeem,
      {
        config: { rateLimit: { max: 10, timeWindow: minute } },
        schema: { body: RedeemBodySchema, response: { 200: RedeemReplySchema } },
      },
      async (request) => codes.redeem(requireUser(request), request.body.code),
    );

    app.get(P.redeem, { schema: { response: { 200: RedemptionsReplySchema } } }, async (request) =>
      codes.redemptions(requireUser(request).userId),
    );
  };
}
