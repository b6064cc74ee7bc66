import {
  CONTENT_PATHS,
  type SiteDomain,
  type SiteDomainBody,
  type SiteDomainListReply,
  type SiteDomainUpdateBody,
} from '@crowdsolve/contract';
import { queryOptions } from '@tanstack/react-query';
import { type RequestContext, request } from '../../lib/request.ts';

export const domainKeys = { all: ['domains'] as const };

const domainPath = (host: string) => CONTENT_PATHS.domain.replace(':host', encodeURIComponent(host));

/** The hosts of both sites, the configured ones included (admins only). */
export function domainsQuery(api: RequestContext) {
  return queryOptions({
    queryKey: domainKeys.all,
    queryFn: () => request<SiteDomainListReply>(api, CONTENT_PATHS.domains),
    staleTime: 0,
  });
}

export const domainsApi = {
  add: (api: RequestContext, body: SiteDomainBody) =>
    request<SiteDomain>(api, CONTENT_PATHS.domains, { method: 'POST', body }),
  update: (api: RequestContext, host: string, body: SiteDomainUpdateBody) =>
    request<SiteDomain>(api, domainPath(host), { method: 'PUT', body }),
  remove: (api: RequestContext, host: string) => request<null>(api, domainPath(host), { method: 'DELETE' }),
};
