import type { Language } from '@crowdsolve/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { RequestContext } from '../../lib/request.ts';
import { currencyFor } from '../pricing/prices.ts';
import { enterpriseConditionsQuery, enterprisePricingQuery } from './api.ts';

interface Ctx {
  queryClient: QueryClient;
  api: RequestContext;
  language: Language;
}

/** `/support/enterprise` is server-rendered with its prices (in the language's currency) and conditions. */
export const ENTERPRISE_PAGE_DATA = {
  supportEnterprise: ({ queryClient, api, language }: Ctx) =>
    Promise.all([
      queryClient.ensureQueryData(enterprisePricingQuery(api, currencyFor(language))),
      queryClient.ensureQueryData(enterpriseConditionsQuery(api)),
    ]),
};
