import {
  AgreementsReplySchema,
  ApiKeyReplySchema,
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  NotificationPrefsSchema,
  OkReplySchema,
  IDENTITY_PATHS as P,
  ProfileSchema,
  RecoveryCodesReplySchema,
  SecondFactorBodySchema,
  SessionsReplySchema,
  TwoFactorEnableBodySchema,
  TwoFactorSetupReplySchema,
  UpdateProfileBodySchema,
} from '@crowdsolve/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth.ts';
import type { ProfileService } from './profile.service.ts';
import type { SessionService } from './session.service.ts';

const ok = { ok: true as const };

export function profileRoutes(deps: { profile: ProfileService; sessions: SessionService }): FastifyPluginAsyncZod {
  const { profile } = deps;
  return async (app) => {
    app.get(P.profile, { schema: { response: { 200: ProfileSchema } } }, async (request) =>
      profile.get(requireUser(request).userId),
    );

    app.put(
      P.profile,
      { schema: { body: UpdateProfileBodySchema, response: { 200: ProfileSchema } } },
      async (request) => profile.update(requireUser(request).userId, request.body),
    );

    app.get(P.notifications, { schema: { response: { 200: NotificationPrefsSchema } } }, async (request) => {
      return (await profile.get(requireUser(request).userId)).notifications;
    });

    app.put(
      P.notifications,
      { schema: { body: NotificationPrefsSchema, response: { 200: NotificationPrefsSchema } } },
      async (request) => profile.setNotifications(requireUser(request).userId, request.body),
    );

    app.get(P.agreements, { schema: { response: { 200: AgreementsReplySchema } } }, async (request) => ({
      agreements: await profile.agreements(requireUser(request).userId),
    }));

    app.post(
      P.password,
      { schema: { body: ChangePasswordBodySchema, response: { 200: OkReplySchema } } },
      async (request) => {
        const { userId, sessionId } = requireUser(request);
        await profile.changePassword(userId, sessionId, request.body.currentPassword, request.body.newPassword);
        return ok;
      },
    );

    app.post(
      P.deleteAccount,
      { schema: { body: DeleteAccountBodySchema, response: { 200: OkReplySchema } } },
      async (request, reply) => {
        await profile.deleteAccount(requireUser(request).userId, request.body.password);
        deps.sessions.clearCookie(request, reply);
        return ok;
      },
    );

    app.get(P.sessions, { schema: { response: { 200: SessionsReplySchema } } }, async (request) => {
      const { userId, sessionId } = requireUser(request);
      return { sessions: await profile.sessions(userId, sessionId) };
    });

    app.delete(
      `${P.sessions}/:id`,
      { schema: { params: z.object({ id: z.string().regex(/^[0-9a-f]{16}$/) }), response: { 200: OkReplySchema } } },
      async (request) => {
        await profile.revokeSession(requireUser(request).userId, request.params.id);
        return ok;
      },
    );

    app.post(P.twoFactorSetup, { schema: { response: { 200: TwoFactorSetupReplySchema } } }, async (request) =>
      profile.setupTwoFactor(requireUser(request).userId),
    );

    app.post(
      P.twoFactorEnable,
      { schema: { body: TwoFactorEnableBodySchema, response: { 200: RecoveryCodesReplySchema } } },
      async (request) => ({
        recoveryCodes: await profile.enableTwoFactor(requireUser(request).userId, request.body.code),
      }),
    );

    app.post(
      P.twoFactorDisable,
      { schema: { body: SecondFactorBodySchema, response: { 200: OkReplySchema } } },
      async (request) => {
        await profile.disableTwoFactor(requireUser(request).userId, request.body.code);
        return ok;
      },
    );

    app.post(P.apiKey, { schema: { response: { 200: ApiKeyReplySchema } } }, async (request) => ({
      apiKey: await profile.regenerateApiKey(requireUser(request).userId),
    }));
  };
}
