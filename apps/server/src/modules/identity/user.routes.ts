import {
  CurrentUserSchema,
  OkReplySchema,
  IDENTITY_PATHS as P,
  SelectRoleBodySchema,
  SystemMessageReadBodySchema,
  UpdateUserBodySchema,
} from '@crowdsolve/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthService } from './auth.service.ts';
import { identityRepo } from './identity.repo.ts';
import type { ProfileService } from './profile.service.ts';

/** The current user (spec §3, §7): read, update, mark a system message read, choose the role. */
export function userRoutes(deps: {
  db: Db;
  clock: Clock;
  auth: AuthService;
  profile: ProfileService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v2/user', { schema: { response: { 200: CurrentUserSchema } } }, async (request) => {
      return deps.auth.currentUser(requireUser(request).userId);
    });

    app.put(
      '/api/v2/user',
      { schema: { body: UpdateUserBodySchema, response: { 200: CurrentUserSchema } } },
      async (request) => {
        const { userId } = requireUser(request);
        if (request.body.interfaceLanguage) await deps.profile.setLanguage(userId, request.body.interfaceLanguage);
        return deps.auth.currentUser(userId);
      },
    );

    app.put(
      '/api/v2/user/system_message_read',
      { schema: { body: SystemMessageReadBodySchema, response: { 200: OkReplySchema } } },
      async (request) => {
        const { userId } = requireUser(request);
        if (!(await identityRepo.markMessageRead(deps.db, userId, request.body.id, deps.clock.now()))) {
          throw new AppError('ERROR_NOT_FOUND');
        }
        return { ok: true as const };
      },
    );

    app.post(
      P.selectRole,
      { schema: { body: SelectRoleBodySchema, response: { 200: CurrentUserSchema } } },
      async (request) => {
        const { userId } = requireUser(request);
        await deps.profile.selectRole(userId, request.body.userType);
        return deps.auth.currentUser(userId);
      },
    );
  };
}
