import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { softwareRoutes } from './software.routes.ts';
import { softwareService } from './software.service.ts';

export { softwarePayees } from './software.repo.ts';
export type { SoftwareService } from './software.service.ts';

/** The developers' software registry (the `soft_id` of the protocol) and its routes. */
export async function registerSoftware(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  const software = softwareService(deps);
  await app.register(softwareRoutes({ software }));
  return { software };
}
