import type { Db } from '../../platform/db.ts';
import { trackingRepo } from './tracking.repo.ts';
import { trackingRoutes } from './tracking.routes.ts';
import { trackingService } from './tracking.service.ts';

export function trackingModule(db: Db, rateLimitPerMinute: number) {
  const service = trackingService({ repo: trackingRepo(db) });
  return { service, routes: trackingRoutes({ service, rateLimitPerMinute }) };
}
