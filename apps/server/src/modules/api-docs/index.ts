import type { FastifyInstance } from 'fastify';
import type { PricingService } from '../pricing/index.ts';
import { apiDocsRoutes } from './api-docs.routes.ts';
import { apiDocsService } from './api-docs.service.ts';

export { type ApiDocsService, apiDocsService } from './api-docs.service.ts';

/** The API documentation, made from the solving engine's catalogue, prices and error tables. */
export async function registerApiDocs(app: FastifyInstance, deps: { pricing: PricingService; publicUrl: string }) {
  const docs = apiDocsService(deps);
  await app.register(apiDocsRoutes({ docs }));
  return { docs };
}
