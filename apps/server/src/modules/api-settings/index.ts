import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { Notifier } from '../../platform/notify.ts';
import { apiSettingsRoutes } from './api-settings.routes.ts';
import { apiSettingsService } from './api-settings.service.ts';

export {
  type ApiAccessCheck,
  type ApiSettingsService,
  apiSettingsService,
  type SubmitLimitCheck,
} from './api-settings.service.ts';

/**
 * The customer's API settings and their routes. The protocol layers call
 * `apiSettings.checkApiAccess(customerId, request.ip)` on every keyed call and
 * `apiSettings.checkSubmitLimit(customerId)` before each submit.
 */
export async function registerApiSettings(app: FastifyInstance, deps: { db: Db; clock: Clock; notifier?: Notifier }) {
  const apiSettings = apiSettingsService(deps);
  await app.register(apiSettingsRoutes({ apiSettings }));
  return { apiSettings };
}
