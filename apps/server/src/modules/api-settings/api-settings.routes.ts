import { ApiSettingsBodySchema, ApiSettingsReplySchema, CALLBACK_PATHS as P } from '@crowdsolve/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Principal, requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { ApiSettingsService } from './api-settings.service.ts';

/** The signed-in owner of an API key (customer or developer), else ERROR_EMPTY_USER / ERROR_FORBIDDEN. */
function requireApiUser(request: FastifyRequest): Principal {
  const principal = requireUser(request);
  if (principal.userType !== 'customer' && principal.userType !== 'developer') throw new AppError('ERROR_FORBIDDEN');
  return principal;
}

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
