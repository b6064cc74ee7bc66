import { ApiSettingsBodySchema, ApiSettingsReplySchema, CALLBACK_PATHS as P } from '@crowdsolve/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireApiUser } from '../../platform/auth.ts';
import type { ApiSettingsService } from './api-settings.service.ts';

/** The customer's API settings (spec: /setting/iplist, /setting/percent_100). */
export function apiSettingsRoutes(deps: { apiSettings: ApiSettingsService }): FastifyPluginAsyncZod {
  const { apiSettings } = deps;
  return async (app) => {
    app.get(P.apiSettings, { schema: { response: { 200: ApiSettingsReplySchema } } }, async (request) => {
      const { userId } = requireApiUser(request);
      return apiSettings.get(userId);
    });

    app.put(
      P.apiSettings,
      { schema: { body: ApiSettingsBodySchema, response: { 200: ApiSettingsReplySchema } } },
      async (request) => {
        const { userId } = requireApiUser(request);
        return apiSettings.update(userId, request.body);
      },
    );
  };
}
