import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { PricingService } from '../pricing/index.ts';
import { landingsService } from './landings.service.ts';
import { legalRoutes } from './legal.routes.ts';
import { legalService } from './legal.service.ts';

export type { LegalService } from './legal.service.ts';
export { currentLegalVersions } from './versions.ts';

export interface LegalDeps {
  db: Db;
  clock: Clock;
  pricing: PricingService;
  config: Pick<Config, 'operator' | 'publicUrl' | 'sessionTtlDays' | 'payments'>;
}

/**
 * The legal documents (versioned, rendered from Markdown with the operator's details), the
 * acceptance of their current versions, and the data of the about and worker landings.
 */
export async function registerLegal(app: FastifyInstance, deps: LegalDeps) {
  const legal = legalService({ db: deps.db, clock: deps.clock, config: deps.config });
  const landings = landingsService({ pricing: deps.pricing, config: deps.config });
  await app.register(legalRoutes({ legal, landings }));
  return { legal };
}
