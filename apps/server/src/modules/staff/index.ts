import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { PricingService } from '../pricing/index.ts';
import { staffRoutes } from './staff.routes.ts';
import { staffService } from './staff.service.ts';

export type { StaffService } from './staff.service.ts';

/** The staff home's API: what waits for admins and moderators (`GET /api/v2/admin/overview`). */
export async function registerStaff(app: FastifyInstance, deps: { db: Db; clock: Clock; pricing: PricingService }) {
  const staff = staffService(deps);
  await app.register(staffRoutes({ staff }));
  return { staff };
}
