import { CurrencySchema } from './pricing.ts';
import { LanguageSchema } from './site.ts';
import { z } from './zod.ts';

/**
 * The legal documents (terms of service, payment policy, privacy policy), each versioned: sign-up
 * records the versions accepted, and a newer version asks signed-in users to accept it.
 */
export const LEGAL_DOCUMENTS = ['terms', 'payment', 'privacy'] as const;
export const LegalDocumentSchema = z.enum(LEGAL_DOCUMENTS);
export type LegalDocument = z.infer<typeof LegalDocumentSchema>;

/** The public page of each document. */
export const LEGAL_PAGE_PATHS: Record<LegalDocument, string> = {
  terms: '/terms-of-service',
  payment: '/payment-policy',
  privacy: '/privacy-policy',
};

export const LEGAL_PATHS = {
  /** GET `?language`: the current version of a document, rendered. */
  document: '/api/v1/legal/:document',
  /** GET: the current versions and what the signed-in user accepted of each. */
  status: '/api/v2/profile/legal',
  /** POST `{ documents: [{ document, version }] }`: accepts the current versions. */
  accept: '/api/v2/profile/legal/accept',
  /** GET `?currency`: what the worker landings show (pay per kind, training, payouts). */
  workerLanding: '/api/v1/landings/worker',
  /** GET: the operator's details for /about (null where not configured). */
  operator: '/api/v1/landings/operator',
} as const;

export const LegalDocumentQuerySchema = z.object({ language: LanguageSchema.default('en') });

export const LegalDocumentReplySchema = z.object({
  document: LegalDocumentSchema,
  version: z.string(),
  /** The day this version took effect (YYYY-MM-DD). */
  publishedAt: z.string(),
  language: LanguageSchema,
  title: z.string(),
  /** The text rendered from Markdown, sanitized to a small allow-list. */
  html: z.string(),
  /** Earlier versions, newest first. */
  history: z.array(z.object({ version: z.string(), publishedAt: z.string() })),
});
export type LegalDocumentReply = z.infer<typeof LegalDocumentReplySchema>;

export const LegalStatusItemSchema = z.object({
  document: LegalDocumentSchema,
  version: z.string(),
  publishedAt: z.string(),
  /** The newest version of this document the user accepted, and when; null: never. */
  acceptedVersion: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  /** The current version is not accepted yet. */
  pending: z.boolean(),
});
export type LegalStatusItem = z.infer<typeof LegalStatusItemSchema>;
export const LegalStatusReplySchema = z.object({ documents: z.array(LegalStatusItemSchema) });
export type LegalStatusReply = z.infer<typeof LegalStatusReplySchema>;

export const LegalAcceptBodySchema = z.object({
  documents: z
    .array(z.object({ document: LegalDocumentSchema, version: z.string().min(1).max(40) }))
    .min(1)
    .max(LEGAL_DOCUMENTS.length),
});
export type LegalAcceptBody = z.infer<typeof LegalAcceptBodySchema>;

/** Who runs the deployment; each field null until the operator configures it. */
export const OperatorSchema = z.object({
  name: z.string().nullable(),
  address: z.string().nullable(),
  email: z.string().nullable(),
  registration: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
});
export type Operator = z.infer<typeof OperatorSchema>;
export const OperatorReplySchema = z.object({ operator: OperatorSchema, publicUrl: z.string() });
export type OperatorReply = z.infer<typeof OperatorReplySchema>;

export const WorkerLandingQuerySchema = z.object({ currency: CurrencySchema.default('USD') });
export const WorkerLandingReplySchema = z.object({
  currency: CurrencySchema,
  /** Units of the currency per US dollar used for the figures. */
  rate: z.number(),
  /** Worker pay per 1000 answers of each kind, from the price table. */
  pay: z.array(z.object({ type: z.string(), per1000: z.number(), per1000Micros: z.number().int() })),
  training: z.object({ passShare: z.number(), tasks: z.number().int() }),
  /** Payout methods with their minimum and fee (fixed micros or basis points). */
  payouts: z.array(
    z.object({
      method: z.string(),
      minimumMicros: z.number().int(),
      fee: z.discriminatedUnion('type', [
        z.object({ type: z.literal('fixed'), micros: z.number().int() }),
        z.object({ type: z.literal('percent'), basisPoints: z.number().int() }),
      ]),
    }),
  ),
  /** Minutes after an answer during which a customer's complaint can take the pay back. */
  complaintWindowMinutes: z.number().int(),
});
export type WorkerLandingReply = z.infer<typeof WorkerLandingReplySchema>;
