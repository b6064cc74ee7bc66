import type {
  Currency,
  Language,
  LegalAcceptBody,
  LegalDocument,
  LegalDocumentReply,
  LegalStatusReply,
  OperatorReply,
  WorkerLandingReply,
} from '@crowdsolve/contract';
import { queryOptions } from '@tanstack/react-query';
import { type RequestContext, request } from '../../lib/request.ts';

/** Paths of LEGAL_PATHS (kept here as text: the layout's banner must not pull the contract's schemas). */
const PATHS = {
  document: (document: LegalDocument) => `/api/v1/legal/${document}`,
  status: '/api/v2/profile/legal',
  accept: '/api/v2/profile/legal/accept',
  workerLanding: '/api/v1/landings/worker',
  operator: '/api/v1/landings/operator',
} as const;

export const legalKeys = {
  /** Under the profile's prefix: forgotten with the account's other data at sign-in and sign-out. */
  status: ['profile', 'legal'] as const,
};

/** `GET /api/v1/legal/{document}?language`: the current version, rendered. */
export function legalDocumentQuery(api: RequestContext, document: LegalDocument, language: Language) {
  return queryOptions({
    queryKey: ['legal', 'document', document, language],
    queryFn: () => request<LegalDocumentReply>(api, PATHS.document(document), { query: { language } }),
    staleTime: 10 * 60_000,
  });
}

/** `GET /api/v2/profile/legal`: the current versions and what the signed-in user accepted. */
export function legalStatusQuery(api: RequestContext) {
  return queryOptions({
    queryKey: legalKeys.status,
    queryFn: () => request<LegalStatusReply>(api, PATHS.status),
    staleTime: 10 * 60_000,
  });
}

export function acceptLegal(api: RequestContext, body: LegalAcceptBody) {
  return request<LegalStatusReply>(api, PATHS.accept, { method: 'POST', body });
}

/** `GET /api/v1/landings/operator`: who runs the site (null fields: not configured). */
export function operatorQuery(api: RequestContext) {
  return queryOptions({
    queryKey: ['landings', 'operator'],
    queryFn: () => request<OperatorReply>(api, PATHS.operator),
    staleTime: 10 * 60_000,
  });
}

/** `GET /api/v1/landings/worker?currency`: worker pay per kind, training and payouts. */
export function workerLandingQuery(api: RequestContext, currency: Currency) {
  return queryOptions({
    queryKey: ['landings', 'worker', currency],
    queryFn: () => request<WorkerLandingReply>(api, PATHS.workerLanding, { query: { currency } }),
    staleTime: 60_000,
  });
}

/** The public page of each document. */
export const LEGAL_PAGES: Record<LegalDocument, { path: string; routeId: string }> = {
  terms: { path: '/terms-of-service', routeId: 'termsOfService' },
  payment: { path: '/payment-policy', routeId: 'paymentPolicy' },
  privacy: { path: '/privacy-policy', routeId: 'privacyPolicy' },
};
