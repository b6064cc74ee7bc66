import { STAFF_PATHS, StaffOverviewReplySchema } from '@crowdsolve/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/auth.ts';
import type { StaffService } from './staff.service.ts';

export function staffRoutes(deps: { staff: StaffService }): FastifyPluginAsyncZod {
  const { staff } = deps;
  return async (app) => {
    /** Admins and moderators; each sees the part their permissions act on (moderators: none yet). */
    app.get(STAFF_PATHS.overview, { schema: { response: { 200: StaffOverviewReplySchema } } }, async (request) => {
      const user = requirePermission(request, ['admin', 'moderator']);
      return { admin: user.permissions.admin ? await staff.adminOverview() : null };
    });
  };
}
