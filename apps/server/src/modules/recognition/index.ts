import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ROOT_DIR } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { PricingService } from '../pricing/index.ts';
import { extensionRoutes } from './extension.routes.ts';
import { recognitionRoutes } from './recognition.routes.ts';
import { recognitionService } from './recognition.service.ts';

export { type RecognitionService, recognitionService } from './recognition.service.ts';

/** The reference worker client served at `/downloads/crowdsolve-worker.mjs`. */
export const WORKER_CLIENT_FILE = path.join(ROOT_DIR, 'worker-client', 'crowdsolve-worker.mjs');
/** The browser extension: `extension/package.json` and the zip `npm run build` writes to `extension/release/`. */
export const EXTENSION_DIR = path.join(ROOT_DIR, 'extension');

/**
 * The public pages' data: the captcha recognition gallery (examples drawn by the project's own
 * challenge generator, with solving times measured from solved tasks), one captcha type for its
 * landing (price, request example), the reference worker client and the browser extension downloads.
 */
export async function registerRecognition(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; pricing: PricingService },
) {
  const recognition = recognitionService(deps);
  await app.register(recognitionRoutes({ recognition, workerClientFile: WORKER_CLIENT_FILE }));
  await app.register(extensionRoutes({ dir: EXTENSION_DIR }));
  return { recognition };
}
