import { CUSTOMER_FAQ } from './customer.ts';
import { DEVELOPER_FAQ } from './developer.ts';
import type { ShippedFaq } from './types.ts';
import { WORKER_FAQ } from './worker.ts';
import { WORKER_TERMS_FAQ } from './worker-terms.ts';

export type { ShippedFaq, ShippedText } from './types.ts';

/** Every entry the product ships with, per audience in page order. */
export const SHIPPED_FAQ: readonly ShippedFaq[] = [
  ...WORKER_FAQ,
  ...CUSTOMER_FAQ,
  ...DEVELOPER_FAQ,
  ...WORKER_TERMS_FAQ,
];
