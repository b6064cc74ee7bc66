import {
  AdminEmailActionReplySchema,
  AdminMailQuerySchema,
  AdminMailReplySchema,
  AdminUserSchema,
  AdminUsersQuerySchema,
  AdminUsersReplySchema,
  BanBodySchema,
  IDENTITY_PATHS as P,
  PermissionsBodySchema,
  SendSystemMessageBodySchema,
  SendSystemMessageReplySchema,
} from '@crowdsolve/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth.ts';
import type { AdminService } from './admin.service.ts';
import type { AdminMailService } from './admin-mail.service.ts';

const Params = z.object({ id: z.coerce.number().int().positive() });

/** Admin-only: users (search, view, ban, permissions, their address), system messages and the mail log. */
export function adminRoutes(deps: {
  admin: AdminService;
  adminMail: AdminMailService;
  devMail: boolean;
}): FastifyPluginAsyncZod {
  const { admin, adminMail } = deps;
  const actor = (request: { principal: { userId: number } | null }) => request.principal?.userId ?? 0;
  return async (app) => {
    app.addHook('preHandler', async (request) => {
      requirePermission(request, ['admin']);
    });

    app.get(
      P.adminUsers,
      { schema: { querystring: AdminUsersQuerySchema, response: { 200: AdminUsersReplySchema } } },
      async (request) => admin.list(request.query.q, request.query.page),
    );

    app.get(
      `${P.adminUsers}/:id`,
      { schema: { params: Params, response: { 200: AdminUserSchema } } },
      async (request) => admin.get(request.params.id),
    );

    app.post(
      `${P.adminUsers}/:id/ban`,
      { schema: { params: Params, body: BanBodySchema, response: { 200: AdminUserSchema } } },
      async (request) => admin.ban(request.params.id, request.body.reason),
    );

    app.post(
      `${P.adminUsers}/:id/unban`,
      { schema: { params: Params, response: { 200: AdminUserSchema } } },
      async (request) => admin.unban(request.params.id),
    );

    app.post(
      `${P.adminUsers}/:id/resend_confirmation`,
      { schema: { params: Params, response: { 200: AdminEmailActionReplySchema } } },
      async (request) => {
        const { user, mail } = await admin.resendConfirmation(actor(request), request.params.id);
        return { user, mail: mail ? { status: mail, devMail: deps.devMail } : null };
      },
    );

    app.post(
      `${P.adminUsers}/:id/confirm_email`,
      { schema: { params: Params, response: { 200: AdminEmailActionReplySchema } } },
      async (request) => ({ user: await admin.confirmEmail(actor(request), request.params.id), mail: null }),
    );

    app.get(
      P.adminMail,
      { schema: { querystring: AdminMailQuerySchema, response: { 200: AdminMailReplySchema } } },
      async (request) => adminMail.list(request.query.to, request.query.page),
    );

    app.put(
      `${P.adminUsers}/:id/permissions`,
      { schema: { params: Params, body: PermissionsBodySchema, response: { 200: AdminUserSchema } } },
      async (request) => admin.setPermissions(request.principal?.userId ?? 0, request.params.id, request.body),
    );

    app.post(
      P.adminSystemMessages,
      { schema: { body: SendSystemMessageBodySchema, response: { 200: SendSystemMessageReplySchema } } },
      async (request) => admin.sendSystemMessage(request.principal?.userId ?? 0, request.body),
    );
  };
}
