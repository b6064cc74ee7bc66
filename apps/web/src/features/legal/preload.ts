import type { Language, LegalDocument } from '@crowdsolve/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { RequestContext } from '../../lib/request.ts';
import { currencyFor, pricesQuery } from '../pricing/prices.ts';
import { legalDocumentQuery, operatorQuery, workerLandingQuery } from './api.ts';

interface Ctx {
  queryClient: QueryClient;
  api: RequestContext;
  language: Language;
}
type Preload = (ctx: Ctx) => Promise<unknown>;

const legal =
  (document: LegalDocument): Preload =>
  ({ queryClient, api, language }) =>
    queryClient.ensureQueryData(legalDocumentQuery(api, document, language));
const worker: Preload = ({ queryClient, api, language }) =>
  queryClient.ensureQueryData(workerLandingQuery(api, currencyFor(language)));

/** The legal pages and the audience landings, server-rendered with their data. */
export const LEGAL_PAGE_DATA = {
  termsOfService: legal('terms'),
  paymentPolicy: legal('payment'),
  privacyPolicy: legal('privacy'),
  about: ({ queryClient, api }) => queryClient.ensureQueryData(operatorQuery(api)),
  job: worker,
  jobs: worker,
  makeMoneyOnline: worker,
  forCustomer: ({ queryClient, api, language }) => queryClient.ensureQueryData(pricesQuery(api, currencyFor(language))),
} satisfies Record<string, Preload>;
