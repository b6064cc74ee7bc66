import {
  CONTENT_PATHS as P,
  SiteDomainBodySchema,
  SiteDomainListReplySchema,
  SiteDomainSchema,
  SiteDomainUpdateBodySchema,
  SiteHostParamsSchema,
} from '@crowdsolve/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/auth.ts';
import type { DomainsService } from './domains.service.ts';

const minute = 60_000;
/** Admins only: moderators and editors do not move the sites' hosts. */
const admin = (request: FastifyRequest) => requirePermission(request, ['admin']).userId;

/** /editor/manual-domains: the hosts of each site (writes carry the CSRF header, checked for every write). */
export function domainsRoutes(deps: { domains: DomainsService }): FastifyPluginAsyncZod {
  const { domains } = deps;
  const writes = { rateLimit: { max: 60, timeWindow: minute } };
  return async (app) => {
    app.get(P.domains, { schema: { response: { 200: SiteDomainListReplySchema } } }, async (request) => {
      admin(request);
      return domains.list();
    });

    app.post(
      P.domains,
      { config: writes, schema: { body: SiteDomainBodySchema, response: { 201: SiteDomainSchema } } },
      async (request, reply) => reply.code(201).send(await domains.add(request.body, admin(request))),
    );

    app.put(
      P.domain,
      {
        config: writes,
        schema: { params: SiteHostParamsSchema, body: SiteDomainUpdateBodySchema, response: { 200: SiteDomainSchema } },
      },
      async (request) => {
        admin(request);
        return domains.update(request.params.host, request.body);
      },
    );

    app.delete(P.domain, { config: writes, schema: { params: SiteHostParamsSchema } }, async (request, reply) => {
      admin(request);
      await domains.remove(request.params.host);
      return reply.code(204).send();
    });
  };
}
